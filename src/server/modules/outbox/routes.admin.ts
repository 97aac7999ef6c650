/** E-mail delivery in the console's System tab (contracts/outbox.ts), in the admin audience. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { outboxAdminEndpoints as endpoints } from "../../../shared/contracts/outbox";
import { route } from "../../http/endpoint-route";

export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.services.outbox;

  route(app, endpoints.summary, () => outbox.summary());

  route(app, endpoints.resend, async (request) => {
    await outbox.resend(request.account!, request.params.id);
    return { queued: true as const };
  });
};
