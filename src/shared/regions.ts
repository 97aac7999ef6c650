/** US states and Canadian provinces: country, region grouping and default time zone. */

export const CANADIAN_PROVINCES = {
  AB: { name: "Alberta", timeZone: "America/Edmonton" },
  BC: { name: "British Columbia", timeZone: "America/Vancouver" },
  MB: { name: "Manitoba", timeZone: "America/Winnipeg" },
  NB: { name: "New Brunswick", timeZone: "America/Moncton" },
  NL: { name: "Newfoundland and Labrador", timeZone: "America/St_Johns" },
  NT: { name: "Northwest Territories", timeZone: "America/Yellowknife" },
  NS: { name: "Nova Scotia", timeZone: "America/Halifax" },
  NU: { name: "Nunavut", timeZone: "America/Iqaluit" },
  ON: { name: "Ontario", timeZone: "America/Toronto" },
  PE: { name: "Prince Edward Island", timeZone: "America/Halifax" },
  QC: { name: "Quebec", timeZone: "America/Toronto" },
  SK: { name: "Saskatchewan", timeZone: "America/Regina" },
  YT: { name: "Yukon", timeZone: "America/Whitehorse" },
} as const;

export const US_STATES = {
  AL: { name: "Alabama", timeZone: "America/Chicago" },
  AK: { name: "Alaska", timeZone: "America/Anchorage" },
  AZ: { name: "Arizona", timeZone: "America/Phoenix" },
  AR: { name: "Arkansas", timeZone: "America/Chicago" },
  CA: { name: "California", timeZone: "America/Los_Angeles" },
  CO: { name: "Colorado", timeZone: "America/Denver" },
  CT: { name: "Connecticut", timeZone: "America/New_York" },
  DE: { name: "Delaware", timeZone: "America/New_York" },
  DC: { name: "District of Columbia", timeZone: "America/New_York" },
  FL: { name: "Florida", timeZone: "America/New_York" },
  GA: { name: "Georgia", timeZone: "America/New_York" },
  HI: { name: "Hawaii", timeZone: "Pacific/Honolulu" },
  ID: { name: "Idaho", timeZone: "America/Boise" },
  IL: { name: "Illinois", timeZone: "America/Chicago" },
  IN: { name: "Indiana", timeZone: "America/Indiana/Indianapolis" },
  IA: { name: "Iowa", timeZone: "America/Chicago" },
  KS: { name: "Kansas", timeZone: "America/Chicago" },
  KY: { name: "Kentucky", timeZone: "America/New_York" },
  LA: { name: "Louisiana", timeZone: "America/Chicago" },
  ME: { name: "Maine", timeZone: "America/New_York" },
  MD: { name: "Maryland", timeZone: "America/New_York" },
  MA: { name: "Massachusetts", timeZone: "America/New_York" },
  MI: { name: "Michigan", timeZone: "America/Detroit" },
  MN: { name: "Minnesota", timeZone: "America/Chicago" },
  MS: { name: "Mississippi", timeZone: "America/Chicago" },
  MO: { name: "Missouri", timeZone: "America/Chicago" },
  MT: { name: "Montana", timeZone: "America/Denver" },
  NE: { name: "Nebraska", timeZone: "America/Chicago" },
  NV: { name: "Nevada", timeZone: "America/Los_Angeles" },
  NH: { name: "New Hampshire", timeZone: "America/New_York" },
  NJ: { name: "New Jersey", timeZone: "America/New_York" },
  NM: { name: "New Mexico", timeZone: "America/Denver" },
  NY: { name: "New York", timeZone: "America/New_York" },
  NC: { name: "North Carolina", timeZone: "America/New_York" },
  ND: { name: "North Dakota", timeZone: "America/Chicago" },
  OH: { name: "Ohio", timeZone: "America/New_York" },
  OK: { name: "Oklahoma", timeZone: "America/Chicago" },
  OR: { name: "Oregon", timeZone: "America/Los_Angeles" },
  PA: { name: "Pennsylvania", timeZone: "America/New_York" },
  RI: { name: "Rhode Island", timeZone: "America/New_York" },
  SC: { name: "South Carolina", timeZone: "America/New_York" },
  SD: { name: "South Dakota", timeZone: "America/Chicago" },
  TN: { name: "Tennessee", timeZone: "America/Chicago" },
  TX: { name: "Texas", timeZone: "America/Chicago" },
  UT: { name: "Utah", timeZone: "America/Denver" },
  VT: { name: "Vermont", timeZone: "America/New_York" },
  VA: { name: "Virginia", timeZone: "America/New_York" },
  WA: { name: "Washington", timeZone: "America/Los_Angeles" },
  WV: { name: "West Virginia", timeZone: "America/New_York" },
  WI: { name: "Wisconsin", timeZone: "America/Chicago" },
  WY: { name: "Wyoming", timeZone: "America/Denver" },
} as const;

export type Country = "Canada" | "United States";

export function normaliseRegionCode(code: string | null | undefined): string {
  return (code ?? "").trim().toUpperCase();
}

export function isCanadian(code: string | null | undefined): boolean {
  return normaliseRegionCode(code) in CANADIAN_PROVINCES;
}

/** Country comes from the state or province code (docs/product.md "Defects we do not copy"). */
export function countryOf(code: string | null | undefined): Country {
  return isCanadian(code) ? "Canada" : "United States";
}

/** Every Canadian province and territory is grouped as International (CAN). */
export function regionGroupOf(code: string | null | undefined): "International (CAN)" | "USA" {
  return isCanadian(code) ? "International (CAN)" : "USA";
}

export function defaultTimeZone(code: string | null | undefined): string {
  const key = normaliseRegionCode(code);
  const region =
    (CANADIAN_PROVINCES as Record<string, { timeZone: string }>)[key] ??
    (US_STATES as Record<string, { timeZone: string }>)[key];
  return region?.timeZone ?? "America/Chicago";
}

export function regionName(code: string | null | undefined): string | undefined {
  const key = normaliseRegionCode(code);
  return (
    (CANADIAN_PROVINCES as Record<string, { name: string }>)[key]?.name ??
    (US_STATES as Record<string, { name: string }>)[key]?.name
  );
}

// Each list above is in the order of its names: a region's place in it is its place by name.
const ORDER_BY_NAME = new Map(
  [...Object.keys(US_STATES), ...Object.keys(CANADIAN_PROVINCES)].map((code, i) => [code, i]),
);

/**
 * States and provinces in the order of their names (Alabama … Wyoming, then Alberta … Yukon), codes we
 * do not know after them by code. No collator: building one costs a phone tens of milliseconds while the
 * directory hydrates, and the lists are already in order.
 */
export function compareRegionsByName(a: string, b: string): number {
  const ia = ORDER_BY_NAME.get(normaliseRegionCode(a)) ?? Number.MAX_SAFE_INTEGER;
  const ib = ORDER_BY_NAME.get(normaliseRegionCode(b)) ?? Number.MAX_SAFE_INTEGER;
  return ia !== ib ? ia - ib : a < b ? -1 : a > b ? 1 : 0;
}
