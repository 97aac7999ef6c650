/**
 * The console's view of a trainer's sign-ins (contracts/admin-trainer-record.ts; docs/decisions/0041):
 * how many live sessions they have, each as a device and its times; never a session's id or IP. Admin
 * audience: 401 to anonymous callers, 403 to trainers.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { trainerRecordAdminEndpoints as endpoints } from "../../../shared/contracts/admin-trainer-record";
import { route } from "../../http/endpoint-route";

export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.sessions, (request) => app.services.sessions.liveOfTrainer(request.params.id));
};
