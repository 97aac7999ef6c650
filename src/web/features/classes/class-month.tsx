import { type ReactNode, useState } from "react";
import { dayClasses, dayTitle, type ListedClass } from "../../../shared/class-listing";
import { type DayLayout, MonthCalendar } from "../../components/month-calendar";
import { cn } from "../../lib/cn";
import { type ShownMonth, useClassesByDay } from "./use-shown-month";

/**
 * The month grid of the classes screens: each day shows its classes as the screen draws them. A busy day
 * shows its first ones and "+N more", which opens the whole day in place (with 10,000 trainers a day
 * can hold hundreds of classes).
 */
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
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const renderDay = (day: string, layout: DayLayout) => {
    const { shown: first, more } = dayClasses(byDay.get(day) ?? [], opened.has(day));
    return (
      <>
        {first.map((c) => renderClass(c, layout))}
        {more > 0 && (
          <button
            type="button"
            aria-label={`+${more} more classes on ${dayTitle(day)}`}
            onClick={() => setOpened((days) => new Set(days).add(day))}
            className={cn(
              "rounded-sm text-left font-semibold text-brand-800 underline hover:bg-brand-50",
              layout === "agenda" ? "min-h-tap px-3 text-sm" : "px-1.5 py-0.5 text-xs",
            )}
          >
            +{more} more
          </button>
        )}
      </>
    );
  };
  return (
    <MonthCalendar
      month={shown.month}
      today={shown.today}
      onPrev={shown.prev}
      onNext={shown.next}
      onToday={shown.toToday}
      hasItems={(day) => byDay.has(day)}
      renderDay={renderDay}
    />
  );
}
