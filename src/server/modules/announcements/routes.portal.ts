/**
 * Announcements on the dashboard (contracts/announcements.ts), in the portal audience: the caller is
 * signed in before a handler runs, and the session, never the body, says who is asking.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { announcementEndpoints as endpoints } from "../../../shared/contracts/announcements";
import { route } from "../../http/endpoint-route";

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const announcements = app.services.announcements;

  route(app, endpoints.forTrainer, (request) =>
    announcements.forTrainer(request.account!, request.query.email),
  );

  // Checked before the body is validated: anyone but the trainer lead is refused whatever they send.
  const authorOnly = {
    preValidation: async (request: FastifyRequest) => announcements.assertAuthor(request.account!),
  };
  route(app, endpoints.create, authorOnly, async (request, reply) => {
    // The body's createdBy (sent by the earlier app) is ignored: the author is the caller.
    const { message, priority } = request.body;
    return reply.status(201).send(await announcements.post(request.account!, { message, priority }));
  });

  route(app, endpoints.dismiss, async (request, reply) => {
    // The body's trainerEmail (sent by the earlier app) is ignored: the dismissal is the caller's.
    await announcements.dismiss(request.account!, request.params.id);
    return reply.status(204).send(null);
  });
};
