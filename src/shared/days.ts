/**
 * Plain date arithmetic on "YYYY-MM-DD" days (UTC, no time of day), for every side: class windows, the
 * demo data, renewals and the certification's term.
 */

/** Certification is valid 2 years (docs/product.md "Accounts"): renewal = certification + 2 years. */
export const CERTIFICATION_YEARS = 2;

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (day: string, n: number) => asDay(new Date(asDate(day).getTime() + n * 86_400_000));

/** Whole years on (29 February becomes 1 March in a common year). */
export function addYears(day: string, years: number): string {
  const date = asDate(day);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return asDay(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((asDate(to).getTime() - asDate(from).getTime()) / 86_400_000);

/** English month names, January first: class dates, signing times, the demo data's date ranges. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
