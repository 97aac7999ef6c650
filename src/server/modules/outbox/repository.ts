/**
 * The mail_outbox table (docs/decisions/0028-outbox.md), SQL only: the console's counts and failed
 * e-mails, putting one back in the queue, the delivery job's claims and outcomes, and the development
 * mailbox's reads and fixture. E-mails are written by the mailer (plugins/mail.ts) in the transaction of
 * the change that causes them. The rules are in service.ts.
 */
import { and, asc, count, desc, eq, lte, notInArray, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { mailOutbox } from "../../db/schema";

export type OutboxRow = typeof mailOutbox.$inferSelect;
type Outcome = Partial<
  Pick<OutboxRow, "status" | "error" | "nextAttemptAt" | "sentAt" | "text" | "html" | "attachments">
>;

export class OutboxRepository {
  constructor(private readonly database: Database) {}

  /** Queued e-mails, failed ones (but the kinds in `except`), and the newest failed rows. */
  async counts(except: readonly string[], limit: number) {
    const db = this.database.db;
    const failedOnes = and(eq(mailOutbox.status, "failed"), notInArray(mailOutbox.kind, [...except]));
    const [[pending], [failed], rows] = await Promise.all([
      db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "queued")),
      db.select({ n: count() }).from(mailOutbox).where(failedOnes),
      db
        .select()
        .from(mailOutbox)
        .where(failedOnes)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit),
    ]);
    return { pending: pending?.n ?? 0, failed: failed?.n ?? 0, rows };
  }

  /**
   * Puts an e-mail back in the queue with a fresh round of tries, due at `now`. The row is locked while
   * `check` decides (it throws to refuse) and `alsoInTransaction` records the change.
   */
  requeue(
    id: number,
    now: Date,
    check: (row: OutboxRow | undefined) => OutboxRow,
    alsoInTransaction: (tx: Tx, row: OutboxRow) => Promise<void>,
  ): Promise<void> {
    return this.database.db.transaction(async (tx) => {
      const [found] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for("update");
      const row = check(found);
      await tx
        .update(mailOutbox)
        .set({ status: "queued", attempts: 0, error: null, nextAttemptAt: now })
        .where(eq(mailOutbox.id, id));
      await alsoInTransaction(tx, row);
    });
  }

  /**
   * Takes the next due e-mail for one try, or undefined when none is due: the try is counted and the row
   * held for `leaseMs`. Two statements in one transaction: the row locked by the first stays locked
   * until the second's commit (an UPDATE over "id IN (SELECT ... LIMIT 1 FOR UPDATE)" may run its
   * subquery more than once), and SKIP LOCKED keeps two servers off the same row.
   */
  claimNext(now: Date, leaseMs: number): Promise<OutboxRow | undefined> {
    return this.database.db.transaction(async (tx) => {
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
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(eq(mailOutbox.id, next.id))
        .returning();
      return row;
    });
  }

  /** Writes a try's outcome, only while the row still carries that try's number (a fence). */
  async recordTry(claimed: Pick<OutboxRow, "id" | "attempts">, outcome: Outcome): Promise<void> {
    await this.database.db
      .update(mailOutbox)
      .set(outcome)
      .where(and(eq(mailOutbox.id, claimed.id), eq(mailOutbox.attempts, claimed.attempts)));
  }

  /** The newest e-mails, newest first (the development mailbox). */
  newest(limit: number): Promise<OutboxRow[]> {
    return this.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }

  /** Writes an e-mail as it is (the development fixtures); its id. */
  async insert(row: typeof mailOutbox.$inferInsert): Promise<number> {
    const [inserted] = await this.database.db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
    return inserted!.id;
  }
}
