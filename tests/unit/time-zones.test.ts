import { describe, expect, it } from "vitest";
import { CANADIAN_PROVINCES, defaultTimeZone, US_STATES } from "../../src/shared/regions";
import {
  classZoneNote,
  DEFAULT_TIME_ZONE,
  isoInZone,
  offsetMinutes,
  offsetText,
  todayIn,
  zonedToUtc,
  zoneLabel,
  zoneName,
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

describe("zone names for people (issue 31)", () => {
  it("names a zone the way people say it, beside its id", () => {
    expect(zoneName("America/Chicago")).toBe("Central Time");
    expect(zoneName("America/New_York")).toBe("Eastern Time");
    expect(zoneLabel("America/Los_Angeles")).toBe("Pacific Time (America/Los Angeles)");
  });

  it("names the states' and provinces' zones alike everywhere, as ICU does but without its '(Canada)'", () => {
    for (const code of [...Object.keys(US_STATES), ...Object.keys(CANADIAN_PROVINCES)]) {
      const zone = defaultTimeZone(code);
      const icu = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longGeneric" })
        .formatToParts(new Date("2026-07-01T12:00:00Z"))
        .find((p) => p.type === "timeZoneName")?.value;
      expect(zoneName(zone), zone).toBe(icu?.replace(" (Canada)", ""));
    }
    expect(zoneName("America/Winnipeg")).toBe("Central Time");
    expect(zoneName("Europe/Paris")).toBe("Central European Time");
  });

  it("falls back to the id for a zone Intl does not know", () => {
    expect(zoneName("Not/AZone")).toBe("Not/AZone");
    expect(zoneLabel("Not/A_Zone")).toBe("Not/A Zone");
  });

  it("states a class's zone only for a visitor whose clock differs at its start", () => {
    expect(classZoneNote("America/Chicago", "2026-01-15", "18:00", "America/Chicago")).toBeNull();
    // Winnipeg keeps Chicago's clock: nothing to say.
    expect(classZoneNote("America/Chicago", "2026-01-15", "18:00", "America/Winnipeg")).toBeNull();
    expect(classZoneNote("America/Chicago", "2026-01-15", "18:00", "America/New_York")).toBe("CST");
    expect(classZoneNote("America/Chicago", "2026-07-15", "18:00", "America/Denver")).toBe("CDT");
    // Phoenix has no summer time: the same clock as Denver in January, not in July.
    expect(classZoneNote("America/Denver", "2026-01-15", "10:00", "America/Phoenix")).toBeNull();
    expect(classZoneNote("America/Denver", "2026-07-15", "10:00", "America/Phoenix")).toBe("MDT");
  });
});
