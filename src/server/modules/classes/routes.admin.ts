/**
 * The console's view of a trainer's classes (contracts/admin-trainer-record.ts; docs/decisions/0041):
 * read only, for the trainer's page. Admin audience: 401 to anonymous callers, 403 to trainers.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { trainerRecordAdminEndpoints as endpoints } from "../../../shared/contracts/admin-trainer-record";
import { route } from "../../http/endpoint-route";

export const adminClassRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.classes, (request) => app.services.classes.forAdmin(request.params.id));
};
