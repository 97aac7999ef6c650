/**
 * Renewals in the console (docs/decisions/0015). Admin audience.
 *   GET  /api/admin/renewals                 trainers whose certification ends within 60 days
 *   POST /api/admin/renewals/{id}/remind     queues that trainer's reminder e-mail now (audited)
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN_TEXT, renewalList, renewalSent, trainerIdParams } from "../../../shared/contracts/admin";
import { errorResponses } from "../../../shared/contracts/errors";
import { todayIn } from "../../../shared/time-zones";
import { HttpError } from "../../http/http-error";
import { recordAudit } from "../audit/repository";
import { dueRenewals, sendRenewalReminder } from "./renewals";

export const adminRenewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => todayIn(undefined, app.now());

  app.get("/api/admin/renewals", { schema: { response: { 200: renewalList } } }, async () =>
    dueRenewals(app.database.db, today()),
  );

  app.post(
    "/api/admin/renewals/:id/remind",
    { schema: { params: trainerIdParams, response: { 200: renewalSent, ...errorResponses(404) } } },
    async (request) => {
      const due = (await dueRenewals(app.database.db, today())).find((r) => r.id === request.params.id);
      if (!due) throw new HttpError(404, ADMIN_TEXT.noRenewal);
      const me = request.account!;
      // Queued in the outbox, which sends it with retries (docs/decisions/0028-outbox.md).
      await sendRenewalReminder(app, due, `admin:${me.id}`);
      await recordAudit(app.database.db, me, {
        action: "renewal.remind",
        targetType: "trainer",
        targetId: due.id,
        before: { remindedAt: due.remindedAt },
        after: { renewalDate: due.renewalDate, sentTo: due.email },
      });
      return { sent: true as const };
    },
  );
};
