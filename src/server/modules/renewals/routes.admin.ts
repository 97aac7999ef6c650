/** Renewals in the console (contracts/admin.ts), in the admin audience. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { renewalAdminEndpoints as endpoints } from "../../../shared/contracts/admin";
import { route } from "../../http/endpoint-route";

export const adminRenewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const renewals = app.services.renewals;

  route(app, endpoints.list, () => renewals.due());

  route(app, endpoints.undated, () => renewals.undated());

  route(app, endpoints.remind, async (request) => {
    await renewals.remind(request.account!, request.params.id);
    return { sent: true as const };
  });
};
