/**
 * The gazetteer's index (docs/decisions/0031-logs-health-startup.md): 44,000 postal areas from the npm
 * package `zipcodes` (5 MB of JavaScript), read once and kept in memory. The server loads it in the
 * background from start-up on (loadGazetteer): the files are read without blocking, parsed as JSON and
 * indexed in short steps with event-loop turns between them, so no request waits long behind it; a
 * lookup that arrives first awaits that same load. Scripts and tests may use the lookups directly:
 * gazetteerIndex() then loads it at once.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { CANADIAN_PROVINCES, US_STATES } from "../../../shared/regions";

export type Entry = {
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

export type Index = {
  byCode: Map<string, Entry>;
  /** US: normalised city → region → entries. */
  usCities: Map<string, Map<string, Entry[]>>;
  canada: Entry[];
};

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

/** A postal area as the package has it: code, latitude, longitude, place name, state or province. */
type Row = [code: string, lat: number | string, lng: number | string, city: string, state: string];
type Rows = { us: Row[]; ca: Row[] };

const US_FILE = "zipcodes/lib/codes.js";
const CA_FILE = "zipcodes/lib/codesCanada.js";

/** Entries handled between two yields to the event loop: a few milliseconds of work. */
const STEP = 2_000;

function* buildIndex({ us, ca }: Rows): Generator<void, Index> {
  const byCode = new Map<string, Entry>();
  const usCities = new Map<string, Map<string, Entry[]>>();
  const canada: Entry[] = [];

  for (let i = 0; i < us.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const [zip, latitude, longitude, city, state] = us[i]!;
    const lat = Number(latitude);
    const lng = Number(longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) continue;
    const key = normalisePlace(city);
    const entry: Entry = { code: zip, lat, lng, name: city, key, region: state, country: "US" };
    byCode.set(zip, entry);
    let regions = usCities.get(key);
    if (!regions) {
      regions = new Map();
      usCities.set(key, regions);
    }
    let list = regions.get(state);
    if (!list) {
      list = [];
      regions.set(state, list);
    }
    list.push(entry);
  }

  for (const [zip, latitude, longitude, city, state] of ca) {
    const lat = Number(latitude);
    const lng = Number(longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const code = zip.toUpperCase();
    const firstLetter = code[0] ?? "";
    let region = regionCode(state) ?? FSA_PROVINCE[firstLetter] ?? "";
    if (firstLetter === "X" && /nunavut/i.test(`${state} ${city}`)) region = "NU";
    const plain = city.replace(/\([^)]*\)/g, " ");
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
  return { byCode, usCities, canada };
}

type RawCode = {
  zip: string;
  latitude: number | string;
  longitude: number | string;
  city: string;
  state: string;
};

const packageRequire = createRequire(import.meta.url);

/**
 * Each of the package's files is `exports.codes = {…};` then other exports, and that object is JSON.
 * JSON.parse reads it in 36 ms here where compiling the file as JavaScript (require) takes 120 ms, and
 * nothing of the package stays in the require cache: the rows are dropped once the index is built. A
 * file of another shape (a new version of the package) is loaded with require instead.
 */
const CODES_START = "exports.codes = ";
const CODES_END = ";\nexports.";

function parseCodes(text: string): Record<string, RawCode> | undefined {
  const start = text.indexOf(CODES_START);
  const end = text.indexOf(CODES_END, start);
  if (start < 0 || end < 0) return undefined;
  try {
    return JSON.parse(text.slice(start + CODES_START.length, end));
  } catch {
    return undefined;
  }
}

const required = (file: string) => (packageRequire(file) as { codes: Record<string, RawCode> }).codes;

const toRows = (codes: Record<string, RawCode>) =>
  Object.values(codes).map((c): Row => [c.zip, c.latitude, c.longitude, c.city, c.state]);

/** The package's rows, read at once in this thread. */
export function readRows(): Rows {
  const codes = (file: string) =>
    parseCodes(readFileSync(packageRequire.resolve(file), "utf8")) ?? required(file);
  return { us: toRows(codes(US_FILE)), ca: toRows(codes(CA_FILE)) };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The same, reading the files without blocking and giving the event loop a turn between the steps. */
async function readRowsInTurns(): Promise<Rows> {
  const codes = async (file: string) => {
    const text = await readFile(packageRequire.resolve(file), "utf8");
    await nextTurn();
    const parsed = parseCodes(text) ?? required(file);
    await nextTurn();
    return parsed;
  };
  const us = toRows(await codes(US_FILE));
  await nextTurn();
  return { us, ca: toRows(await codes(CA_FILE)) };
}

let index: Index | undefined;
let loading: Promise<void> | undefined;
let builds = 0;

/** The index, built now in this thread if no load has finished (scripts, unit tests). */
export function gazetteerIndex(): Index {
  if (!index) {
    builds += 1;
    const steps = buildIndex(readRows());
    let step = steps.next();
    while (!step.done) step = steps.next();
    index = step.value;
  }
  return index;
}

/** Loads the index without holding up the event loop for long; every caller gets the same load. */
export function loadGazetteer(): Promise<void> {
  loading ??= (async () => {
    if (index) return;
    const rows = await readRowsInTurns();
    if (index) return;
    builds += 1;
    const steps = buildIndex(rows);
    let step = steps.next();
    while (!step.done) {
      await nextTurn();
      step = steps.next();
    }
    index ??= step.value;
  })().catch((err: unknown) => {
    // The next caller tries again rather than failing for the life of the process.
    loading = undefined;
    throw err;
  });
  return loading;
}

/** How many times the index has been built in this process (1 once loaded; the tests check it stays 1). */
export function gazetteerBuilds(): number {
  return builds;
}
