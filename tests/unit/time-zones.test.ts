import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIME_ZONE,
  isoInZone,
  offsetMinutes,
  offsetText,
  todayIn,
  zonedToUtc,
} from "../../src/shared/time-zones";

describe("offsetMinutes", () => {
  it("follows daylight saving where the zone has it", () => {
    expect(offsetMinutes("America/Chicago", new Date("2027-01-15T18:00:00Z"))).toBe(-360);
    expect(offsetMinutes("America/Chicago", new Date("2027-07-15T18:00:00Z"))).toBe(-300);
    expect(offsetMinutes("America/Phoenix", new Date("2027-01-15T18:00:00Z"))).toBe(-420);
    expect(offsetMinutes("America/Phoenix", new Date("2027-07-15T18:00:00Z"))).toBe(-420);
    expect(offsetMinutes("America/St_Johns", new Date("2027-01-15T18:00:00Z"))).toBe(-210);
  });
  it("formats as ±HH:MM", () => {
    expect(offsetText(-300)).toBe("-05:00");
    expect(offsetText(-210)).toBe("-03:30");
    expect(offsetText(0)).toBe("+00:00");
  });
});

describe("zonedToUtc and isoInZone", () => {
  it("keeps the wall-clock time on both sides of a daylight-saving change", () => {
    // The US springs forward on 2027-03-14.
    expect(zonedToUtc("2027-03-13", "18:00", "America/Chicago").toISOString()).toBe(
      "2027-03-14T00:00:00.000Z",
    );
    expect(zonedToUtc("2027-03-15", "18:00", "America/Chicago").toISOString()).toBe(
      "2027-03-15T23:00:00.000Z",
    );
    expect(isoInZone("2027-03-13", "18:00:00", "America/Chicago")).toBe("2027-03-13T18:00:00-06:00");
    expect(isoInZone("2027-03-15", "18:00", "America/Chicago")).toBe("2027-03-15T18:00:00-05:00");
    expect(isoInZone("2027-07-01", "09:30", "America/Phoenix")).toBe("2027-07-01T09:30:00-07:00");
  });
  it("reads a skipped time forward and an ambiguous time as its first occurrence", () => {
    expect(zonedToUtc("2027-03-14", "02:30", "America/Chicago").toISOString()).toBe(
      "2027-03-14T08:30:00.000Z",
    );
    expect(isoInZone("2027-03-14", "02:30", "America/Chicago")).toBe("2027-03-14T03:30:00-05:00");
    // The US falls back on 2027-11-07: 01:30 happens at -05:00 first.
    expect(zonedToUtc("2027-11-07", "01:30", "America/Chicago").toISOString()).toBe(
      "2027-11-07T06:30:00.000Z",
    );
  });
});

describe("todayIn", () => {
  const instant = new Date("2026-11-23T05:30:00Z");
  it("is the date on the wall calendar of the zone", () => {
    expect(todayIn("America/Chicago", instant)).toBe("2026-11-22");
    expect(todayIn("Europe/Berlin", instant)).toBe("2026-11-23");
    expect(todayIn("Pacific/Honolulu", instant)).toBe("2026-11-22");
    expect(todayIn("Asia/Kathmandu", new Date("2026-11-22T18:14:59Z"))).toBe("2026-11-22");
    expect(todayIn("Asia/Kathmandu", new Date("2026-11-22T18:15:00Z"))).toBe("2026-11-23");
  });
  it("counts an unknown zone as the product's default", () => {
    expect(todayIn("Nowhere/Atlantis", instant)).toBe(todayIn(DEFAULT_TIME_ZONE, instant));
  });
});
