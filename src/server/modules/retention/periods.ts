/**
 * The retention rules (docs/decisions/0029-retention.md) as dates: from the configured periods and the
 * run's clock, the moment before which each kind of row is gone. Pure, so the rule is tested alone.
 */
import type { RetentionPeriods } from "../../config";
import { SESSION_IDLE_MS } from "../auth/session-service";
import { GEOCODE_MISS_TTL_MS } from "../geo/geocoder";

const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionCutoffs = {
  /** A session whose expiry is at or before this is over (as SessionService reads it). */
  sessionExpiry: Date;
  /** A trainer session last seen before this has been idle too long (SESSION_IDLE_MS). */
  sessionIdle: Date;
  /**
   * A sign-in or applicant token that expired before this goes, used or not. Kept a while past expiry so
   * that a link opened late still says "already used" or "expired" rather than "isn't valid".
   */
  tokenExpiry: Date;
  /** An e-mail sent before this goes (only status "sent": failed and pending ones stay). */
  outboxSent: Date;
  /** A webhook received before this loses its payload; the row, order id and outcome stay. */
  webhookPayload: Date;
  /** A geocoder answer with a place, cached before this, is asked again next time. */
  geocodeFound: Date;
  /** A no-match, cached before this, is no longer used by the geocoder anyway (GEOCODE_MISS_TTL_MS). */
  geocodeMiss: Date;
  /** A job run started before this goes. */
  jobRuns: Date;
  /**
   * A class dated before this day (YYYY-MM-DD, UTC) loses its reservations: attendees' names and
   * e-mails are kept 90 days after the class (issue 33 §6), whatever the configuration.
   */
  reservationClassDate: string;
};

/** Days after its class a reservation (the attendee's name and e-mail) is kept (issue 33 §6). */
export const RESERVATION_RETENTION_DAYS = 90;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

export function retentionCutoffs(now: Date, periods: RetentionPeriods): RetentionCutoffs {
  return {
    sessionExpiry: now,
    sessionIdle: before(now, SESSION_IDLE_MS),
    tokenExpiry: before(now, periods.tokenDays * DAY_MS),
    outboxSent: before(now, periods.outboxDays * DAY_MS),
    webhookPayload: before(now, periods.webhookPayloadDays * DAY_MS),
    geocodeFound: before(now, periods.geocodeDays * DAY_MS),
    geocodeMiss: before(now, GEOCODE_MISS_TTL_MS),
    jobRuns: before(now, periods.jobRunDays * DAY_MS),
    reservationClassDate: before(now, RESERVATION_RETENTION_DAYS * DAY_MS)
      .toISOString()
      .slice(0, 10),
  };
}

export type RetentionCounts = {
  sessions: number;
  tokens: number;
  sentEmails: number;
  webhookPayloads: number;
  geocodeEntries: number;
  jobRuns: number;
  reservations: number;
};

/** The run's outcome as the console shows it: every kind named, so a zero is seen as a zero. */
export function describeRetention(counts: RetentionCounts): string {
  return [
    `sessions ${counts.sessions}`,
    `tokens ${counts.tokens}`,
    `sent e-mails ${counts.sentEmails}`,
    `webhook payloads ${counts.webhookPayloads}`,
    `geocode entries ${counts.geocodeEntries}`,
    `job runs ${counts.jobRuns}`,
    `reservations ${counts.reservations}`,
  ].join(", ");
}
