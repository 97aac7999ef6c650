/**
 * The offline gazetteer (docs/decisions/0005-gazetteer.md): US ZIP codes and Canadian postal areas
 * (forward sortation areas, the first three characters) with their coordinates, from the npm package
 * `zipcodes`. City level only: a trainer's point comes from their postal code or city and state, never
 * from the street address. The index is loaded once (gazetteer-index.ts); the server's callers use the
 * async lookups (searchPlaceWhenLoaded, locateWhenLoaded), which wait for the background load.
 */
import { type Entry, gazetteerIndex, loadGazetteer, normalisePlace, regionCode } from "./gazetteer-index";

export { loadGazetteer, normalisePlace, regionCode };

export type GeoPoint = { lat: number; lng: number };
export type Place = GeoPoint & { label: string };

/** A US ZIP (ZIP+4 allowed) or a Canadian postal code (full or its first three characters). */
const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;
const CA_POSTAL = /^([a-z]\d[a-z])(?:\s*\d[a-z]\d)?$/i;
const TRAILING_US_ZIP = /[\s,]+(\d{5})(?:-\d{4})?$/;
const TRAILING_CA_POSTAL = /[\s,]+([a-z]\d[a-z])\s*\d[a-z]\d$/i;

const round = (n: number) => Math.round(n * 1e4) / 1e4;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The city's point: the median of its postal areas' centres (robust against outlying areas). */
function centre(entries: Entry[]): GeoPoint {
  return { lat: round(median(entries.map((e) => e.lat))), lng: round(median(entries.map((e) => e.lng))) };
}

/** Equal, where the data's replacement character (a mis-encoded accent) matches any one character. */
function sameChars(data: string, query: string): boolean {
  if (data.length !== query.length) return false;
  for (let i = 0; i < data.length; i++) if (data[i] !== query[i] && data[i] !== "\uFFFD") return false;
  return true;
}

/**
 * Canadian postal areas of a city: those whose name starts with the city's words ("Calgary (…)",
 * "Saskatoon West", "Downtown Toronto (…)"). A rural area named after a town only in parentheses
 * ("Outer Nunavut (iqaluit)") is not used: its centre can be hundreds of miles from the town.
 */
function canadianAreas(city: string, region?: string): Entry[] {
  return gazetteerIndex().canada.filter(
    (e) =>
      (region === undefined || e.region === region) &&
      e.key.length >= city.length &&
      sameChars(e.key.slice(0, city.length), city) &&
      (e.key.length === city.length || e.key[city.length] === " "),
  );
}

type CityMatch = { entries: Entry[]; region: string; country: "US" | "CA"; weight: number };

/** Every region that has a city of this (normalised) name, with a population proxy. */
function cityMatches(city: string, region?: string): CityMatch[] {
  const { usCities } = gazetteerIndex();
  const matches: CityMatch[] = [];
  if (!city) return matches;
  for (const [code, entries] of usCities.get(city) ?? []) {
    if (region === undefined || code === region)
      matches.push({ entries, region: code, country: "US", weight: entries.length });
  }
  const byProvince = new Map<string, Entry[]>();
  for (const e of canadianAreas(city, region)) {
    const list = byProvince.get(e.region) ?? [];
    list.push(e);
    byProvince.set(e.region, list);
  }
  // A Canadian postal area (FSA) holds about three times the people of a US ZIP code.
  for (const [code, entries] of byProvince)
    matches.push({ entries, region: code, country: "CA", weight: entries.length * 3 });
  return matches;
}

/** The city as typed, tidied: "st. john's" → "St. John's" (Canadian area names are descriptions, not labels). */
function typedCity(typed: string): string {
  const tidy = typed.trim().replace(/\s+/g, " ");
  return /[A-Z]/.test(tidy)
    ? tidy
    : tidy.replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());
}

/** `typed` is the city as the caller wrote it (for the label); the lookup uses its normalised form. */
function bestCity(typed: string, region?: string): Place | null {
  const city = normalisePlace(typed);
  const matches = cityMatches(city, region);
  if (matches.length === 0) return null;
  // The most populous first (ZIP / postal-area count as a proxy); a tie keeps the first (US) match.
  const best = matches.reduce((a, b) => (b.weight > a.weight ? b : a));
  const name = best.country === "US" ? best.entries[0]!.name : typedCity(typed);
  return { ...centre(best.entries), label: `${name}, ${best.region}` };
}

/** A US ZIP or Canadian postal code (the first three characters count) → its area's point. */
export function lookupPostalCode(text: string | null | undefined): Place | null {
  const value = (text ?? "").trim();
  const us = US_ZIP.exec(value);
  const ca = us ? null : CA_POSTAL.exec(value);
  const code = us?.[1] ?? ca?.[1]?.toUpperCase();
  if (!code) return null;
  const entry = gazetteerIndex().byCode.get(code);
  if (!entry) return null;
  return { lat: round(entry.lat), lng: round(entry.lng), label: `${entry.name}, ${entry.region} ${code}` };
}

/** A city in a state or province → the city's point (the median of its postal areas). */
export function lookupCity(city: string | null | undefined, state: string | null | undefined): Place | null {
  const region = regionCode(state);
  if (!city?.trim() || !region) return null;
  return bestCity(city, region);
}

/**
 * A trainer's city-level point: by postal code first, else by city and state; null when neither is
 * in the gazetteer. Never uses the street address.
 */
export function locate(input: {
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}): GeoPoint | null {
  const place = lookupPostalCode(input.postalCode) ?? lookupCity(input.city, input.state);
  return place ? { lat: place.lat, lng: place.lng } : null;
}

/**
 * Typed near-location text: a US ZIP, a Canadian postal code, "City, ST", "City ST" (code or name of the
 * state or province) or a bare city name (the most populous match). Null when the gazetteer has no answer.
 */
export function searchPlace(text: string | null | undefined): Place | null {
  let value = (text ?? "").trim().replace(/\s+/g, " ");
  if (!value) return null;
  const postal = lookupPostalCode(value);
  if (postal) return postal;
  const trailing = TRAILING_US_ZIP.exec(value) ?? TRAILING_CA_POSTAL.exec(value);
  if (trailing) {
    const byCode = lookupPostalCode(trailing[1]);
    if (byCode) return byCode;
    value = value.slice(0, trailing.index);
  }
  value = value.replace(/,?\s*(usa|u\.s\.a\.|us|united states( of america)?|canada)$/i, "").trim();

  const comma = value.lastIndexOf(",");
  if (comma > 0) {
    const region = regionCode(value.slice(comma + 1));
    const city = value.slice(0, comma);
    if (region) return normalisePlace(city) ? bestCity(city, region) : null;
  }

  const words = value.replace(/,/g, " ").split(/\s+/).filter(Boolean);
  // "City ST" or "City State Name": the last one to three words name a state or province.
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const region = regionCode(words.slice(-n).join(" "));
    if (!region) continue;
    const found = bestCity(words.slice(0, -n).join(" "), region);
    if (found) return found;
  }
  return bestCity(words.join(" "));
}

/** searchPlace once the background load is done (the server's location search). */
export async function searchPlaceWhenLoaded(text: string | null | undefined): Promise<Place | null> {
  await loadGazetteer();
  return searchPlace(text);
}

/** locate once the background load is done (the server's profile writes and the demo data). */
export async function locateWhenLoaded(input: Parameters<typeof locate>[0]): Promise<GeoPoint | null> {
  await loadGazetteer();
  return locate(input);
}
