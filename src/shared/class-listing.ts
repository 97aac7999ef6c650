/**
 * The classes screens' rules (spec public-site 2.4 to 2.6, 3.2 to 3.4, 5; docs/product.md): every
 * trainer's upcoming classes flattened into one list, filters ("all" is no filter), periods and the
 * month grid. Dates are "YYYY-MM-DD" strings, so no time zone can shift a day.
 */

import type { PublicClass, PublicTrainer } from "./contracts/public-trainers";
import { addDays } from "./days";
import { isNoFilter, searchable } from "./directory-rules";
import { PUBLIC_DEFAULTS } from "./public-defaults";
import { compareText } from "./text-order";

export type ListedClass = PublicClass & {
  trainerId: number;
  trainerName: string;
  trainerFirstName: string;
  trainerSlug: string;
};

/** The time text as shown (2.5, 5): a missing time, 'undefined' or one containing NaN reads '2:00 PM - 4:00 PM'. */
export function classTime(time: string | null | undefined): string {
  const text = (time ?? "").trim();
  return !text || text === "undefined" || text.includes("NaN") ? PUBLIC_DEFAULTS.classTime : text;
}

/** By date, then start time (2.5: "sorted by date ascending"). */
export const byDateAndTime = (a: ListedClass, b: ListedClass) =>
  a.date === b.date ? (a.startTime ?? "").localeCompare(b.startTime ?? "") : a.date < b.date ? -1 : 1;

/**
 * All trainers' classes in one list with the spec's fallbacks (2.6: id → trainerId_date_time, title →
 * '2-Hour Basic Self-Defense Class', price → '$75', and the time of 2.5), each with its trainer's name
 * and first name, by date, then start time.
 */
export function flattenClasses(trainers: readonly PublicTrainer[]): ListedClass[] {
  const out: ListedClass[] = [];
  for (const t of trainers) {
    const name = t.displayName?.trim() || PUBLIC_DEFAULTS.displayName;
    const firstName = t.firstName?.trim() || name.split(/\s+/)[0] || name;
    for (const c of t.upcomingClasses ?? [])
      out.push({
        ...c,
        id: c.id || `${t.id}_${c.date}_${c.time}`,
        title: c.title?.trim() || PUBLIC_DEFAULTS.classTitle,
        time: classTime(c.time),
        price: c.price?.trim() || PUBLIC_DEFAULTS.classPrice,
        tags: c.tags ?? [],
        trainerId: t.id,
        trainerName: name,
        trainerFirstName: firstName,
        trainerSlug: t.customUrlSlug,
      });
  }
  return out.sort(byDateAndTime);
}

/** A calendar chip's tooltip (2.5): '{title} with {first name} {time} at {location}'. */
export const chipTitle = (c: ListedClass) =>
  `${c.title} with ${c.trainerFirstName} ${c.time} at ${c.location}`;
/**
 * A chip's visible words: the class's own title, the time and the price (issue 16). The spec's (2.5)
 * fixed label 'Self-Defense' said nothing about which class it was and was cut on narrow grids; it
 * lives on in the accessible name.
 */
export const chipText = (c: ListedClass) => `${c.title} ${c.time} ${c.price}`;
/**
 * A chip's accessible name: its visible words first (WCAG 2.5.3, label in name), then the spec's label
 * and the tooltip, so screen readers hear the whole class.
 */
export const chipName = (c: ListedClass) => `${chipText(c)}. Self-Defense: ${chipTitle(c)}`;

/** Classes by date, for a month grid. */
export function classesByDay(classes: readonly ListedClass[]): Map<string, ListedClass[]> {
  const map = new Map<string, ListedClass[]>();
  for (const c of classes) {
    const day = map.get(c.date);
    if (day) day.push(c);
    else map.set(c.date, [c]);
  }
  return map;
}

const segments = (location: string) =>
  location
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The region part of a location: its last comma-separated segment ("Tulsa, OK" → "OK"). */
export const regionOf = (location: string) => segments(location).at(-1) ?? "";
/** The city part: the first segment ("Tulsa, OK" → "Tulsa"). */
export const cityOf = (location: string) => segments(location)[0] ?? "";

function options(values: Iterable<string>): string[] {
  return [...new Set([...values].filter(Boolean))].sort(compareText);
}
export const regionOptions = (classes: readonly ListedClass[]) =>
  options(classes.map((c) => regionOf(c.location)));
export const cityOptions = (classes: readonly ListedClass[]) =>
  options(classes.map((c) => cityOf(c.location)));

