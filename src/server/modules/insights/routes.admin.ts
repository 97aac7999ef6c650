/**
 * Every trainer's and region's insights (contracts/insights.ts), in the admin audience: 401 to
 * anonymous callers, 403 to trainers. Read only: nothing to audit.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { insightEndpoints as endpoints } from "../../../shared/contracts/insights";
import { route } from "../../http/endpoint-route";

export const insightAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.all, () => app.services.insights.all());
};
