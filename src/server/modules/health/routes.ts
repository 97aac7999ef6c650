import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthResponse } from "../../../shared/contracts/health";

/** GET /api/health: is the app up, and does the database answer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    { schema: { response: { 200: healthResponse, 503: healthResponse } } },
    async (_req, reply) => {
      const ok = await app.database.ping();
      const body = {
        status: ok ? ("ok" as const) : ("degraded" as const),
        database: { kind: app.database.kind, ok },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
};
