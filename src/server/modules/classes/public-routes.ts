/**
 * The public's class calls, for anyone:
 *   GET /api/public-classes/{id}   one class of a listed trainer with the trainer (/public/class/:id),
 *                                  prepared once per state of the public data (plugins/public-answers.ts)
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import {
  CLASS_NOT_FOUND,
  publicClassDetail,
  publicClassParams,
} from "../../../shared/contracts/public-classes";
import { jsonAnswer, sendKept } from "../../http/answer-cache";
import { publicClassById } from "./detail-view";

export const publicClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/public-classes/:id",
    {
      compress: false,
      schema: { params: publicClassParams, response: { 200: publicClassDetail, ...errorResponses(404) } },
    },
    (request, reply) => {
      const { id } = request.params;
      const answer = app.publicAnswer(`api/public-classes/${id}`, async () => {
        const detail = await publicClassById(app.database.db, app.config.site.brandName, app.now(), id);
        return detail
          ? jsonAnswer(200, publicClassDetail.parse(detail))
          : jsonAnswer(404, { error: "Not Found", message: CLASS_NOT_FOUND });
      });
      return sendKept(request, reply, answer);
    },
  );
};
