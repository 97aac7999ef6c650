import { describe, expect, it } from "vitest";
import { nextLiveSession } from "../../src/shared/live-sessions";

describe("the next live training", () => {
  it("on a Monday is Thursday's, at 7 pm Central (CST in winter: 01:00 UTC on Friday)", () => {
    const next = nextLiveSession(new Date("2026-11-30T15:00:00Z"));
    expect(next.session.title).toBe("Thursday Training");
    expect(next.day).toBe("2026-12-03");
    expect(next.startsAt.toISOString()).toBe("2026-12-04T01:00:00.000Z");
    expect(next.live).toBe(false);
  });

  it("is live for its first hour, then the next one is Sunday's (CDT in summer: 17:00 UTC)", () => {
    const during = nextLiveSession(new Date("2027-06-04T00:30:00Z")); // Thursday 7:30 pm CDT
    expect(during).toMatchObject({ day: "2027-06-03", live: true });
    expect(during.session.title).toBe("Thursday Training");
    const after = nextLiveSession(new Date("2027-06-04T01:05:00Z")); // Thursday 8:05 pm CDT
    expect(after.session.title).toBe("Sunday Training");
    expect(after.startsAt.toISOString()).toBe("2027-06-06T17:00:00.000Z");
  });

  it("late on Sunday after the session is next Thursday's", () => {
    const next = nextLiveSession(new Date("2026-11-30T04:00:00Z")); // Sunday 10 pm CST
    expect(next.day).toBe("2026-12-03");
  });
});
