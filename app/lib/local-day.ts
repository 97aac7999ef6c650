/**
 * A moment (an ISO timestamp) as the day it fell on, for the reader: in the browser's own time zone once
 * the page is hydrated, in UTC on the server and while hydrating, so the HTML and the first browser
 * render are the same text (no hydration mismatch); the day may then change once, to the local one.
 */
import { format, isValid, parseISO } from "date-fns";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and while hydrating, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mar 5, 2026": local when `local`, else UTC; the text itself when it is no date. */
export function dayOf(value: string, local: boolean): string {
  const date = parseISO(value);
  if (!isValid(date)) return value;
  if (local) return format(date, "MMM d, yyyy");
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
