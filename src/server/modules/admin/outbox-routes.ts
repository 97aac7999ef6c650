/**
 * E-mail delivery in the console's System tab (docs/decisions/0028-outbox.md). Admin audience.
 *   GET  /api/admin/outbox               pending and failed counts, the failed e-mails
 *   POST /api/admin/outbox/{id}/resend   "Send again": a failed e-mail back in the queue (audited)
 * The reads and the change are in outbox.ts.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import { outboxIdParams, outboxResent, outboxSummary } from "../../../shared/contracts/outbox";
import { outboxSummary as readSummary, requeueFailed } from "./outbox";

export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/outbox", { schema: { response: { 200: outboxSummary } } }, () =>
    readSummary(app.database.db),
  );

  app.post(
    "/api/admin/outbox/:id/resend",
    { schema: { params: outboxIdParams, response: { 200: outboxResent, ...errorResponses(404, 409) } } },
    async (request) => {
      await requeueFailed(app.database.db, request.params.id, request.account!, app.now());
      app.mailer.deliverSoon();
      return { queued: true as const };
    },
  );
};
