/** The audit log in the console (contracts/admin.ts), in the admin audience. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditAdminEndpoints as endpoints } from "../../../shared/contracts/admin";
import { route } from "../../http/endpoint-route";

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.page, (request) => {
    const { page, ...filters } = request.query;
    return app.services.audit.page(page, filters);
  });
};
