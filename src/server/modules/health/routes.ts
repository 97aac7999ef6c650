import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthResponse, liveResponse, readyResponse } from "../../../shared/contracts/health";
import { buildInfo } from "../../build-info";
import { readiness } from "./readiness";

/**
 * The health probes (docs/deployment.md "Health checks"), answered at any Host (plugins/host-guard.ts)
 * and logged at debug (http/request-log.ts): a load balancer asks every few seconds.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The app and its database (kept as it was: probes and scripts use it). */
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

  /** The process answers. Touches no database: a database outage must not get live servers restarted. */
  app.get("/api/health/live", { schema: { response: { 200: liveResponse } } }, async () => ({
    status: "live" as const,
    ...buildInfo(),
    uptimeSeconds: Math.round(process.uptime()),
  }));

  /** Ready for traffic: the database answers and holds every shipped migration; else 503 and why. */
  app.get(
    "/api/health/ready",
    { schema: { response: { 200: readyResponse, 503: readyResponse } } },
    async (_req, reply) => {
      const state = await readiness(app.database);
      return reply.status(state.status === "ready" ? 200 : 503).send({ ...buildInfo(), ...state });
    },
  );
};
