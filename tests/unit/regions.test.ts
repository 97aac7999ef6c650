import { expect, it } from "vitest";
import { countryOf, defaultTimeZone, regionGroupOf } from "../../src/shared/regions";

it("derives country and grouping from the state or province code", () => {
  expect(countryOf("ON")).toBe("Canada");
  expect(countryOf("bc")).toBe("Canada");
  expect(countryOf("OK")).toBe("United States");
  expect(regionGroupOf("NU")).toBe("International (CAN)");
  expect(regionGroupOf("TX")).toBe("USA");
});

it("defaults the time zone from the region", () => {
  expect(defaultTimeZone("CA")).toBe("America/Los_Angeles");
  expect(defaultTimeZone("QC")).toBe("America/Toronto");
  expect(defaultTimeZone(undefined)).toBe("America/Chicago");
});
