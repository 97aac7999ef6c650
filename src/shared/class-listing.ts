/**
 * The classes screens' rules (spec public-site 2.4 to 2.6, 3.2 to 3.4, 5; docs/product.md): every
 * trainer's upcoming classes flattened into one list, filters ("all" is no filter), periods and the
 * month grid. Dates are "YYYY-MM-DD" strings, so no time zone can shift a day.
 */

import type { PublicClass, PublicTrainer } from "./contracts/public-trainers";
import { addDays } from "./days";
import { isNoFilter, searchable } from "./directory-rules";
import { PUBLIC_DEFAULTS } from "./public-defaults";

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
/** A chip's visible words (2.5): the fixed label 'Self-Defense', the time and the price. */
export const chipText = (c: ListedClass) => `Self-Defense ${c.time} ${c.price}`;
/**
 * A chip's accessible name: its visible words, then the tooltip, so screen readers hear which class it
 * is and speech users can say what they see (WCAG 2.5.3, label in name).
 */
export const chipName = (c: ListedClass) => `${chipText(c)}: ${chipTitle(c)}`;

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
  return [...new Set([...values].filter(Boolean))].sort((a, b) => a.localeCompare(b, "en"));
}
export const regionOptions = (classes: readonly ListedClass[]) =>
  options(classes.map((c) => regionOf(c.location)));
export const cityOptions = (classes: readonly ListedClass[]) =>
  options(classes.map((c) => cityOf(c.location)));

/** `needle` is searchable() already; case and accents do not matter. */
const has = (text: string | null | undefined, needle: string) => searchable(text ?? "").includes(needle);

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
  const search = searchable((f.search ?? "").trim());
  const location = isNoFilter(f.location) ? "" : String(f.location).trim().toLowerCase();
  const trainer = f.trainer?.trim().toLowerCase() || "";
  return classes.filter(
    (c) =>
      (!trainer || c.trainerSlug === trainer) &&
      (!search || has(c.title, search) || has(c.trainerName, search) || has(c.location, search)) &&
      (!location || segments(c.location ?? "").some((part) => part.toLowerCase() === location)),
  );
}

export const CLASS_TYPES = ["group", "corporate", "series", "private", "workshop"] as const;

/** A type or level as a label: "workshop" → "Workshop", "all-levels" → "All levels". */
export const valueLabel = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replaceAll("-", " ");

/** Classes and Workshops (2.4, 5): search over title, trainer, location and tags; city in the address or location; exact type. */
export function filterWorkshops(
  classes: readonly ListedClass[],
  f: { search?: string; city?: string; type?: string },
): ListedClass[] {
  const search = searchable((f.search ?? "").trim());
  const city = isNoFilter(f.city) ? "" : searchable(String(f.city));
  const type = isNoFilter(f.type) ? "" : String(f.type);
  return classes.filter(
    (c) =>
      (!search ||
        has(c.title, search) ||
        has(c.trainerName, search) ||
        has(c.location, search) ||
        c.tags.some((tag) => has(tag, search))) &&
      (!city || has(c.address, city) || has(c.location, city)) &&
      (!type || c.type === type),
  );
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

/** The classes inside the period (4: "the class date must also fall inside the selected period"). */
export function classesInPeriod(
  classes: readonly ListedClass[],
  period: Period,
  today: string,
  shown: Month,
): ListedClass[] {
  const { from, to } = periodRange(period, today, shown);
  return classes.filter((c) => c.date >= from && c.date <= to);
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

/** The classes a day shows, and how many wait behind its "+N more" (none once the day is opened). */
export function dayClasses<T>(items: readonly T[], opened = false): { shown: readonly T[]; more: number } {
  if (opened || items.length <= DAY_CLASS_LIMIT) return { shown: items, more: 0 };
  const shown = items.slice(0, DAY_CLASS_LIMIT - 1);
  return { shown, more: items.length - shown.length };
}
