import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicSiteContent as contract } from "../../../shared/contracts/site-content";
import { publicSiteContent } from "./service";

/** GET /api/site-content/public: the directory's training banner and impact figure, for anyone. */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/site-content/public", { schema: { response: { 200: contract } } }, async (_req, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return publicSiteContent(app.database, app.now());
  });
};
