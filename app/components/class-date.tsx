/**
 * A class's calendar date ("2026-12-05", as the contracts give it) in words. English names from the
 * date's own digits, the weekday counted in UTC: no date library in the public pages' first JavaScript,
 * and the server and the browser write the same words whatever their time zones (no hydration mismatch).
 */
import { MONTHS } from "../../src/shared/days";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

type CalendarDate = { weekday: string; day: number; month: string; year: number };

/** The date part of an ISO date or date-time, read as the calendar date it names. */
export function calendarDate(date: string): CalendarDate {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { weekday: WEEKDAYS[weekday] ?? "", day, month: MONTHS[month - 1] ?? "", year };
}

/** A class's date block: weekday, day and month (docs/design.md "Class"). */
export function DateBlock({ date }: { date: string }) {
  const day = calendarDate(date);
  return (
    <div
      aria-hidden
      className="flex w-14 shrink-0 flex-col items-center rounded-md bg-brand-50 py-1 text-brand-800"
    >
      <span className="text-xs font-medium uppercase">{day.weekday.slice(0, 3)}</span>
      <span className="text-xl leading-6 font-semibold">{day.day}</span>
      <span className="text-xs uppercase">{day.month.slice(0, 3)}</span>
    </div>
  );
}

/** "Saturday, December 5, 2026" for screen readers and lists. */
export function fullDate(date: string): string {
  const { weekday, month, day, year } = calendarDate(date);
  return `${weekday}, ${month} ${day}, ${year}`;
}
