/**
 * The job runner's schedule rules (src/server/jobs/schedule.ts, docs/decisions/0027): cron lines in
 * UTC, the slot a delivered run is for (a minute's margin for the database's clock), which lines the
 * runner accepts, and the schedule in words for the console.
 */
import { describe, expect, it } from "vitest";
import {
  checkCron,
  describeSchedule,
  latestSlot,
  nextSlot,
  slotOfDelivery,
} from "../../src/server/jobs/schedule";

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe("slots", () => {
  it("reads cron lines in UTC", () => {
    expect(iso(nextSlot("0 14 * * *", at("2026-07-01T13:59:59Z")))).toBe("2026-07-01T14:00:00.000Z");
    expect(iso(nextSlot("0 14 * * *", at("2026-07-01T14:00:00Z")))).toBe("2026-07-02T14:00:00.000Z");
  });

  it("finds the latest slot at or before a time", () => {
    expect(iso(latestSlot("0 14 * * *", at("2026-07-01T14:00:00Z")))).toBe("2026-07-01T14:00:00.000Z");
    expect(iso(latestSlot("0 14 * * *", at("2026-07-01T13:59:59.999Z")))).toBe("2026-06-30T14:00:00.000Z");
  });

  it("names the slot of a run delivered a little before it by this server's clock", () => {
    // The database fired 14:00 by its clock; this server reads 13:59:30.
    expect(iso(slotOfDelivery("0 14 * * *", at("2026-07-01T13:59:30Z")))).toBe("2026-07-01T14:00:00.000Z");
    expect(iso(slotOfDelivery("0 14 * * *", at("2026-07-01T18:00:00Z")))).toBe("2026-07-01T14:00:00.000Z");
    expect(iso(slotOfDelivery("0 14 * * *", at("2026-07-01T13:58:00Z")))).toBe("2026-06-30T14:00:00.000Z");
  });
});

describe("which cron lines the runner accepts", () => {
  it("takes five fields with slots at least two minutes apart", () => {
    expect(checkCron("0 14 * * *")).toBeNull();
    expect(checkCron("*/5 * * * *")).toBeNull();
    expect(checkCron("*/2 * * * *")).toBeNull();
    expect(checkCron("* * * * *")).toMatch(/two minutes/);
    expect(checkCron("0 0 14 * * *")).toMatch(/five fields/);
    expect(checkCron("61 14 * * *")).not.toBeNull();
    expect(checkCron("daily")).toMatch(/five fields/);
  });
});

describe("the schedule in words", () => {
  it("says when, in UTC, or how often on each server", () => {
    expect(describeSchedule({ cron: "0 14 * * *" })).toBe("At 14:00 UTC");
    expect(describeSchedule({ cron: "30 3 * * 1" })).toBe("At 03:30, only on Monday UTC");
    expect(describeSchedule({ everySeconds: 1 })).toBe("Every second on each server");
    expect(describeSchedule({ everySeconds: 30 })).toBe("Every 30 seconds on each server");
    expect(describeSchedule({ everySeconds: 60 })).toBe("Every minute on each server");
    expect(describeSchedule({ everySeconds: 300 })).toBe("Every 5 minutes on each server");
    expect(describeSchedule({})).toBe("Only when asked");
  });
});
