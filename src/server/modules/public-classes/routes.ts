import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicClassDetail } from "../../../shared/contracts/public-classes";
import { jsonAnswer, sendKept } from "../../http/answer-cache";
import { publicClassById } from "./service";

export const CLASS_NOT_FOUND = "Class not found";

/**
 * GET /api/public-classes/{id}: one class of a listed trainer with the trainer, for anyone; prepared
 * once per state of the public data (plugins/public-answers.ts).
 */
export const publicClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/public-classes/:id",
    {
      compress: false,
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: publicClassDetail, 404: z.object({ error: z.string(), message: z.string() }) },
      },
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