type ClassTexts = {
  title: string;
  trainer: string;
  location: string;
  address: string;
  tags: string[];
  /** Every comma-separated part of the location, lower case: the regions that keep the class. */
  regions: Set<string>;
  /** Address and location together: classes at one place share the cities they match. */
  place: string;
};
/**
 * Each class's fields as search compares them (searchable()), kept per class object: with thousands of
 * classes every keystroke filters and counts them again, and normalizing accents is the costly part.
 */
const textCache = new WeakMap<ListedClass, ClassTexts>();
function textsOf(c: ListedClass): ClassTexts {
  let texts = textCache.get(c);
  if (!texts) {
    const address = searchable(c.address ?? "");
    const location = searchable(c.location ?? "");
    texts = {
      title: searchable(c.title ?? ""),
      trainer: searchable(c.trainerName ?? ""),
      location,
      address,
      tags: c.tags.map((tag) => searchable(tag ?? "")),
      regions: new Set(segments(c.location ?? "").map((s) => s.toLowerCase())),
      place: `${address}\u0000${location}`,
    };
    textCache.set(c, texts);
  }
  return texts;
}

/** Find Self-Defense Classes' filters as compared: "" is no filter. */
function findKeys(f: { search?: string; location?: string; trainer?: string | null }) {
  return {
    search: searchable((f.search ?? "").trim()),
    location: regionKey(f.location),
    trainer: f.trainer?.trim().toLowerCase() || "",
  };
}
/** The chosen region as compared: trimmed, lower case; "" for no filter. */
const regionKey = (value: string | undefined) =>
  isNoFilter(value) ? "" : String(value).trim().toLowerCase();
/** `search` is searchable() already: case and accents do not matter. */
const matchesFind = (t: ClassTexts, search: string) =>
  t.title.includes(search) || t.trainer.includes(search) || t.location.includes(search);

/**
 * Find Self-Defense Classes (2.5, 5): the search text, case- and accent-insensitive, in the title, trainer name or
 * location; the chosen location (a region part from the dropdown) found in the class location as a
 * whole comma-separated part, so "OK" keeps "Tulsa, OK" and not "Brooklyn, NY"; "all" is no filter.
 * `trainer` (a slug, from a trainer's page: ?trainer=) keeps that trainer's classes only.
 */
export function filterClasses(
  classes: readonly ListedClass[],
  f: { search?: string; location?: string; trainer?: string | null },
): ListedClass[] {
  const { search, location, trainer } = findKeys(f);
  return classes.filter((c) => {
    if (trainer && c.trainerSlug !== trainer) return false;
    const t = textsOf(c);
    return (!search || matchesFind(t, search)) && (!location || t.regions.has(location));
  });
}

export const CLASS_TYPES = ["group", "corporate", "series", "private", "workshop"] as const;

/** A type or level as a label: "workshop" → "Workshop", "all-levels" → "All levels". */
export const valueLabel = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replaceAll("-", " ");

/** Classes and Workshops' filters as compared: "" is no filter. */
function workshopKeys(f: { search?: string; city?: string; type?: string }) {
  return { search: searchable((f.search ?? "").trim()), city: cityKey(f.city), type: typeKey(f.type) };
}
const cityKey = (value: string | undefined) => (isNoFilter(value) ? "" : searchable(String(value)));
const typeKey = (value: string | undefined) => (isNoFilter(value) ? "" : String(value));
const matchesWorkshop = (t: ClassTexts, search: string) =>
  matchesFind(t, search) || t.tags.some((tag) => tag.includes(search));
const inCity = (t: ClassTexts, city: string) => t.address.includes(city) || t.location.includes(city);

/** Classes and Workshops (2.4, 5): search over title, trainer, location and tags; city in the address or location; exact type. */
export function filterWorkshops(
  classes: readonly ListedClass[],
  f: { search?: string; city?: string; type?: string },
): ListedClass[] {
  const { search, city, type } = workshopKeys(f);
  return classes.filter((c) => {
    if (type && c.type !== type) return false;
    const t = textsOf(c);
    return (!search || matchesWorkshop(t, search)) && (!city || inCity(t, city));
  });
}

// --- Option counts (issue 16: a filter option never leads to nothing) -------------------------------

/**
 * How many classes each option of a dropdown leads to: `all` for its "All ..." option, `byValue` for
 * the others (0 for an option that would show nothing).
 */
export type OptionTally = { all: number; byValue: Map<string, number> };

/**
 * Classes counted per option key. Classes are grouped first (by place or type: thousands of classes
 * share a few hundred), and a group's keys are found once; `of` reads each option's count through its
 * key ("" is no filter: every class).
 */
