/**
 * The development routes (contracts/dev.ts), never registered in production. In the dev audience
 * (plugins/audiences.ts): only for clients on this machine; anyone else gets the 404 of a route that
 * does not exist.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { devEndpoints as endpoints } from "../../../shared/contracts/dev";
import { route } from "../../http/endpoint-route";

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const dev = app.services.dev;

  route(app, endpoints.mailbox, (request) => dev.mailbox(request.query));

  route(app, endpoints.seedTrainer, async (request, reply) =>
    reply.status(201).send(await dev.seedTrainer(request.body)),
  );

  route(app, endpoints.moveClock, (request) => {
    app.moveClock(request.body.offsetDays * 24 * 60 * 60 * 1000);
    return { now: app.now().toISOString() };
  });

  route(app, endpoints.seedFailedMail, async (request, reply) =>
    reply.status(201).send(await dev.seedFailedMail(request.body)),
  );
};
