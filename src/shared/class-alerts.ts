/**
 * Class alerts' pure rules (issue 32, docs/decisions/0042-class-alerts.md): which new classes an alert
 * lists, when a subscriber may get the next e-mail, and where a place is for the console's demand view.
 * Their words and what their links say are class-alert-texts.ts's (the pages read it without these rules).
 */
import type { DemandRow } from "./contracts/class-alert-schemas";
import { distanceMiles, type Point } from "./directory-rules";

/** What the alert of one subscription starts from: its last e-mail, or its confirmation. */
export function alertSince(sub: { confirmedAt: Date; lastSentAt: Date | null }): Date {
  return sub.lastSentAt && sub.lastSentAt > sub.confirmedAt ? sub.lastSentAt : sub.confirmedAt;
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * At most one alert e-mail a day: none yet, or the last one on an earlier day (UTC; the daily job runs at
 * 15:00 UTC, the morning in every US and Canadian zone, so its runs never share a day).
 */
export function alertDue(lastSentAt: Date | null, now: Date): boolean {
  return !lastSentAt || utcDay(lastSentAt) < utcDay(now);
}

/** A class as the alert sees it: when it was created, and where (its trainer's point; null unknown). */
export type AlertCandidate = { id: string; createdAt: Date; point: Point | null };

/**
 * The classes created after `since` within `miles` of `point`, by the directory's distance rule
 * (directory-rules.ts distanceMiles). A class whose place is unknown is never "near": an alert that
 * lists it could send a visitor across the country.
 */
export function newClassesWithin<C extends AlertCandidate>(
  sub: { point: Point; miles: number; since: Date },
  candidates: readonly C[],
): C[] {
  return candidates.filter(
    (c) => c.createdAt > sub.since && c.point !== null && distanceMiles(sub.point, c.point) <= sub.miles,
  );
}

/**
 * A gazetteer name's city and region: "Tulsa, OK" and "Tulsa, OK 74103" → Tulsa, OK; "Calgary, AB T2P"
 * → Calgary, AB. Undefined for anything else.
 */
export function placeParts(label: string): { city: string; region: string } | undefined {
  const match = /^(.+?),\s*([A-Z]{2})(?:\s+[A-Z0-9]{3,5})?$/.exec(label.trim());
  return match ? { city: match[1]!.trim(), region: match[2]! } : undefined;
}

/**
 * Demand without supply first: subscriptions for each upcoming class there (plus one, so a place with
 * none counts its subscriptions whole), then more subscriptions, fewer trainers, then by name.
 */
export function demandScore(row: Pick<DemandRow, "subscriptions" | "upcomingClasses">): number {
  return row.subscriptions / (1 + row.upcomingClasses);
}

export function byDemandWithoutSupply(a: DemandRow, b: DemandRow): number {
  return (
    demandScore(b) - demandScore(a) ||
    b.subscriptions - a.subscriptions ||
    a.trainers - b.trainers ||
    `${a.region} ${a.city ?? ""}`.localeCompare(`${b.region} ${b.city ?? ""}`)
  );
}
