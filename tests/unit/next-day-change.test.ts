/**
 * When the listing's "today" changes (src/server/modules/trainers/public-view.ts nextDayChange): the
 * earliest local midnight after now among the trainers' time zones, found once per zone and quarter hour.
 */
import { describe, expect, it } from "vitest";
import { nextDayChange } from "../../src/server/modules/trainers/public-view";

describe("nextDayChange", () => {
  it("is the next local midnight of the zone whose day ends first", () => {
    // 2026-11-29 20:10 UTC: 23:10 in Moscow (UTC+3), 14:10 in Chicago (UTC-6).
    const now = new Date("2026-11-29T20:10:00Z");
    expect(new Date(nextDayChange(["America/Chicago"], now)).toISOString()).toBe("2026-11-30T06:00:00.000Z");
    expect(new Date(nextDayChange(["America/Chicago", "Europe/Moscow"], now)).toISOString()).toBe(
      "2026-11-29T21:00:00.000Z",
    );
  });

  it("gives the same answer from its kept value later in the same quarter hour, and moves on after it", () => {
    const first = nextDayChange(["Asia/Kolkata"], new Date("2026-11-29T18:16:00Z"));
    // Kolkata is UTC+5:30: its midnight is 18:30 UTC.
    expect(new Date(first).toISOString()).toBe("2026-11-29T18:30:00.000Z");
    expect(nextDayChange(["Asia/Kolkata"], new Date("2026-11-29T18:29:59Z"))).toBe(first);
    expect(new Date(nextDayChange(["Asia/Kolkata"], new Date("2026-11-29T18:30:00Z"))).toISOString()).toBe(
      "2026-11-30T18:30:00.000Z",
    );
  });

  it("falls back to 27 hours ahead when there is no zone", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    expect(nextDayChange([], now)).toBe(now.getTime() + 27 * 3600_000);
  });
});
