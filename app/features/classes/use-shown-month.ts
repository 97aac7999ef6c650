import { useMemo, useState } from "react";
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
 * not copy").
 */
export function useShownMonth() {
  const today = localToday();
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const thisMonth = monthOf(today);
  return {
    today,
    month,
    /** The shown month is the visitor's current one (asked in the form the server preloads). */
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
