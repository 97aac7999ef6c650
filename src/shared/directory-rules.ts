/**
 * The directory's pure rules (spec public-site 3.1, 3.2, 5, 9; docs/product.md "Defects we do not copy"),
 * shared by the server (GET /api/public-trainers) and the web app (filters, cards, map).
 */
import { PUBLIC_DEFAULTS } from "./public-defaults";
import { slugBase } from "./slug";
import { compareText } from "./text-order";

export const EARTH_RADIUS_MILES = 3959;
export const DISTANCE_OPTIONS = [25, 50, 100, 250] as const;
export const SPECIALTY_OPTIONS = ["Women's Self Defense", "Basic Self-Defense", "Advanced Training"] as const;
export const AVAILABILITY_OPTIONS = [
  { value: "all", label: "All" },
  { value: "available", label: "Available Now" },
  { value: "training", label: "In Training" },
] as const;

export type Point = { lat: number; lng: number };

// --- Display texts --------------------------------------------------------------------------------

/** "18:30:00" or "18:30" → "6:30 PM"; undefined for anything that is not a clock time. */
function clockText(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes) || hours > 23 || minutes > 59) return undefined;
  const suffix = hours < 12 ? "AM" : "PM";
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/**
 * The class time text: "6:00 PM - 8:00 PM". A missing, "undefined" or NaN-containing (or otherwise
 * unreadable) start or end shows the spec's '2:00 PM - 4:00 PM'.
 */
export function timeText(start: unknown, end: unknown): string {
  const a = clockText(start);
  const b = clockText(end);
  return a && b ? `${a} - ${b}` : PUBLIC_DEFAULTS.classTime;
}

