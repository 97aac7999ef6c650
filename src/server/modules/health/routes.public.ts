/**
 * The health probes (contracts/health.ts; docs/deployment.md "Health checks"), answered at any Host
 * (plugins/host-guard.ts) and logged at debug (http/request-log.ts): a load balancer asks every few seconds.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthEndpoints as endpoints } from "../../../shared/contracts/health";
import { route } from "../../http/endpoint-route";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = app.services.health;

  route(app, endpoints.health, async (_request, reply) => {
    const body = await health.health();
    return reply.status(body.database.ok ? 200 : 503).send(body);
  });

  route(app, endpoints.live, () => health.live());

  route(app, endpoints.ready, async (_request, reply) => {
    const body = await health.ready();
    return reply.status(body.status === "ready" ? 200 : 503).send(body);
  });
};
