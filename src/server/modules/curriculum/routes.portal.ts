/**
 * The class modules and the signed-in trainer's progress (contracts/curriculum.ts), in the portal
 * audience: the caller is signed in before a handler runs, and progress is always the caller's.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { curriculumEndpoints as endpoints } from "../../../shared/contracts/curriculum";
import { route } from "../../http/endpoint-route";

export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const curriculum = app.services.curriculum;

  route(app, endpoints.forTrainer, async (request) => ({
    modules: await curriculum.forTrainer(request.account!),
  }));

  route(app, endpoints.markViewed, (request) => curriculum.markViewed(request.account!, request.params.id));
};