class Tally {
  all = 0;
  private groups = new Map<string, { keys: Iterable<string>; n: number }>();
  add(group: string, keys: () => Iterable<string>) {
    this.all++;
    const g = this.groups.get(group);
    if (g) g.n++;
    else this.groups.set(group, { keys: keys(), n: 1 });
  }
  of(values: readonly string[], keyOf: (value: string) => string): OptionTally {
    const byKey = new Map<string, number>();
    for (const { keys, n } of this.groups.values())
      for (const key of keys) byKey.set(key, (byKey.get(key) ?? 0) + n);
    const count = (key: string) => (key ? (byKey.get(key) ?? 0) : this.all);
    return { all: this.all, byValue: new Map(values.map((v) => [v, count(keyOf(v))])) };
  }
}

/**
 * Find Self-Defense Classes: what each location option (`regions`) would show with the visitor's other
 * filters (search, ?trainer=) applied, as the directory's optionCounts does for its dropdowns. The
 * chosen location itself is left out, so the counts say what choosing each option would show.
 */
export function classOptionCounts(
  classes: readonly ListedClass[],
  f: { search?: string; location?: string; trainer?: string | null },
  regions: readonly string[],
): { location: OptionTally } {
  const { search, trainer } = findKeys(f);
  const location = new Tally();
  for (const c of classes) {
    if (trainer && c.trainerSlug !== trainer) continue;
    const t = textsOf(c);
    if (!search || matchesFind(t, search)) location.add(c.location ?? "", () => t.regions);
  }
  return { location: location.of(regions, regionKey) };
}

/**
 * Classes and Workshops: what each location option (`cities`) and each class type would show with the
 * search and the other dropdown applied. One pass over the classes: with thousands of them, this runs
 * behind every keystroke.
 */
export function workshopOptionCounts(
  classes: readonly ListedClass[],
  f: { search?: string; city?: string; type?: string },
  cities: readonly string[],
  types: readonly string[] = CLASS_TYPES,
): { location: OptionTally; type: OptionTally } {
  const { search, city, type } = workshopKeys(f);
  const citiesIn = cityFinder(cities);
  const location = new Tally();
  const kind = new Tally();
  for (const c of classes) {
    const t = textsOf(c);
    if (search && !matchesWorkshop(t, search)) continue;
    if (!type || c.type === type) location.add(t.place, () => citiesIn(t));
    if (!city || inCity(t, city)) kind.add(c.type ?? "", () => (c.type ? [c.type] : []));
  }
  return { location: location.of(cities, cityKey), type: kind.of(types, typeKey) };
}

type Trie = { next: Map<string, Trie>; key?: string };

/**
 * The cities (as keys) found anywhere in a class's address or location. A city matches inside a word
 * too, so it cannot be looked up whole: the cities go into a letter tree and a place is scanned in one
 * go (checking thousands of places against hundreds of cities one by one took a third of a second).
 */
function cityFinder(cities: readonly string[]): (t: ClassTexts) => Set<string> {
  const root: Trie = { next: new Map() };
  for (const city of cities) {
    let node = root;
    for (const ch of cityKey(city)) {
      const child = node.next.get(ch) ?? { next: new Map() };
      node.next.set(ch, child);
      node = child;
    }
    node.key = cityKey(city);
  }
  const scan = (text: string, found: Set<string>) => {
    for (let i = 0; i < text.length; i++) {
      let node: Trie | undefined = root;
      for (let j = i; node && j < text.length; j++) {
        node = node.next.get(text[j] as string);
        if (node?.key) found.add(node.key);
      }
    }
  };
  return (t) => {
    const found = new Set<string>();
    scan(t.address, found);
    scan(t.location, found);
    return found;
  };
}

// --- Dates ------------------------------------------------------------------------------------------

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export { addDays };

/** Today on the visitor's own calendar. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

export type Month = { year: number; month: number }; // month 0-11
export const monthOf = (day: string): Month => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)) - 1,
});
export function shiftMonth(m: Month, by: number): Month {
  const index = m.year * 12 + m.month + by;
  return { year: Math.floor(index / 12), month: index % 12 };
}
const firstOf = (m: Month) => `${m.year}-${String(m.month + 1).padStart(2, "0")}-01`;
const lastOf = (m: Month) => addDays(firstOf(shiftMonth(m, 1)), -1);

export function monthTitle(m: Month): string {
  return new Date(Date.UTC(m.year, m.month, 1)).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "Saturday, December 5" (a day of the month grid, for its agenda and for screen readers). */