/** Price display: 7500 → "$75", 4550 → "$45.50", 120000 → "$1,200", 0 → "Free"; a missing or invalid price is the default $75. */
export function priceText(cents: number | null | undefined): string {
  if (cents === 0) return "Free";
  if (typeof cents !== "number" || !Number.isFinite(cents) || cents < 0) return PUBLIC_DEFAULTS.classPrice;
  const rounded = Math.round(cents);
  const dollars = String(Math.floor(rounded / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const rest = rounded % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, "0")}`;
}

// --- Distance -------------------------------------------------------------------------------------

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles, earth radius 3959 miles. */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

// --- Filtering (spec §5) --------------------------------------------------------------------------

/** The fields of a public trainer the filters read. */
export type DirectoryTrainer = {
  displayName: string;
  firstName: string;
  displayLocation: string;
  city: string;
  state: string;
  publicBio: string;
  /** The specialties (spec 3.1: specialties are the class types). */
  classTypes: readonly string[];
  availabilityDescription: string;
  upcomingClasses: readonly unknown[];
  lat: number | null;
  lng: number | null;
};

export type DirectoryFilters = {
  search?: string | null;
  /** A state or province code; "all" or "" is no filter. */
  state?: string | null;
  specialty?: string | null;
  /** "available", "training"; "all" or "" is no filter. */
  availability?: string | null;
  /** Miles (25, 50, 100, 250); "all", "", null or "any" is Any Distance. */
  distance?: number | string | null;
  /** The searched location; without one the distance filter has no effect. */
  point?: Point | null;
};

/** A filter value that means "no filter": missing, empty, or "all" (docs/product.md "Defects we do not
 * copy"), everywhere. */
export function isNoFilter(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== "string") return false;
  const v = value.trim().toLowerCase();
  return v === "" || v === "all";
}

const AVAILABLE_WORDS = ["available", "taking", "open"];
const TRAINING_WORDS = ["training", "progress", "building"];

/**
 * Text as search compares it: lower case, accents removed ("Élodie" and "elodie" match; docs/product.md
 * "Defects we do not copy").
 */
export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * What the filters read of a trainer, worked out once per trainer object (10,000 cards, every
 * keystroke): the searchable text, the class types in lower case and the two availability answers.
 */
type Facts = { haystack: string; types: readonly string[]; available: boolean; training: boolean };
const factsCache = new WeakMap<object, Facts>();
function factsOf(t: DirectoryTrainer): Facts {
  let facts = factsCache.get(t);
  if (facts === undefined) {
    const haystack = [
      t.displayName,
      t.firstName,
      t.displayLocation,
      t.city,
      t.state,
      t.publicBio,
      ...t.classTypes,
    ]
      .filter((s) => typeof s === "string" && s.length > 0)
      .join("\u0000");
    facts = {
      haystack: searchable(haystack),
      types: t.classTypes.map((c) => c.toLowerCase()),
      available: matchesAvailability(t, "available"),
      training: matchesAvailability(t, "training"),
    };
    factsCache.set(t, facts);
  }
  return facts;
}

/**
 * Builds what the filters read of these trainers ahead of the first keystroke (the browser calls it in
 * slices while idle, once the index is in), so that keystroke costs no more than the others.
 */
export function prepareSearch(trainers: readonly DirectoryTrainer[]): void {
  for (const t of trainers) factsOf(t);
}

export function matchesAvailability(t: DirectoryTrainer, availability: string): boolean {
  const text = (t.availabilityDescription ?? "").toLowerCase();
  if (availability === "available")
    return AVAILABLE_WORDS.some((w) => text.includes(w)) || t.upcomingClasses.length > 0;
  if (availability === "training") return TRAINING_WORDS.some((w) => text.includes(w));
  return true;
}

function availabilityOf(facts: Facts, availability: string): boolean {
  if (availability === "available") return facts.available;
  if (availability === "training") return facts.training;
  return true;
}

function isCoordinate(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function distanceLimit(value: DirectoryFilters["distance"]): number | undefined {
  if (isNoFilter(value)) return undefined;
  const miles = typeof value === "number" ? value : Number(String(value).trim());
  return Number.isFinite(miles) && miles > 0 ? miles : undefined;
}

/** The filters as the rules compare them: undefined is no filter. */
type Compiled = {
  search: string;
  state?: string;
  specialty?: string;
  availability?: string;
  miles?: number;
  point?: Point;
};

function compile(filters: DirectoryFilters): Compiled {
  const point =
    filters.point && isCoordinate(filters.point.lat) && isCoordinate(filters.point.lng)
      ? filters.point
      : undefined;
  const miles = distanceLimit(filters.distance);
  return {
    search: searchable((filters.search ?? "").trim()),
    state: isNoFilter(filters.state) ? undefined : String(filters.state).trim(),
    specialty: isNoFilter(filters.specialty) ? undefined : String(filters.specialty).trim().toLowerCase(),
    availability: isNoFilter(filters.availability)
      ? undefined
      : String(filters.availability).trim().toLowerCase(),
    // Without a point the distance filters nothing.
    ...(miles !== undefined && point ? { miles, point } : {}),
  };
}

/**
 * The trainers of a list that a search text matches (1) or not (0), kept for the last searches of each
 * list: a keystroke that adds a letter only looks again at the trainers the shorter text matched, and
 * the cards and the dropdowns' counts of one keystroke share one look.
 */
const SEARCHES_KEPT = 16;
const searchesCache = new WeakMap<object, Map<string, Uint8Array>>();
function searchHits(trainers: readonly DirectoryTrainer[], search: string): Uint8Array {
  let kept = searchesCache.get(trainers);
  if (!kept) {
    kept = new Map();
    searchesCache.set(trainers, kept);
  }
  const known = kept.get(search);
  if (known) {
    kept.delete(search);
    kept.set(search, known);
    return known;
  }
  // A text this one contains matched every trainer this one can match.
  let within: Uint8Array | undefined;
  let withinLength = -1;
  for (const [text, hits] of kept)
    if (text.length > withinLength && search.includes(text)) {
      within = hits;
      withinLength = text.length;
    }
  const hits = new Uint8Array(trainers.length);
  for (let i = 0; i < trainers.length; i++)
    if ((!within || within[i]) && factsOf(trainers[i]!).haystack.includes(search)) hits[i] = 1;
  kept.set(search, hits);
  if (kept.size > SEARCHES_KEPT) kept.delete(kept.keys().next().value!);
  return hits;
}

/** Search and distance: the two filters every dropdown's counts apply too. */
function inSearchAndDistance(
  t: DirectoryTrainer,
  c: Compiled,
  hits: Uint8Array | undefined,
  i: number,
): boolean {
  if (hits && !hits[i]) return false;
  // Trainers without coordinates are kept (spec §5).
  if (c.miles !== undefined && c.point) {
    const { lat, lng } = t;
    if (isCoordinate(lat) && isCoordinate(lng) && distanceMiles(c.point, { lat, lng }) > c.miles)
      return false;
  }
  return true;
}

const hasType = (facts: Facts, needle: string) => facts.types.some((c) => c.includes(needle));

/**
 * The directory filters of spec §5, all combined:
 * - search: case- and accent-insensitive substring of display name, first name, location, city, state,
 *   bio or any specialty (the typed text, trimmed; blank is no filter);
 * - state: exact code; specialty: some class type contains the value (case-insensitive);
 * - availability: 'available' = text has available / taking / open, or the trainer has an upcoming class;
 *   'training' = text has training / progress / building;
 * - distance: within N miles of the searched point; trainers without coordinates are kept; no point, no effect.
 * "all" or "" means no filter for every dropdown value.
 */
export function filterTrainers<T extends DirectoryTrainer>(
  trainers: readonly T[],
  filters: DirectoryFilters,
): T[] {
  const c = compile(filters);
  const hits = c.search ? searchHits(trainers, c.search) : undefined;
  const none =
    !hits && c.state === undefined && c.specialty === undefined && c.availability === undefined && !c.miles;
  // No filter (the page's first state, Clear All): every trainer, without a look at each.
  if (none) return trainers.slice();
  return trainers.filter((t, i) => {
    if (c.state !== undefined && t.state !== c.state) return false;
    const facts = factsOf(t);
    if (c.specialty !== undefined && !hasType(facts, c.specialty)) return false;
    if (c.availability !== undefined && !availabilityOf(facts, c.availability)) return false;
    return inSearchAndDistance(t, c, hits, i);
  });
}

/** The specialty options: the spec's three, then every other class type in use (docs/product.md "Classes,
 * availability, specialties"). */
export function specialtyOptions(trainers: readonly Pick<DirectoryTrainer, "classTypes">[]): string[] {
  const options: string[] = [...SPECIALTY_OPTIONS];
  const seen = new Set(options.map((o) => o.toLowerCase()));
  const extra = new Set<string>();
  for (const t of trainers)
    for (const c of t.classTypes) {
      const name = c.trim();
      if (name && !seen.has(name.toLowerCase())) extra.add(name);
    }
  return [...options, ...[...extra].sort(compareText)];
}

// --- Order ----------------------------------------------------------------------------------------

/**
 * The directory order (docs/product.md "Who is listed"): status hq first (the headquarters), then by state
 * code, then by display name; trainers without a state come after those with one; id breaks ties,
 * so the order is stable.
 */
export function compareTrainers(
  a: { status: string; state: string; displayName: string; id?: number },
  b: { status: string; state: string; displayName: string; id?: number },
): number {
  const hq = Number(b.status === "hq") - Number(a.status === "hq");
  if (hq !== 0) return hq;
  if (!a.state !== !b.state) return a.state ? -1 : 1;
  const byState = compareText(a.state, b.state);
  if (byState !== 0) return byState;
  const byName = compareText(a.displayName, b.displayName);
  if (byName !== 0) return byName;
  return (a.id ?? 0) - (b.id ?? 0);
}

// --- Cards, map and sections (spec §9) ------------------------------------------------------------

export const CARD_BIO_LIMIT = 200;
export const POPUP_BIO_LIMIT = 80;
export const CARD_CLASS_LIMIT = 2;
export const UPCOMING_SECTION_LIMIT = 6;

/**
 * A bio cut at a word boundary to at most `limit` characters plus "...". Text within the limit is
 * returned whole; a first word longer than the limit is cut inside the word.
 */
export function cutAtWord(text: string, limit = CARD_BIO_LIMIT): { text: string; cut: boolean } {
  const clean = text.trim();
  if (clean.length <= limit) return { text: clean, cut: false };
  const head = clean.slice(0, limit + 1);
  const space = head.search(/\s\S*$/);
  const kept = (space > 0 ? head.slice(0, space) : clean.slice(0, limit)).replace(/[\s,;:.!?-]+$/, "");
  return { text: `${kept}...`, cut: true };
}

/** The map popup's bio: the first 80 characters and an ellipsis (spec §9). */
export function popupBio(text: string): string {
  const clean = text.trim();
  return clean.length <= POPUP_BIO_LIMIT ? clean : `${clean.slice(0, POPUP_BIO_LIMIT).trimEnd()}...`;
}

/**
 * The card's classes count as the card says it: the real number of upcoming classes, the one the
 * profile lists, or "No upcoming classes" (docs/product.md "Defects we do not copy": the earlier app
 * showed 3 when there were none).
 */
export function classesCountText(t: { upcomingClasses: readonly unknown[] }): string {
  const n = t.upcomingClasses.length;
  if (n === 0) return "No upcoming classes";
  return `${n} ${n === 1 ? "class" : "classes"}`;
}

/** Where a card leads: /{slug} by the spec's slug rule (the stored slug, else first-last). */
export function trainerPath(t: {
  customUrlSlug?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}) {
  return `/${encodeURIComponent(slugBase(t))}`;
}

/**
 * The top Upcoming Classes section: the soonest classes gathered across all trainers (at most 6), by
 * date then start time. One pass keeping the best six, so 10,000 trainers cost no sort.
 */
export function soonestClasses<T extends { upcomingClasses: readonly { date: string; startTime: string }[] }>(
  trainers: readonly T[],
  limit = UPCOMING_SECTION_LIMIT,
): { trainer: T; class: T["upcomingClasses"][number] }[] {
  type C = T["upcomingClasses"][number];
  // Compared as (date, start time) without building a key per class: a keystroke runs this over every
  // class of the trainers shown.
  const before = (a: C, b: C) => a.date < b.date || (a.date === b.date && a.startTime < b.startTime);
  const best: { trainer: T; class: C }[] = [];
  for (const trainer of trainers)
    for (const c of trainer.upcomingClasses) {
      if (best.length === limit && !before(c, best[best.length - 1]!.class)) continue;
      let i = best.length;
      while (i > 0 && before(c, best[i - 1]!.class)) i--;
      best.splice(i, 0, { trainer, class: c });
      if (best.length > limit) best.pop();
    }
  return best;
}

/** Trainers per state or province code, for the state tiles (trainers without a state are left out). */
export function countByState(trainers: readonly { state: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of trainers) if (t.state) counts.set(t.state, (counts.get(t.state) ?? 0) + 1);
  return counts;
}

/** How many trainers each dropdown option leads to, with the visitor's other filters applied. */
export type OptionCounts = {
  state: Map<string, number>;
  specialty: Map<string, number>;
  availability: Map<string, number>;
};

/**
 * The counts each option of the state, specialty and availability dropdowns shows (issue 16: an option
 * that leads to nobody is shown disabled, never as a trap). Each dropdown's counts apply every other
 * filter, not its own, so they say what choosing that option would show.
 */
/**
 * Which of these specialty options each trainer matches (indexes into `specialties`), kept for the list
 * and the options it was worked out for: both stay the same while a visitor types.
 */
const specialtyMatchCache = new WeakMap<object, { specialties: readonly string[]; matches: number[][] }>();
function specialtyMatches(trainers: readonly DirectoryTrainer[], specialties: readonly string[]): number[][] {
  const kept = specialtyMatchCache.get(trainers);
  if (kept?.specialties === specialties) return kept.matches;
  const needles = specialties.map((name) => name.trim().toLowerCase());
  const matches = trainers.map((t) => {
    const facts = factsOf(t);
    const found: number[] = [];
    for (let i = 0; i < needles.length; i++) if (hasType(facts, needles[i]!)) found.push(i);
    return found;
  });
  specialtyMatchCache.set(trainers, { specialties, matches });
  return matches;
}

export function optionCounts<T extends DirectoryTrainer>(
  trainers: readonly T[],
  filters: DirectoryFilters,
  specialties: readonly string[],
): OptionCounts {
  // One pass: a trainer counts for a dropdown's option when it passes every filter but that dropdown's.
  const c = compile(filters);
  const hits = c.search ? searchHits(trainers, c.search) : undefined;
  const matching = specialtyMatches(trainers, specialties);
  const state = new Map<string, number>();
  const bySpecialty = specialties.map(() => 0);
  let available = 0;
  let training = 0;
  for (let n = 0; n < trainers.length; n++) {
    const t = trainers[n]!;
    if (!inSearchAndDistance(t, c, hits, n)) continue;
    const facts = factsOf(t);
    const inState = c.state === undefined || t.state === c.state;
    const inSpecialty = c.specialty === undefined || hasType(facts, c.specialty);
    const inAvailability = c.availability === undefined || availabilityOf(facts, c.availability);
    if (inSpecialty && inAvailability && t.state) state.set(t.state, (state.get(t.state) ?? 0) + 1);
    if (inState && inAvailability) for (const i of matching[n]!) bySpecialty[i]!++;
    if (inState && inSpecialty) {
      if (facts.available) available++;
      if (facts.training) training++;
    }
  }
  const specialty = new Map(specialties.map((name, i) => [name, bySpecialty[i]!]));
  const availability = new Map([
    ["available", available],
    ["training", training],
  ]);
  return { state, specialty, availability };
}

/** The near-location button's label (spec §4). */
export const CURRENT_LOCATION_TEXT = "Your current location";
export function nearLocationButtonLabel(text: string): "Use My Location" | "Search Location" {
  const value = text.trim();
  return value === "" || value === CURRENT_LOCATION_TEXT ? "Use My Location" : "Search Location";
}
