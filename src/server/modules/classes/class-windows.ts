/**
 * The classes screens' answers (GET /api/public-classes, docs/decisions/0019): the listed trainers'
 * classes flattened once per load of the public listing (modules/trainers/public-list.ts), then each
 * window or list page filtered, counted and paged by the shared rules (src/shared/class-listing.ts), so
 * the server and the old browser path cannot disagree.
 */
import {
  cityOptions,
  classesBetween,
  classOptionCounts,
  currentMonthWindow,
  type DateWindow,
  filterClasses,
  filterWorkshops,
  firstOfEachDay,
  flattenClasses,
  type ListedClass,
  type OptionTally,
  regionOptions,
  workshopOptionCounts,
} from "../../../shared/class-listing";
import type {
  OptionCounts,
  PublicClassesAnswer,
  PublicClassesQuery,
} from "../../../shared/contracts/public-classes";
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";

export type FlatClasses = {
  classes: ListedClass[];
  regions: string[];
  cities: string[];
  /** Each trainer with classes, by slug: the ?trainer= note's name. */
  names: ReadonlyMap<string, string>;
};

/** One flattening per listing: the listing's trainers array is the same object for its whole version. */
const flattened = new WeakMap<readonly PublicTrainer[], FlatClasses>();

export function flatClasses(trainers: readonly PublicTrainer[]): FlatClasses {
  let flat = flattened.get(trainers);
  if (!flat) {
    const classes = flattenClasses(trainers);
    const names = new Map<string, string>();
    for (const c of classes) if (!names.has(c.trainerSlug)) names.set(c.trainerSlug, c.trainerName);
    flat = { classes, regions: regionOptions(classes), cities: cityOptions(classes), names };
    flattened.set(trainers, flat);
  }
  return flat;
}

/** The window the query asks for, if any: `month=current` as the server can know it. */
export function windowOf(q: PublicClassesQuery, now: Date): DateWindow | null {
  if (q.month === "current") return currentMonthWindow(now, q.screen !== "period");
  return q.from && q.to ? { from: q.from, to: q.to } : null;
}

/** The kept answer's key: the query with what its screen ignores left out, so equal asks share it. */
export function classesKey(q: PublicClassesQuery, window: DateWindow | null): string {
  const workshops = q.screen === "workshops";
  return JSON.stringify([
    q.screen,
    window
      ? `${window.from}/${window.to}/${q.perDay ?? ""}`
      : `${q.cursor ?? 0}+${q.limit}~${q.through ?? ""}`,
    q.search.trim().toLowerCase(),
    workshops ? q.location.toLowerCase() : q.location.trim().toLowerCase(),
    workshops ? q.type : "",
    workshops ? "" : (q.trainer?.trim().toLowerCase() ?? ""),
  ]);
}

const asJson = (tally: OptionTally): OptionCounts => ({
  all: tally.all,
  byValue: Object.fromEntries(tally.byValue),
});

/** One answer: the window's classes or the list page, with the options, counts and totals beside them. */
export function classesAnswer(
  flat: FlatClasses,
  q: PublicClassesQuery,
  window: DateWindow | null,
): PublicClassesAnswer {
  const workshops = q.screen === "workshops";
  const trainer = workshops ? null : (q.trainer ?? null);
  const kept = workshops
    ? filterWorkshops(flat.classes, { search: q.search, city: q.location, type: q.type })
    : filterClasses(flat.classes, { search: q.search, location: q.location, trainer });

  let counts: PublicClassesAnswer["counts"];
  if (workshops) {
    const tallies = workshopOptionCounts(
      flat.classes,
      { search: q.search, city: q.location, type: q.type },
      flat.cities,
    );
    counts = { location: asJson(tallies.location), type: asJson(tallies.type) };
  } else {
    // On /public only the period's classes are shown, so only they count.
    const pool =
      q.screen === "period" && window ? classesBetween(flat.classes, window.from, window.to) : flat.classes;
    const tallies = classOptionCounts(
      pool,
      { search: q.search, location: q.location, trainer },
      flat.regions,
    );
    counts = { location: asJson(tallies.location), type: null };
  }
  const summary = {
    total: kept.length,
    locations: workshops ? flat.cities : flat.regions,
    counts,
    trainerName: trainer ? (flat.names.get(trainer.trim().toLowerCase()) ?? null) : null,
  };

  if (window) {
    const inWindow = firstOfEachDay(classesBetween(kept, window.from, window.to), q.perDay ?? Infinity);
    return { ...summary, ...inWindow, window, next: null, remaining: 0 };
  }

  const start = Math.min(q.cursor ?? 0, kept.length);
  const chosen = q.through ? kept.findIndex((c) => c.id === q.through) : -1;
  const end = Math.min(kept.length, Math.max(start + q.limit, chosen + 1));
  return {
    ...summary,
    classes: kept.slice(start, end),
    window: null,
    days: {},
    next: end < kept.length ? end : null,
    remaining: kept.length - end,
  };
}
