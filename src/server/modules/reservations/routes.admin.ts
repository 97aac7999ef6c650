/** The console's reservation figures (contracts/reservations.ts adminSummary), admin only. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { reservationEndpoints as endpoints } from "../../../shared/contracts/reservations";
import { route } from "../../http/endpoint-route";

export const reservationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.adminSummary, () => app.services.reservationSummary(app.now()));
};
