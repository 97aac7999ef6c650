/** PUT /api/admin/trainer-lead: moves the trainer-lead role to the trainer of this e-mail (audited). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONTENT_TEXT,
  adminAnnouncementEndpoints as endpoints,
} from "../../../shared/contracts/admin-content";
import { route } from "../../http/endpoint-route";
import { HttpError } from "../../http/http-error";
import { recordAudit } from "../audit/repository";

export const adminTrainerLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.moveLead, async (request) => {
    const me = request.account!;
    const moved = await app.trainers.moveTrainerLead(request.body.email, (tx, before, after) =>
      recordAudit(tx, me, {
        action: "trainer-lead.move",
        targetType: "role",
        targetId: "trainer-lead",
        before: { lead: before },
        after: { lead: after },
      }),
    );
    if (moved === "none") throw new HttpError(404, CONTENT_TEXT.leadNotFound);
    if (moved === "inactive") throw new HttpError(400, CONTENT_TEXT.leadNotActive);
    return moved;
  });
};
