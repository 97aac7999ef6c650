/**
 * The class modules and the signed-in trainer's progress. Registered in the portal audience
 * (plugins/audiences.ts): the caller is signed in before a handler runs, and progress is always the
 * caller's.
 *   GET  /api/curriculum                       modules in week order, each resource with `viewed`
 *   POST /api/curriculum/resources/{id}/view   records that the caller opened the resource
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CURRICULUM_TEXT,
  curriculum,
  resourceParams,
  resourceViewed,
} from "../../../shared/contracts/curriculum";
import { errorResponses } from "../../../shared/contracts/errors";
import { HttpError } from "../../http/http-error";
import { CurriculumStore } from "./store";

export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new CurriculumStore(app.database);

  app.get("/api/curriculum", { schema: { response: { 200: curriculum } } }, async (request) => ({
    modules: await store.forTrainer(request.account!.id),
  }));

  app.post(
    "/api/curriculum/resources/:id/view",
    { schema: { params: resourceParams, response: { 200: resourceViewed, ...errorResponses(400, 404) } } },
    async (request) => {
      const resourceId = request.params.id;
      if (!(await store.markViewed(request.account!.id, resourceId)))
        throw new HttpError(404, CURRICULUM_TEXT.resourceNotFound);
      return { resourceId, viewed: true as const };
    },
  );
};
