/**
 * The outbox as the console sees it (docs/decisions/0028-outbox.md): the counts, the failed e-mails, and
 * "Send again". A sign-in e-mail that failed is neither listed nor sent again: the person was told on the
 * login screen, and its link's token is gone.
 */
import { and, count, desc, eq, notInArray } from "drizzle-orm";
import { FAILED_LIST_LIMIT, OUTBOX_TEXT, type OutboxSummary } from "../../../shared/contracts/outbox";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { SENT_IN_REQUEST } from "../../plugins/mail";
import { recordAudit } from "../audit/repository";
import type { Account } from "../trainers/store";

const failedByJob = and(eq(mailOutbox.status, "failed"), notInArray(mailOutbox.kind, [...SENT_IN_REQUEST]));

export async function outboxSummary(db: Db): Promise<OutboxSummary> {
  const [[pending], [failed], rows] = await Promise.all([
    db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "queued")),
    db.select({ n: count() }).from(mailOutbox).where(failedByJob),
    db
      .select()
      .from(mailOutbox)
      .where(failedByJob)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(FAILED_LIST_LIMIT),
  ]);
  return {
    pending: pending?.n ?? 0,
    failed: failed?.n ?? 0,
    failedMails: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      kind: r.kind,
      attempts: r.attempts,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Puts a failed e-mail back in the queue with a fresh round of tries, due now; audited. */
export async function requeueFailed(db: Db, id: number, by: Account, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for("update");
    if (!row) throw new HttpError(404, OUTBOX_TEXT.notFound);
    if ((SENT_IN_REQUEST as readonly string[]).includes(row.kind))
      throw new HttpError(409, OUTBOX_TEXT.signIn);
    if (row.status !== "failed") throw new HttpError(409, OUTBOX_TEXT.notFailed);
    await tx
      .update(mailOutbox)
      .set({ status: "queued", attempts: 0, error: null, nextAttemptAt: now })
      .where(eq(mailOutbox.id, id));
    await recordAudit(tx, by, {
      action: "outbox.resend",
      targetType: "email",
      targetId: id,
      before: { status: "failed", attempts: row.attempts, error: row.error },
      after: { status: "queued", to: row.to, kind: row.kind },
    });
  });
}
