/** The signed-in trainer's insights (contracts/insights.ts), in the portal audience. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { insightEndpoints as endpoints } from "../../../shared/contracts/insights";
import { route } from "../../http/endpoint-route";

export const insightPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.mine, (request) => app.services.insights.forTrainer(request.account!.id));
};
