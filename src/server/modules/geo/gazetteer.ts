/**
 * The offline gazetteer (docs/decisions/0005-gazetteer.md): US ZIP codes and Canadian postal areas
 * (forward sortation areas, the first three characters) with their coordinates, from the npm package
 * `zipcodes`. City level only: a trainer's point comes from their postal code or city and state, never
 * from the street address. Loaded on first use (5 MB of data), then kept in memory.
 */
import { createRequire } from "node:module";
import { CANADIAN_PROVINCES, US_STATES } from "../../../shared/regions";

export type GeoPoint = { lat: number; lng: number };
export type Place = GeoPoint & { label: string };

type RawCode = {
  zip: string;
  latitude: number | string;
  longitude: number | string;
  city: string;
  state: string;
  country: string;
};

type Entry = {
  code: string;
  lat: number;
  lng: number;
  /** The place name as the data has it ("Tulsa"; "Calgary (city Centre / Calgary Tower)"). */
  name: string;
  /** Normalised name without a parenthetical part or a leading "Downtown". */
  key: string;
  region: string;
  country: "US" | "CA";
};

type Index = {
  byCode: Map<string, Entry>;
  /** US: normalised city → region → entries. */
  usCities: Map<string, Map<string, Entry[]>>;
  canada: Entry[];
};

/** A US ZIP (ZIP+4 allowed) or a Canadian postal code (full or its first three characters). */
const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;
const CA_POSTAL = /^([a-z]\d[a-z])(?:\s*\d[a-z]\d)?$/i;
const TRAILING_US_ZIP = /[\s,]+(\d{5})(?:-\d{4})?$/;
const TRAILING_CA_POSTAL = /[\s,]+([a-z]\d[a-z])\s*\d[a-z]\d$/i;

/** An FSA's first letter gives the province (X is split between NT and NU by the data's region name). */
const FSA_PROVINCE: Record<string, string> = {
  A: "NL",
  B: "NS",
  C: "PE",
  E: "NB",
  G: "QC",
  H: "QC",
  J: "QC",
  K: "ON",
  L: "ON",
  M: "ON",
  N: "ON",
  P: "ON",
  R: "MB",
  S: "SK",
  T: "AB",
  V: "BC",
  X: "NT",
  Y: "YT",
};

const WORD_ABBREVIATIONS: Record<string, string> = {
  st: "saint",
  ste: "sainte",
  ft: "fort",
  mt: "mount",
  pt: "point",
};

/** Lower case, accents removed, punctuation to spaces, "St." → "saint", "Ft." → "fort", "Mt." → "mount". */
export function normalisePlace(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[.'’`,\-/]/g, " ")
      .split(/\s+/)
      .filter(Boolean)
      // Own entries only: a typed "constructor" is a word, not Object's member.
      .map((w) => (Object.hasOwn(WORD_ABBREVIATIONS, w) ? WORD_ABBREVIATIONS[w]! : w))
      .join(" ")
  );
}

/** Region names and codes → code: "TX", "texas", "ON", "ontario", "northwest territory" … */
const REGION_CODES = (() => {
  const map = new Map<string, string>();
  for (const [code, region] of [...Object.entries(US_STATES), ...Object.entries(CANADIAN_PROVINCES)]) {
    map.set(code.toLowerCase(), code);
    map.set(normalisePlace(region.name), code);
  }
  map.set("northwest territory", "NT");
  map.set("nunavut territory", "NU");
  map.set("newfoundland", "NL");
  map.set("labrador", "NL");
  map.set("pei", "PE");
  map.set("yukon territory", "YT");
  return map;
})();

/** A state or province name or code → its two-letter code (undefined if unknown). */
export function regionCode(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  // Codes before normalising: "MT" is Montana, not "mount".
  return REGION_CODES.get(text.trim().toLowerCase()) ?? REGION_CODES.get(normalisePlace(text));
}

let index: Index | undefined;

function loadIndex(): Index {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const us = (require("zipcodes/lib/codes.js") as { codes: Record<string, RawCode> }).codes;
  const ca = (require("zipcodes/lib/codesCanada.js") as { codes: Record<string, RawCode> }).codes;
  const byCode = new Map<string, Entry>();
  const usCities = new Map<string, Map<string, Entry[]>>();
  const canada: Entry[] = [];

  for (const raw of Object.values(us)) {
    const lat = Number(raw.latitude);
    const lng = Number(raw.longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) continue;
    const key = normalisePlace(raw.city);
    const entry: Entry = { code: raw.zip, lat, lng, name: raw.city, key, region: raw.state, country: "US" };
    byCode.set(raw.zip, entry);
    let regions = usCities.get(key);
    if (!regions) {
      regions = new Map();
      usCities.set(key, regions);
    }
    let list = regions.get(raw.state);
    if (!list) {
      list = [];
      regions.set(raw.state, list);
    }
    list.push(entry);
  }

  for (const raw of Object.values(ca)) {
    const lat = Number(raw.latitude);
    const lng = Number(raw.longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const code = raw.zip.toUpperCase();
    const firstLetter = code[0] ?? "";
    let region = regionCode(raw.state) ?? FSA_PROVINCE[firstLetter] ?? "";
    if (firstLetter === "X" && /nunavut/i.test(`${raw.state} ${raw.city}`)) region = "NU";
    const plain = raw.city.replace(/\([^)]*\)/g, " ");
    const key = normalisePlace(plain).replace(/^(downtown|greater) /, "");
    const entry: Entry = {
      code,
      lat,
      lng,
      name: plain.replace(/\s+/g, " ").trim(),
      key,
      region,
      country: "CA",
    };
    byCode.set(code, entry);
    canada.push(entry);
  }
  index = { byCode, usCities, canada };
  return index;
}

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
  return loadIndex().canada.filter(
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
  const { usCities } = loadIndex();
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
  const entry = loadIndex().byCode.get(code);
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
