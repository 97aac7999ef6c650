/**
 * The console's content (contracts/admin-content.ts): the directory's training banner and impact figure,
 * the site's links, support e-mail and phone. Admin audience; every save is in the audit log.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteContentAdminEndpoints as endpoints } from "../../../shared/contracts/admin-content";
import { route } from "../../http/endpoint-route";

export const adminSiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.siteContent;

  route(app, endpoints.get, () => content.stored());
  route(app, endpoints.save, (request) => content.save(request.account!, request.body));
  route(app, endpoints.links, () => content.links());
  route(app, endpoints.saveLinks, (request) => content.saveLinks(request.account!, request.body));
};
