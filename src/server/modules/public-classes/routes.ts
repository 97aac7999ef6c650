import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicClassDetail } from "../../../shared/contracts/public-classes";
import { HttpError } from "../../plugins/errors";
import { publicClassById } from "./service";

export const CLASS_NOT_FOUND = "Class not found";

/** GET /api/public-classes/{id}: one class of a listed trainer with the trainer, for anyone. */
export const publicClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/public-classes/:id",
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: publicClassDetail, 404: z.object({ error: z.string(), message: z.string() }) },
      },
    },
    async (request) => {
      const detail = await publicClassById(
        app.database.db,
        app.config.site.brandName,
        app.now(),
        request.params.id,
      );
      if (!detail) throw new HttpError(404, CLASS_NOT_FOUND);
      return detail;
    },
  );
};
