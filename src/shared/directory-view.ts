/**
 * What the directory screen shows for a filter set once the compact index is in (issue 29 point 4):
 * worked out in the browser's directory worker (app/features/directory/directory.worker.ts), or on the
 * main thread where there is no Worker, by the same rules as the server's first results. The answer
 * names trainers by id only (it crosses from the worker to the page), the page keeps the rows.
 */
import type { DirectoryRow } from "./directory-index";
import {
  countByState,
  type DirectoryFilters,
  filterTrainers,
  type OptionCounts,
  optionCounts,
  soonestClasses,
  specialtyOptions,
} from "./directory-rules";

/** The screen's data for one filter set. */
export type DirectoryView = {
  total: number;
  /** Every matched trainer's id, in the directory's order. */
  ids: number[];
  /** The soonest classes: the trainer, and the class's position in its card's upcomingClasses. */
  soonest: { trainerId: number; position: number }[];
  counts: OptionCounts;
  states: Map<string, number>;
  specialties: string[];
};

/** What a view needs of the rows besides the rows: worked out once per index. */
export type IndexFacts = { states: Map<string, number>; specialties: string[] };

export function indexFacts(rows: readonly DirectoryRow[]): IndexFacts {
  return { states: countByState(rows), specialties: specialtyOptions(rows) };
}

export function directoryView(
  rows: readonly DirectoryRow[],
  facts: IndexFacts,
  filters: DirectoryFilters,
): DirectoryView {
  const shown = filterTrainers(rows, filters);
  return {
    total: rows.length,
    ids: shown.map((t) => t.id),
    soonest: soonestClasses(shown).map((s) => ({ trainerId: s.trainer.id, position: s.class.position })),
    counts: optionCounts(rows, filters, facts.specialties),
    states: facts.states,
    specialties: facts.specialties,
  };
}

/**
 * What the page keeps of each row: the card's head before its details arrive and what the map reads
 * (its popup included). The filters' own fields stay in the worker.
 */
export type ListedRow = {
  id: number;
  displayName: string;
  displayLocation: string;
  publicBio: string;
  classTypes: readonly string[];
  customUrlSlug: string;
  lat: number | null;
  lng: number | null;
};

export function listedRow(r: DirectoryRow): ListedRow {
  return {
    id: r.id,
    displayName: r.displayName,
    displayLocation: r.displayLocation,
    publicBio: r.publicBio,
    classTypes: r.classTypes,
    customUrlSlug: r.customUrlSlug,
    lat: r.lat,
    lng: r.lng,
  };
}

/** Messages from the page to the directory worker. */
export type ToDirectoryWorker =
  | { type: "load"; url: string }
  | { type: "view"; seq: number; filters: DirectoryFilters };

/** Messages from the directory worker: the listed rows in slices, then "loaded"; or "failed"; views. */
export type FromDirectoryWorker =
  | { type: "rows"; rows: ListedRow[] }
  | { type: "loaded" }
  | { type: "failed"; message: string }
  | { type: "view"; seq: number; view: DirectoryView };

/** Rows per "rows" message: each arrives as a task of its own on the page, none of them long. */
export const ROWS_PER_MESSAGE = 1000;
