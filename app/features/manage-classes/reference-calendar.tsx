import { useMemo, useState } from "react";
import { type Month, monthOf, shiftMonth } from "../../../src/shared/class-listing";
import type { OwnClass } from "../../../src/shared/contracts/manage-classes";
import { type DayLayout, MonthCalendar } from "../../components/month-calendar";
import { cn } from "../../lib/cn";
import { clockText } from "./class-form";

/**
 * The month reference calendar (spec portal §2): previous, Today and next, weeks from Sunday, the
 * trainer's real today highlighted (`today` of the API, in the trainer's time zone). It is for date
 * reference only: each day shows the trainer's classes as plain text; they are changed in the list.
 */
export function ReferenceCalendar({ today, classes }: { today: string; classes: readonly OwnClass[] }) {
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const byDay = useMemo(() => {
    const days = new Map<string, OwnClass[]>();
    for (const c of classes) days.set(c.date, [...(days.get(c.date) ?? []), c]);
    return days;
  }, [classes]);

  const renderDay = (day: string, layout: DayLayout) =>
    (byDay.get(day) ?? []).map((c) => (
      <p
        key={c.id}
        className={cn(
          "min-w-0 rounded-sm bg-brand-50 text-brand-800",
          layout === "grid" ? "truncate px-1.5 py-0.5 text-xs" : "px-3 py-2 text-sm",
        )}
        title={layout === "grid" ? `${clockText(c.startTime)} ${c.title}` : undefined}
      >
        <span className="font-semibold">{clockText(c.startTime)}</span> {c.title}
      </p>
    ));

  return (
    <div className="flex flex-col gap-2">
      <MonthCalendar
        month={month}
        today={today}
        onPrev={() => setMonth((m) => shiftMonth(m, -1))}
        onNext={() => setMonth((m) => shiftMonth(m, 1))}
        onToday={() => setMonth(monthOf(today))}
        hasItems={(day) => byDay.has(day)}
        renderDay={renderDay}
      />
      <p className="text-sm text-slate-700">
        For date reference only: add, edit and delete classes in Upcoming Classes.
      </p>
    </div>
  );
}
