import { type ReactNode, useState } from "react";
import { dayClasses, dayTitle, type ListedClass } from "../../../src/shared/class-listing";
import { type DayLayout, MonthCalendar } from "../../components/month-calendar";
import { cn } from "../../lib/cn";
import { type ClassAsk, useClassWindow } from "./api";
import { type ShownMonth, useClassesByDay } from "./use-shown-month";

/**
 * An opened busy day whose window carried only its first classes: the whole day is asked on its own
 * (a one-day window), and the first ones stay until it arrives.
 */
function WholeDay({
  ask,
  day,
  first,
  render,
}: {
  ask: ClassAsk;
  day: string;
  first: readonly ListedClass[];
  render: (c: ListedClass) => ReactNode;
}) {
  const { classes } = useClassWindow(ask, { from: day, to: day }, false);
  return <>{(classes ?? first).map(render)}</>;
}

/**
 * The month grid of the classes screens: each day shows its classes as the screen draws them. A busy day
 * shows its first ones and "+N more", which opens the whole day in place (with 10,000 trainers a day
 * can hold hundreds of classes, so the month's window carries only each day's first ones and `days`,
 * each day's whole count).
 */
export function ClassMonth({
  shown,
  classes,
  days,
  ask,
  renderClass,
}: {
  shown: ShownMonth;
  classes: readonly ListedClass[];
  days: Readonly<Record<string, number>>;
  /** The screen's filters, to ask an opened day's whole list. */
  ask: ClassAsk;
  renderClass: (c: ListedClass, layout: DayLayout) => ReactNode;
}) {
  const byDay = useClassesByDay(classes);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const renderDay = (day: string, layout: DayLayout) => {
    const items = byDay.get(day) ?? [];
    const total = Math.max(days[day] ?? 0, items.length);
    if (opened.has(day) && total > items.length)
      return <WholeDay ask={ask} day={day} first={items} render={(c) => renderClass(c, layout)} />;
    const { shown: first, more } = dayClasses(items, opened.has(day), total);
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
