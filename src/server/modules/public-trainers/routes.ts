import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jsonAnswer, sendKept } from "../../http/answer-cache";
import { loadPublicTrainers } from "./service";

/**
 * GET /api/public-trainers (spec public-site 7): the list prepared once per state of the public data
 * (plugins/public-answers.ts) and kept until "today" changes in one of the trainers' time zones (classes
 * of yesterday drop off), in the encoding the client accepts, 304 when If-None-Match names its ETag.
 * Not an async handler: a kept list is sent without a promise per request (the throughput goal).
 */
export const publicTrainerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/public-trainers", { compress: false }, (request, reply) => {
    const answer = app.publicAnswer("api/public-trainers", async () => {
      const { trainers, validUntil } = await loadPublicTrainers(
        app.database.db,
        app.config.site.brandName,
        app.now(),
      );
      return { ...jsonAnswer(200, trainers, "public, max-age=30"), validUntil };
    });
    return sendKept(request, reply, answer);
  });
};
