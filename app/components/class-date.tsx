import { format, parseISO } from "date-fns";

/** A class's date block: weekday, day and month (docs/design.md "Class"). */
export function DateBlock({ date }: { date: string }) {
  const day = parseISO(date);
  return (
    <div
      aria-hidden
      className="flex w-14 shrink-0 flex-col items-center rounded-md bg-brand-50 py-1 text-brand-800"
    >
      <span className="text-xs font-medium uppercase">{format(day, "EEE")}</span>
      <span className="text-xl leading-6 font-semibold">{format(day, "d")}</span>
      <span className="text-xs uppercase">{format(day, "MMM")}</span>
    </div>
  );
}

/** "Saturday, December 5, 2026" for screen readers and lists. */
export function fullDate(date: string): string {
  return format(parseISO(date), "EEEE, MMMM d, yyyy");
}
