/**
 * E-mail delivery in the console's System tab (docs/decisions/0028-outbox.md). Admin audience.
 *   GET  /api/admin/outbox               pending and failed counts, the failed e-mails
 *   POST /api/admin/outbox/{id}/resend   "Send again": a failed e-mail back in the queue (audited)
 * A sign-in e-mail that failed is neither listed nor sent again: the person was told on the login
 * screen, and its link's token is gone.
 */
import { and, count, desc, eq, notInArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import {
  FAILED_LIST_LIMIT,
  OUTBOX_TEXT,
  outboxIdParams,
  outboxResent,
  outboxSummary,
} from "../../../shared/contracts/outbox";
import { mailOutbox } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { SENT_IN_REQUEST } from "../../plugins/mail";
import { recordAudit } from "./audit";

const failedByJob = and(eq(mailOutbox.status, "failed"), notInArray(mailOutbox.kind, [...SENT_IN_REQUEST]));

export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get("/api/admin/outbox", { schema: { response: { 200: outboxSummary } } }, async () => {
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
  });

  app.post(
    "/api/admin/outbox/:id/resend",
    { schema: { params: outboxIdParams, response: { 200: outboxResent, ...errorResponses(404, 409) } } },
    async (request) => {
      const { id } = request.params;
      const me = request.account!;
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for("update");
        if (!row) throw new HttpError(404, OUTBOX_TEXT.notFound);
        if ((SENT_IN_REQUEST as readonly string[]).includes(row.kind))
          throw new HttpError(409, OUTBOX_TEXT.signIn);
        if (row.status !== "failed") throw new HttpError(409, OUTBOX_TEXT.notFailed);
        // A fresh round of tries, due now.
        await tx
          .update(mailOutbox)
          .set({ status: "queued", attempts: 0, error: null, nextAttemptAt: app.now() })
          .where(eq(mailOutbox.id, id));
        await recordAudit(tx, me, {
          action: "outbox.resend",
          targetType: "email",
          targetId: id,
          before: { status: "failed", attempts: row.attempts, error: row.error },
          after: { status: "queued", to: row.to, kind: row.kind },
        });
      });
      app.mailer.deliverSoon();
      return { queued: true as const };
    },
  );
};
