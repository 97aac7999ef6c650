/**
 * The mail-delivery job (docs/decisions/0028-outbox.md): sends the outbox's due e-mails, one claimed row
 * at a time. A claim picks a due row FOR UPDATE SKIP LOCKED and, in the same transaction, adds a try and
 * moves its next_attempt_at a lease ahead, so two app servers running the job at once never take the
 * same row; the try's outcome is written only while the row still carries that try's number (a fence).
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mailOutbox } from "../../db/schema";
import type { JobDefinition } from "../../jobs/types";
import { deliveryErrorText, LEASE_MS } from "../../plugins/mail";
import { nextTryAfterFailure } from "./backoff";

/** At most this many e-mails a run; the rest wait for the next tick (a run stays short). */
const BATCH = 50;

type Claimed = typeof mailOutbox.$inferSelect;

/** Takes the next due e-mail for one try, or undefined when none is due. */
async function claimNext(app: FastifyInstance, now: Date): Promise<Claimed | undefined> {
  // Two statements in one transaction: the row locked by the first stays locked until the second's
  // commit (an UPDATE over "id IN (SELECT ... LIMIT 1 FOR UPDATE)" may run its subquery more than once).
  return app.database.db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return undefined;
    const [row] = await tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(eq(mailOutbox.id, next.id))
      .returning();
    return row;
  });
}

export type DeliveryRun = { sent: number; retrying: number; failed: number };

/** Sends what is due at `now` (the job's clock); tests call it directly. */
export async function deliverDueMail(app: FastifyInstance, now: Date): Promise<DeliveryRun> {
  const db = app.database.db;
  const run: DeliveryRun = { sent: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < BATCH; i++) {
    const row = await claimNext(app, now);
    if (!row) break;
    const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));
    try {
      await app.mailer.deliver(row);
    } catch (err) {
      const error = deliveryErrorText(err);
      const retryAt = nextTryAfterFailure(row.attempts, now);
      // The outbox id and kind only: the recipient's address stays out of the log (issue 19).
      const where = { outboxId: row.id, kind: row.kind, attempts: row.attempts, error };
      if (retryAt) {
        app.log.warn({ ...where, retryAt }, "e-mail not sent: tried again later");
        await db.update(mailOutbox).set({ error, nextAttemptAt: retryAt }).where(mine);
        run.retrying++;
      } else {
        app.log.error(where, "e-mail not sent after the last try: failed");
        await db.update(mailOutbox).set({ error, status: "failed" }).where(mine);
        run.failed++;
      }
      continue;
    }
    await db.update(mailOutbox).set(app.mailer.sentFields(app.now())).where(mine);
    app.log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "e-mail sent");
    run.sent++;
  }
  return run;
}

export const mailDeliveryJob: JobDefinition = {
  name: "mail-delivery",
  // Every server, often: rows are claimed one by one, and a commit triggers a run at once anyway.
  everySeconds: 15,
  async run({ app, now }) {
    const { sent, retrying, failed } = await deliverDueMail(app, now);
    if (sent + retrying + failed === 0) return "nothing due";
    return `sent ${sent}, retrying ${retrying}, failed ${failed}`;
  },
};
