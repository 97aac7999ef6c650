import type { ReactNode } from "react";
import type { ListedClass } from "../../../shared/class-listing";
import { type DayLayout, MonthCalendar } from "../../components/month-calendar";
import { type ShownMonth, useClassesByDay } from "./use-classes";

/** The month grid of the classes screens: each day shows its classes as the screen draws them. */
export function ClassMonth({
  shown,
  classes,
  renderClass,
}: {
  shown: ShownMonth;
  classes: readonly ListedClass[];
  renderClass: (c: ListedClass, layout: DayLayout) => ReactNode;
}) {
  const byDay = useClassesByDay(classes);
  return (
    <MonthCalendar
      month={shown.month}
      today={shown.today}
      onPrev={shown.prev}
      onNext={shown.next}
      onToday={shown.toToday}
      hasItems={(day) => byDay.has(day)}
      renderDay={(day, layout) => byDay.get(day)?.map((c) => renderClass(c, layout))}
    />
  );
}
