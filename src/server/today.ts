/** Today's date (YYYY-MM-DD) in a time zone; the product's "today" is the real one. */
export function todayIn(timeZone = "America/Chicago", now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
