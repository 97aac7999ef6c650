/**
 * The signed-in trainer's Welcome card and trainer records by e-mail (contracts/dashboard.ts), in the
 * portal audience (plugins/audiences.ts): the caller is signed in before a handler runs.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardEndpoints as endpoints } from "../../../shared/contracts/dashboard";
import { route } from "../../http/endpoint-route";

export const portalTrainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = app.services.dashboard;

  route(app, endpoints.trainerByEmail, (request) =>
    dashboard.trainerByEmail(request.account!, request.params.email),
  );

  route(app, endpoints.dashboard, (request) => dashboard.of(request.account!));
};
