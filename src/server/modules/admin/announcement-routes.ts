/**
 * The console's announcements and the trainer-lead role (docs/decisions/0015). Admin audience; every
 * change is in the audit log.
 *   GET    /api/admin/announcements        every announcement, with its dismissals; who the lead is
 *   POST   /api/admin/announcements        posts one as the admin
 *   DELETE /api/admin/announcements/{id}
 *   PUT    /api/admin/trainer-lead         moves the role to the trainer of this e-mail
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminAnnouncement,
  announcementIdParams,
  announcementsAdmin,
  CONTENT_TEXT,
  leadChange,
  trainerLead,
} from "../../../shared/contracts/admin-content";
import { newAnnouncement } from "../../../shared/contracts/announcements";
import { errorResponses, noContent } from "../../../shared/contracts/errors";
import { HttpError } from "../../http/http-error";
import { AnnouncementStore } from "../announcements/store";
import { recordAudit } from "./audit";

export const adminAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new AnnouncementStore(app.database);

  app.get("/api/admin/announcements", { schema: { response: { 200: announcementsAdmin } } }, async () => {
    const [announcements, lead] = await Promise.all([store.forAdmin(), app.trainers.trainerLead()]);
    return { announcements, lead };
  });

  app.post(
    "/api/admin/announcements",
    { schema: { body: newAnnouncement, response: { 201: adminAnnouncement, ...errorResponses(400) } } },
    async (request, reply) => {
      const me = request.account!;
      const { message, priority } = request.body;
      const created = await store.create(me.id, { message, priority }, (tx, after) =>
        recordAudit(tx, me, {
          action: "announcement.create",
          targetType: "announcement",
          targetId: after.id,
          after: { message, priority },
        }),
      );
      return reply.status(201).send({ ...created, dismissals: 0 });
    },
  );

  app.delete(
    "/api/admin/announcements/:id",
    { schema: { params: announcementIdParams, response: { 204: noContent, ...errorResponses(404) } } },
    async (request, reply) => {
      const me = request.account!;
      const removed = await store.remove(request.params.id, (tx, row) =>
        recordAudit(tx, me, {
          action: "announcement.delete",
          targetType: "announcement",
          targetId: row.id,
          before: { message: row.message, priority: row.priority },
        }),
      );
      if (!removed) throw new HttpError(404, CONTENT_TEXT.announcementNotFound);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/api/admin/trainer-lead",
    { schema: { body: leadChange, response: { 200: trainerLead, ...errorResponses(400, 404) } } },
    async (request) => {
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
    },
  );
};
