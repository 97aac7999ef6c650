import { useCallback, useMemo, useState } from "react";
import type { DirectoryFilters, Point } from "../../../src/shared/directory-rules";

/** Filter state of spec 3.5: search, state, specialty, availability, distance and the searched point. */
export type FilterState = {
  search: string;
  state: string;
  specialty: string;
  availability: string;
  /** "all" (Any Distance) or a number of miles as text. */
  distance: string;
  /** The near-location box's text. */
  locationText: string;
  /** The searched point and what it was found as. */
  point: (Point & { label: string }) | null;
};

export const EMPTY_FILTERS: FilterState = {
  search: "",
  state: "all",
  specialty: "all",
  availability: "all",
  distance: "all",
  locationText: "",
  point: null,
};

/**
 * Marks the start of a filter change for the benchmark (scripts/bench): the cards' commit measures
 * 'directory:update' from here. It starts at the input event's own time when there is one, so the wait
 * for the main thread before the handler ran is counted too.
 */
export function markFilterInput() {
  const event = window.event;
  performance.mark("directory:input", event ? { startTime: event.timeStamp } : undefined);
}

/** The filters as the shared rules (and the results call) read them. */
export function ruleFiltersOf(filters: FilterState): DirectoryFilters {
  return {
    search: filters.search,
    state: filters.state,
    specialty: filters.specialty,
    availability: filters.availability,
    distance: filters.distance,
    point: filters.point,
  };
}

/**
 * The filters a directory page opens with: a state page's state, nothing else (the route's loader
 * answers the first results for these, the screen starts from them).
 */
export function openingFilters(stateCode: string | undefined): FilterState {
  return stateCode ? { ...EMPTY_FILTERS, state: stateCode } : EMPTY_FILTERS;
}

export function useDirectoryFilters(initial: Partial<FilterState> = {}) {
  const [filters, setFilters] = useState<FilterState>({ ...EMPTY_FILTERS, ...initial });

  const update = useCallback((patch: Partial<FilterState>) => {
    markFilterInput();
    setFilters((current) => ({ ...current, ...patch }));
  }, []);

  /** Clear All: every filter, the distance and the searched location. */
  const clearAll = useCallback(() => update(EMPTY_FILTERS), [update]);

  /** Reset Filters (empty state): search, state, specialty and availability; the distance stays (spec §4). */
  const resetFilters = useCallback(
    () => update({ search: "", state: "all", specialty: "all", availability: "all" }),
    [update],
  );

  const ruleFilters = useMemo(() => ruleFiltersOf(filters), [filters]);

  return { filters, update, clearAll, resetFilters, ruleFilters };
}
