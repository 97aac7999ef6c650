/**
 * Trainer insights (issue 32 part 3, docs/decisions/0046-trainer-insights.md): what is counted, per
 * trainer and per day, and the rules both sides use. No cookie, no address and no identifier is kept:
 * a count is one number per trainer, day, kind and class. Zod-free: the beacon's few lines in every
 * public page import this, not the contract.
 */

/** The five counts; `subject` is the class for the class ones, "" otherwise. */
export const INSIGHT_KINDS = [
  "profile_view",
  "card_impression",
  "register_click",
  "contact_click",
  "ics_download",
] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** The kinds that name a class. */
export const CLASS_KINDS: ReadonlySet<InsightKind> = new Set(["register_click", "ics_download"]);

/** Where the browser sends a count (contracts/insights.ts declares it with its schemas). */
export const INSIGHTS_BEACON_PATH = "/api/insights/beacon" as const;

/** Days on the dashboard's chart, today included. */
export const INSIGHT_DAYS = 30;

/** A card counts once it has been on screen this long (issue 32: "at least a second"). */
export const IMPRESSION_MS = 1_000;

/**
 * A visitor who asked not to be tracked is not counted: Do Not Track ("1") or Global Privacy Control
 * ("1"), from the request's headers (DNT, Sec-GPC) or the browser's own settings.
 */
export function optedOut(signals: { dnt?: string | null; gpc?: string | boolean | null }): boolean {
  return signals.dnt === "1" || signals.gpc === "1" || signals.gpc === true;
}

export type DayCounts = { day: string; views: number; clicks: number };

/** The day `n` days before `day` (YYYY-MM-DD, calendar arithmetic in UTC: no zone moves a date). */
export function dayBefore(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/**
 * The chart's series: one entry per day of the `days` days ending `through`, oldest first, every day
 * present (a day without counts is zeros). Views are profile views; clicks are Register and Contact
 * clicks and calendar downloads (what a visitor did, beside what she saw).
 */
export function dailySeries(
  rows: readonly { day: string; kind: InsightKind; count: number }[],
  through: string,
  days: number = INSIGHT_DAYS,
): DayCounts[] {
  const series = Array.from({ length: days }, (_, i) => ({
    day: dayBefore(through, days - 1 - i),
    views: 0,
    clicks: 0,
  }));
  const index = new Map(series.map((d, i) => [d.day, i]));
  for (const row of rows) {
    const at = index.get(row.day);
    if (at === undefined || row.kind === "card_impression") continue;
    const entry = series[at] as DayCounts;
    if (row.kind === "profile_view") entry.views += row.count;
    else entry.clicks += row.count;
  }
  return series;
}

export type InsightTotals = Record<InsightKind, number>;

export function totalsOf(rows: readonly { kind: InsightKind; count: number }[]): InsightTotals {
  const totals = Object.fromEntries(INSIGHT_KINDS.map((k) => [k, 0])) as InsightTotals;
  for (const row of rows) totals[row.kind] += row.count;
  return totals;
}
