/** The directory's training banner and impact figure (contracts/site-content.ts), for anyone. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteContentEndpoints as endpoints } from "../../../shared/contracts/site-content";
import { route } from "../../http/endpoint-route";

export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.public, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return app.services.siteContent.publicContent(app.now());
  });
};
