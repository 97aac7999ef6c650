import { useMemo, useState } from "react";
import {
  classesByDay,
  flattenClasses,
  type ListedClass,
  localToday,
  type Month,
  monthOf,
  shiftMonth,
} from "../../../shared/class-listing";
import { usePublicTrainers } from "../directory/use-directory-data";

/** Every trainer's classes from GET /api/public-trainers, flattened (spec 2.6). */
export function useClasses() {
  const query = usePublicTrainers();
  const classes = useMemo(() => (query.data ? flattenClasses(query.data) : undefined), [query.data]);
  return { query, classes };
}

export type ShownMonth = ReturnType<typeof useShownMonth>;

/** The shown month, with previous, next and Today; "today" is the real today (decisions.md). */
export function useShownMonth() {
  const today = localToday();
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  return {
    today,
    month,
    prev: () => setMonth((m) => shiftMonth(m, -1)),
    next: () => setMonth((m) => shiftMonth(m, 1)),
    toToday: () => setMonth(monthOf(today)),
  };
}

/** Classes by date, for the month grid. */
export function useClassesByDay(classes: readonly ListedClass[] | undefined) {
  return useMemo(() => classesByDay(classes ?? []), [classes]);
}