export function dayTitle(day: string): string {
  return asDate(day).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The month's first and last day, padded to whole weeks: back to a Sunday, on to a Saturday (2.6). */
export function paddedMonth(m: Month): { start: string; end: string } {
  const first = firstOf(m);
  const last = lastOf(m);
  return {
    start: addDays(first, -asDate(first).getUTCDay()),
    end: addDays(last, 6 - asDate(last).getUTCDay()),
  };
}

/** The month grid (2.6): whole weeks Sunday to Saturday covering the month. */
export function monthGrid(m: Month): string[][] {
  const { start, end } = paddedMonth(m);
  const weeks: string[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  return weeks;
}

export type Period = "day" | "week" | "month";

/** The period's first and last day (4): today; the current week Sunday to Saturday; the shown month. */
export function periodRange(period: Period, today: string, shown: Month): { from: string; to: string } {
  if (period === "day") return { from: today, to: today };
  if (period === "week") {
    const from = addDays(today, -asDate(today).getUTCDay());
    return { from, to: addDays(from, 6) };
  }
  return { from: firstOf(shown), to: lastOf(shown) };
}

/** The classes dated from `from` to `to`, both days included. */
export const classesBetween = (classes: readonly ListedClass[], from: string, to: string): ListedClass[] =>
  classes.filter((c) => c.date >= from && c.date <= to);

/** The classes inside the period (4: "the class date must also fall inside the selected period"). */
export function classesInPeriod(
  classes: readonly ListedClass[],
  period: Period,
  today: string,
  shown: Month,
): ListedClass[] {
  const { from, to } = periodRange(period, today, shown);
  return classesBetween(classes, from, to);
}

export type DateWindow = { from: string; to: string };

/** The window a month shows: its grid's whole weeks (`padded`, the calendars) or its own days (/public's Month). */
export function monthWindow(m: Month, padded: boolean): DateWindow {
  if (!padded) return { from: firstOf(m), to: lastOf(m) };
  const { start, end } = paddedMonth(m);
  return { from: start, to: end };
}

/** Whether `outer` holds every day of `inner`. */
export const windowCovers = (outer: DateWindow, inner: DateWindow) =>
  outer.from <= inner.from && outer.to >= inner.to;

const HOUR_MS = 3_600_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * "This month" as the server can answer it without knowing the visitor's clock: somewhere on Earth it is
 * already the next day (UTC+14) or still the day before (UTC-12), so at a month's turn the window holds
 * both months; on every other day it is the month itself. A visitor's own month is always inside it.
 */
export function currentMonthWindow(now: Date, padded: boolean): DateWindow {
  const earliest = monthWindow(monthOf(utcDay(now.getTime() - 12 * HOUR_MS)), padded);
  const latest = monthWindow(monthOf(utcDay(now.getTime() + 14 * HOUR_MS)), padded);
  return { from: earliest.from, to: latest.to };
}

export function periodHeading(period: Period, shown: Month): string {
  if (period === "day") return "Today's Classes";
  if (period === "week") return "This Week's Classes";
  return `${monthTitle(shown)} Classes`;
}

/** 'N class(es) available', written out: "1 class available", "3 classes available", "0 classes available". */
export const availableText = (n: number) => `${n} ${n === 1 ? "class" : "classes"} available`;

// --- Long lists at scale (10,000 trainers have tens of thousands of classes) ---------------------------

/** Class cards shown at first and added by each "Show more classes" (the spec names no page size). */
export const CLASS_PAGE_SIZE = 20;

/** A day of the month grid shows at most this many classes; a busier day shows one fewer and "+N more". */
export const DAY_CLASS_LIMIT = 4;

/**
 * The classes a day shows, and how many wait behind its "+N more" (none once the day is opened). `total`
 * is the day's whole count when `items` are only its first ones (a window trimmed per day).
 */
export function dayClasses<T>(
  items: readonly T[],
  opened = false,
  total = items.length,
): { shown: readonly T[]; more: number } {
  if (opened || total <= DAY_CLASS_LIMIT) return { shown: items, more: 0 };
  const shown = items.slice(0, DAY_CLASS_LIMIT - 1);
  return { shown, more: total - shown.length };
}

/**
 * A window's classes with at most `perDay` of each day (the first ones, by time), and each day's whole
 * count: a month grid draws a busy day's first classes and "+N more", so a month of 10,000 trainers'
 * classes need not travel whole.
 */
export function firstOfEachDay(
  classes: readonly ListedClass[],
  perDay: number,
): { classes: ListedClass[]; days: Record<string, number> } {
  const days: Record<string, number> = {};
  const kept: ListedClass[] = [];
  for (const c of classes) {
    const n = (days[c.date] ?? 0) + 1;
    days[c.date] = n;
    if (n <= perDay) kept.push(c);
  }
  return { classes: kept, days };
}
