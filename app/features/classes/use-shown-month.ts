import { useEffect, useMemo, useState } from "react";
import {
  classesByDay,
  type ListedClass,
  localToday,
  type Month,
  monthOf,
  shiftMonth,
} from "../../../src/shared/class-listing";

export type ShownMonth = ReturnType<typeof useShownMonth>;

/**
 * The shown month, with previous, next and Today; "today" is the real today (docs/product.md "Defects we do
 * not copy"). The page is drawn first with the server's date (`serverToday`, from the route's loader), the
 * same on the server and at hydration; right after, the visitor's own date replaces it, and with it the
 * month when the visitor has not moved yet.
 */
export function useShownMonth(serverToday: string) {
  const [today, setToday] = useState(serverToday);
  const [month, setMonth] = useState<Month>(() => monthOf(serverToday));
  useEffect(() => {
    const local = localToday();
    if (local === serverToday) return;
    setToday(local);
    const first = monthOf(serverToday);
    setMonth((m) => (m.year === first.year && m.month === first.month ? monthOf(local) : m));
  }, [serverToday]);
  const thisMonth = monthOf(today);
  return {
    today,
    month,
    /** The shown month is the visitor's current one (asked in the form the server answers it). */
    current: month.year === thisMonth.year && month.month === thisMonth.month,
    prev: () => setMonth((m) => shiftMonth(m, -1)),
    next: () => setMonth((m) => shiftMonth(m, 1)),
    toToday: () => setMonth(monthOf(today)),
  };
}

/** Classes by date, for the month grid. */
export function useClassesByDay(classes: readonly ListedClass[] | undefined) {
  return useMemo(() => classesByDay(classes ?? []), [classes]);
}
