/** The console's announcements (contracts/admin-content.ts), in the admin audience; every change audited. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminAnnouncementEndpoints as endpoints } from "../../../shared/contracts/admin-content";
import { route } from "../../http/endpoint-route";

export const adminAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  const announcements = app.services.announcements;

  route(app, endpoints.list, async () => {
    const [list, lead] = await Promise.all([announcements.forAdmin(), app.services.trainers.trainerLead()]);
    return { announcements: list, lead };
  });

  route(app, endpoints.create, async (request, reply) => {
    const { message, priority } = request.body;
    return reply.status(201).send(await announcements.postAsAdmin(request.account!, { message, priority }));
  });

  route(app, endpoints.remove, async (request, reply) => {
    await announcements.remove(request.account!, request.params.id);
    return reply.status(204).send(null);
  });
};
