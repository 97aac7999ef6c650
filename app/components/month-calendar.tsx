import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { dayTitle, type Month, monthGrid, monthTitle } from "../../src/shared/class-listing";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";
import { Skeleton } from "./ui/skeleton";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Where a day's entries are drawn: a small grid cell, or the phone's agenda with room for more words. */
export type DayLayout = "grid" | "agenda";

/**
 * A month of classes, shared by every calendar of the site: a 7-column grid of whole weeks (Sunday to
 * Saturday) from 768 px, an agenda of the days that have classes below it (spec 2.6, 9). Days outside
 * the month are dimmed; today is outlined and marked aria-current="date".
 */
export function MonthCalendar({
  month,
  today,
  onPrev,
  onNext,
  onToday,
  renderDay,
  hasItems,
}: {
  month: Month;
  today: string;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  /** The day's classes (chips) for the grid or, below 768 px, the agenda; nothing when it has none. */
  renderDay: (day: string, layout: DayLayout) => ReactNode;
  hasItems: (day: string) => boolean;
}) {
  const weeks = monthGrid(month);
  const title = monthTitle(month);
  const inMonth = (day: string) => Number(day.slice(5, 7)) - 1 === month.month;
  const agenda = weeks.flat().filter((day) => inMonth(day) && hasItems(day));
  return (
    <section
      aria-label={`${title} calendar`}
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-raised sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl" aria-live="polite">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label="Previous month" onClick={onPrev}>
            <ChevronLeft aria-hidden className="size-5" />
          </Button>
          <Button variant="secondary" onClick={onToday}>
            Today
          </Button>
          <Button variant="ghost" size="icon" aria-label="Next month" onClick={onNext}>
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        </div>
      </div>

      <div className="mt-3 hidden md:block" data-testid="month-grid">
        <div aria-hidden className="grid grid-cols-7 gap-px text-center text-sm font-medium text-slate-700">
          {WEEKDAYS.map((d) => (
            <div key={d} className="py-1">
              {d}
            </div>
          ))}
        </div>
        <div className="grid grid-cols-7 gap-px overflow-hidden rounded-md border border-slate-200 bg-slate-200">
          {weeks.flat().map((day) => (
            <div
              key={day}
              data-day={day}
              data-outside={!inMonth(day) || undefined}
              aria-current={day === today ? "date" : undefined}
              className={cn(
                "min-h-[120px] min-w-0 bg-white p-1.5",
                !inMonth(day) && "bg-slate-50 text-slate-600",
                day === today && "ring-2 ring-brand-600 ring-inset",
              )}
            >
              <div
                aria-hidden
                className={cn(
                  "inline-flex size-6 items-center justify-center rounded-full text-sm",
                  day === today && "bg-brand-700 font-bold text-white",
                )}
              >
                {Number(day.slice(8))}
              </div>
              <span className="sr-only">
                {dayTitle(day)}
                {day === today ? " (today)" : ""}
              </span>
              <div className={cn("mt-1 flex flex-col gap-1", !inMonth(day) && "opacity-80")}>
                {renderDay(day, "grid")}
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-3 md:hidden" data-testid="month-agenda">
        {agenda.length === 0 ? (
          <p className="py-4 text-center text-slate-700">No classes this month.</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {agenda.map((day) => (
              <li key={day} data-day={day} aria-current={day === today ? "date" : undefined}>
                <h3
                  className={cn("text-base font-semibold text-slate-800", day === today && "text-brand-700")}
                >
                  {dayTitle(day)}
                  {day === today ? " (today)" : ""}
                </h3>
                <div className="mt-1 flex flex-col gap-2">{renderDay(day, "agenda")}</div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The month calendar while the classes load: its header, then a grid (or, on a phone, an agenda). */
export function MonthCalendarSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading classes"
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-raised sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-11 w-40" />
      </div>
      <div className="mt-3 hidden grid-cols-7 gap-px md:grid">
        {Array.from({ length: 35 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Skeleton key={i} className="h-[120px] rounded-none" />
        ))}
      </div>
      <div className="mt-3 flex flex-col gap-3 md:hidden">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-14 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
