/**
 * The directory's pure rules (spec public-site 3.1, 3.2, 5, 9; docs/product.md "Defects we do not copy"),
 * shared by the server (GET /api/public-trainers) and the web app (filters, cards, map).
 */
import { PUBLIC_DEFAULTS } from "./public-defaults";
import { slugBase } from "./slug";

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

/**
 * Picture addresses (spec 3.1): http is upgraded to https, and Google-Drive share links are rewritten
 * to the direct form https://drive.google.com/uc?export=view&id=ID. Anything else is kept as it is.
 */
export function pictureUrl(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const url = raw.replace(/^http:\/\//i, "https://");
  const drive =
    /^https:\/\/drive\.google\.com\/file\/d\/([\w-]+)/i.exec(url) ??
    /^https:\/\/drive\.google\.com\/(?:open|uc)\?(?:.*&)?id=([\w-]+)/i.exec(url);
  return drive ? `https://drive.google.com/uc?export=view&id=${drive[1]}` : url;
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

/** The searchable text the search box matches, kept per trainer object (10,000 cards, every keystroke). */
const haystacks = new WeakMap<object, string>();
function haystackOf(t: DirectoryTrainer): string {
  let text = haystacks.get(t);
  if (text === undefined) {
    text = [t.displayName, t.firstName, t.displayLocation, t.city, t.state, t.publicBio, ...t.classTypes]
      .filter((s) => typeof s === "string" && s.length > 0)
      .join("\u0000");
    text = searchable(text);
    haystacks.set(t, text);
  }
  return text;
}

/**
 * Builds the searchable text of these trainers ahead of the first keystroke (the browser calls it in
 * slices while idle, once the index is in), so that keystroke costs no more than the others.
 */
export function prepareSearch(trainers: readonly DirectoryTrainer[]): void {
  for (const t of trainers) haystackOf(t);
}

export function matchesAvailability(t: DirectoryTrainer, availability: string): boolean {
  const text = (t.availabilityDescription ?? "").toLowerCase();
  if (availability === "available")
    return AVAILABLE_WORDS.some((w) => text.includes(w)) || t.upcomingClasses.length > 0;
  if (availability === "training") return TRAINING_WORDS.some((w) => text.includes(w));
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
  const search = searchable((filters.search ?? "").trim());
  const state = isNoFilter(filters.state) ? undefined : String(filters.state).trim();
  const specialty = isNoFilter(filters.specialty)
    ? undefined
    : String(filters.specialty).trim().toLowerCase();
  const availability = isNoFilter(filters.availability)
    ? undefined
    : String(filters.availability).trim().toLowerCase();
  const miles = distanceLimit(filters.distance);
  const point =
    filters.point && isCoordinate(filters.point.lat) && isCoordinate(filters.point.lng)
      ? filters.point
      : undefined;

  return trainers.filter((t) => {
    if (search && !haystackOf(t).includes(search)) return false;
    if (state !== undefined && t.state !== state) return false;
    if (specialty !== undefined && !t.classTypes.some((c) => c.toLowerCase().includes(specialty)))
      return false;
    if (availability !== undefined && !matchesAvailability(t, availability)) return false;
    // Trainers without coordinates are kept (spec §5).
    if (miles !== undefined && point) {
      const { lat, lng } = t;
      if (isCoordinate(lat) && isCoordinate(lng) && distanceMiles(point, { lat, lng }) > miles) return false;
    }
    return true;
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
  return [...options, ...[...extra].sort((a, b) => a.localeCompare(b, "en"))];
}

// --- Order ----------------------------------------------------------------------------------------

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

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
  const byState = collator.compare(a.state, b.state);
  if (byState !== 0) return byState;
  const byName = collator.compare(a.displayName, b.displayName);
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
  const best: { trainer: T; class: C; key: string }[] = [];
  for (const trainer of trainers)
    for (const c of trainer.upcomingClasses) {
      const key = `${c.date}T${c.startTime}`;
      if (best.length === limit && key >= best[best.length - 1]!.key) continue;
      let i = best.length;
      while (i > 0 && best[i - 1]!.key > key) i--;
      best.splice(i, 0, { trainer, class: c, key });
      if (best.length > limit) best.pop();
    }
  return best.map(({ trainer, class: c }) => ({ trainer, class: c }));
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
export function optionCounts<T extends DirectoryTrainer>(
  trainers: readonly T[],
  filters: DirectoryFilters,
  specialties: readonly string[],
): OptionCounts {
  const byState = countByState(filterTrainers(trainers, { ...filters, state: null }));
  const forSpecialty = filterTrainers(trainers, { ...filters, specialty: null });
  const specialty = new Map<string, number>();
  for (const name of specialties) {
    const needle = name.trim().toLowerCase();
    specialty.set(
      name,
      forSpecialty.filter((t) => t.classTypes.some((c) => c.toLowerCase().includes(needle))).length,
    );
  }
  const forAvailability = filterTrainers(trainers, { ...filters, availability: null });
  const availability = new Map<string, number>();
  for (const o of AVAILABILITY_OPTIONS) {
    if (o.value === "all") continue;
    availability.set(o.value, forAvailability.filter((t) => matchesAvailability(t, o.value)).length);
  }
  return { state: byState, specialty, availability };
}

/** The near-location button's label (spec §4). */
export const CURRENT_LOCATION_TEXT = "Your current location";
export function nearLocationButtonLabel(text: string): "Use My Location" | "Search Location" {
  const value = text.trim();
  return value === "" || value === CURRENT_LOCATION_TEXT ? "Use My Location" : "Search Location";
}
