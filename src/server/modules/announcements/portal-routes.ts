/**
 * Announcements on the dashboard. Registered in the portal audience (plugins/audiences.ts): the caller
 * is signed in before a handler runs, and the session, never the body, says who is asking.
 *   GET  /api/announcements/for-trainer?email={email}   the caller's own (any trainer's for the admin)
 *   POST /api/announcements                             the trainer lead only; the author is the caller
 *   POST /api/announcements/{id}/dismiss                 for the caller
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ANNOUNCEMENT_TEXT,
  announcement,
  announcementList,
  announcementParams,
  announcementsQuery,
  dismissAnnouncement,
  newAnnouncement,
} from "../../../shared/contracts/announcements";
import { errorResponses, noContent } from "../../../shared/contracts/errors";
import { HttpError } from "../../http/http-error";
import { NOT_ALLOWED } from "../../plugins/auth";
import { AnnouncementStore } from "./store";

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new AnnouncementStore(app.database);

  app.get(
    "/api/announcements/for-trainer",
    {
      schema: {
        querystring: announcementsQuery,
        response: { 200: announcementList, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const me = request.account!;
      const email = request.query.email;
      if (me.email.toLowerCase() === email) return store.forTrainer(me.id);
      if (!me.roles.includes("admin")) throw new HttpError(403, NOT_ALLOWED);
      const trainer = await app.trainers.accountByEmail(email);
      if (!trainer) throw new HttpError(404, "No trainer has this e-mail.");
      return store.forTrainer(trainer.id);
    },
  );

  app.post(
    "/api/announcements",
    {
      // Before the body is validated: anyone but the trainer lead is refused whatever they send.
      preValidation: async (request) => {
        if (!request.account!.roles.includes("announcement_author"))
          throw new HttpError(403, ANNOUNCEMENT_TEXT.notAuthor);
      },
      schema: {
        body: newAnnouncement,
        response: { 201: announcement, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      // The body's createdBy (sent by the earlier app) is ignored: the author is the caller.
      const { message, priority } = request.body;
      const created = await store.create(request.account!.id, { message, priority });
      return reply.status(201).send(created);
    },
  );

  app.post(
    "/api/announcements/:id/dismiss",
    {
      schema: {
        params: announcementParams,
        body: dismissAnnouncement,
        response: { 204: noContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // The body's trainerEmail (sent by the earlier app) is ignored: the dismissal is the caller's.
      if (!(await store.dismiss(request.params.id, request.account!.id)))
        throw new HttpError(404, ANNOUNCEMENT_TEXT.notFound);
      return reply.status(204).send(null);
    },
  );
};
