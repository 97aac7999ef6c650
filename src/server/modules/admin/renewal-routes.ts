/**
 * Renewals in the console (docs/decisions/0015). Admin audience.
 *   GET  /api/admin/renewals                 trainers whose certification ends within 60 days
 *   POST /api/admin/renewals/{id}/remind     e-mails that trainer the reminder now (audited)
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN_TEXT, renewalList, renewalSent, trainerIdParams } from "../../../shared/contracts/admin";
import { errorResponses } from "../../../shared/contracts/errors";
import { todayIn } from "../../../shared/time-zones";
import { HttpError } from "../../http/http-error";
import { recordAudit } from "./audit";
import { dueRenewals, sendRenewalReminder } from "./renewals";

export const adminRenewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => todayIn(undefined, app.now());

  app.get("/api/admin/renewals", { schema: { response: { 200: renewalList } } }, async () =>
    dueRenewals(app.database.db, today()),
  );

  app.post(
    "/api/admin/renewals/:id/remind",
    { schema: { params: trainerIdParams, response: { 200: renewalSent, ...errorResponses(404, 503) } } },
    async (request) => {
      const due = (await dueRenewals(app.database.db, today())).find((r) => r.id === request.params.id);
      if (!due) throw new HttpError(404, ADMIN_TEXT.noRenewal);
      const me = request.account!;
      if (!(await sendRenewalReminder(app, due, `admin:${me.id}`)))
        throw new HttpError(503, "We couldn't send the e-mail right now. Please try again in a few minutes.");
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
