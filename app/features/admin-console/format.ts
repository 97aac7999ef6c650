/** The console's pure formatting: labels from keys, values for reading, the audit log's diff. */
import { differenceInCalendarDays, format, formatDistance, isValid, parseISO } from "date-fns";

const ACRONYMS: Record<string, string> = { url: "URL", id: "ID", ip: "IP", sha: "SHA", ttt: "TTT" };

/** "renewalDate" → "Renewal date", "ctaUrl" → "CTA URL"-ish readable label. */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ACRONYMS[w] ?? w);
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value as the read-only lists show it: Yes/No, arrays joined, objects as JSON, empty as a dash. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(readable).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export const STATUS_LABELS: Record<string, string> = {
  in_training: "In training",
  certified: "Certified",
  hq: "HQ",
  suspended: "Suspended",
  revoked: "Revoked",
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? labelFromKey(status);

/** "2026-03-05" or an ISO time → "Mar 5, 2026"; anything else as it is. */
export function day(value: string | null | undefined): string {
  if (!value) return "—";
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM d, yyyy") : value;
}

/** An ISO time → "Mar 5, 2026, 3:04 PM". */
export function dateTime(value: string | null | undefined): string {
  if (!value) return "—";
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM d, yyyy, h:mm a") : value;
}

/**
 * How long ago or until, for people: "3 days ago", "in about 2 months". Undefined for no date or an
 * unreadable one. A day (YYYY-MM-DD) is counted in whole days, so today is "today", not "9 hours ago".
 */
export function relative(value: string | null | undefined, now = new Date()): string | undefined {
  if (!value) return undefined;
  const date = parseISO(value);
  if (!isValid(date)) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const days = differenceInCalendarDays(date, now);
    if (days === 0) return "today";
    if (days === 1) return "tomorrow";
    if (days === -1) return "yesterday";
    if (Math.abs(days) < 30) return days > 0 ? `in ${days} days` : `${-days} days ago`;
  }
  return formatDistance(date, now, { addSuffix: true });
}

/** "Mar 5, 2026 (3 days ago)": a day with how long ago or until; "—" for none. */
export function dayWithRelative(value: string | null | undefined, now = new Date()): string {
  const when = relative(value, now);
  return when ? `${day(value)} (${when})` : day(value);
}

/** "Mar 5, 2026, 3:04 PM (3 days ago)". */
export function dateTimeWithRelative(value: string | null | undefined, now = new Date()): string {
  const when = relative(value, now);
  return when ? `${dateTime(value)} (${when})` : dateTime(value);
}

export function place(city: string | null, state: string | null): string {
  return [city, state].filter(Boolean).join(", ") || "—";
}

export type DiffLine = { key: string; before: string; after: string };

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Nested objects as dotted keys ("trainingBanner.title"), so a diff names the field that changed. */
function flatten(value: Record<string, unknown>, prefix = "", out: Record<string, unknown> = {}) {
  for (const [key, v] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const nested = asRecord(v);
    if (nested && Object.keys(nested).length > 0) flatten(nested, path, out);
    else out[path] = v;
  }
  return out;
}

/**
 * The changed keys between an audit entry's before and after (key: before → after). Values that are
 * not objects are one line named "value".
 */
export function diff(before: unknown, after: unknown): DiffLine[] {
  const rb = asRecord(before);
  const ra = asRecord(after);
  if (!rb && !ra) {
    if (same(before, after)) return [];
    return [{ key: "value", before: readable(before), after: readable(after) }];
  }
  const b = rb ? flatten(rb) : {};
  const a = ra ? flatten(ra) : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => !same(b[k], a[k]))
    .map((k) => ({ key: k, before: readable(b[k]), after: readable(a[k]) }));
}

/** Who verified a payment, from the server's "admin:<id>" or "webhook:<id>". */
export function verifier(by: string | null): string | null {
  if (!by) return null;
  if (by.startsWith("admin:")) return "by an admin (by hand)";
  if (by.startsWith("webhook:")) return "by the store";
  return `by ${by}`;
}

/** "trainer.status.suspended" → "Trainer status suspended" (the audit log's actions and target kinds). */
export function actionLabel(action: string): string {
  const text = action.replace(/[._-]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
