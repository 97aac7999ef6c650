/**
 * Every statement of the retention job (docs/decisions/0029-retention.md), one per kind of row. Each is
 * one statement, so each is whole or not at all; what one run leaves (a failure half-way) the next day's
 * run deletes. Counts come from RETURNING a key, which both database drivers answer alike. Sessions and
 * link tokens are pruned by their owner, the auth module (SessionService.prune).
 */
import { and, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { geocodeCache, jobRuns, mailOutbox, webhookEvents } from "../../db/schema";
import type { RetentionCounts, RetentionCutoffs } from "./periods";

/** Sent e-mails only: a failed one stays for the admin's "send again", a pending one for delivery. */
async function deleteSentEmails(db: Db, cut: RetentionCutoffs) {
  const gone = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, cut.outboxSent)))
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/**
 * Old webhook payloads become NULL; the row stays, so a late duplicate delivery of its id is still
 * recognised. A row stored before order_id existed gets it from its payload in the same statement.
 */
async function emptyWebhookPayloads(db: Db, cut: RetentionCutoffs) {
  const emptied = await db
    .update(webhookEvents)
    .set({
      orderId: sql`coalesce(${webhookEvents.orderId}, left(${webhookEvents.payload} ->> 'id', 200))`,
      payload: null,
    })
    .where(and(isNotNull(webhookEvents.payload), lt(webhookEvents.receivedAt, cut.webhookPayload)))
    .returning({ id: webhookEvents.id });
  return emptied.length;
}

/** Geocoder answers: places after the configured period, no-matches after the geocoder stops using them. */
async function deleteGeocodeEntries(db: Db, cut: RetentionCutoffs) {
  const gone = await db
    .delete(geocodeCache)
    .where(
      or(
        and(eq(geocodeCache.found, true), lt(geocodeCache.createdAt, cut.geocodeFound)),
        and(eq(geocodeCache.found, false), lt(geocodeCache.createdAt, cut.geocodeMiss)),
      ),
    )
    .returning({ id: geocodeCache.query });
  return gone.length;
}

async function deleteJobRuns(db: Db, cut: RetentionCutoffs) {
  const gone = await db
    .delete(jobRuns)
    .where(lt(jobRuns.startedAt, cut.jobRuns))
    .returning({ id: jobRuns.id });
  return gone.length;
}

export async function applyRetention(
  db: Db,
  cut: RetentionCutoffs,
): Promise<Omit<RetentionCounts, "sessions" | "tokens" | "reservations">> {
  return {
    sentEmails: await deleteSentEmails(db, cut),
    webhookPayloads: await emptyWebhookPayloads(db, cut),
    geocodeEntries: await deleteGeocodeEntries(db, cut),
    jobRuns: await deleteJobRuns(db, cut),
  };
}
