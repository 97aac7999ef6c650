/**
 * The public's trainer calls, for anyone. Each answer is prepared once per state of the public data
 * (plugins/public-answers.ts), 404s included, and sent without a promise per request once kept.
 *   GET /api/public-trainers              the directory list (spec public-site 7)
 *   GET /api/public-trainers/{id}         one public profile, for /public/trainer/:id
 *   GET /api/trainer-profile/{slug}       one public profile by slug; an old slug answers 404 naming
 *                                         the current one (`movedTo`), which the page itself answers 301
 * A numeric /api/trainer-profile/{id} is the owner's view, a portal call (trainers/profile-routes.ts,
 * docs/decisions/0010): anonymous callers get 401, never a public profile.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import {
  publicTrainer,
  publicTrainerParams,
  TRAINER_NOT_FOUND,
  trainerProfileParams,
} from "../../../shared/contracts/public-trainers";
import { jsonAnswer, sendKept } from "../../http/answer-cache";
import { currentSlugFor } from "./public-view";

export const publicTrainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const found = (trainer: unknown) => jsonAnswer(200, publicTrainer.parse(trainer));
  const missing = (movedTo?: string | null) =>
    jsonAnswer(404, { error: "Not Found", message: TRAINER_NOT_FOUND, ...(movedTo ? { movedTo } : {}) });

  // Kept until "today" changes in one of the trainers' time zones (classes of yesterday drop off).
  app.get("/api/public-trainers", { compress: false }, (request, reply) => {
    const answer = app.publicAnswer("api/public-trainers", async () => {
      const { trainers, validUntil } = await app.publicListing();
      return { ...jsonAnswer(200, trainers, "public, max-age=30"), validUntil };
    });
    return sendKept(request, reply, answer);
  });

  app.get(
    "/api/public-trainers/:id",
    {
      compress: false,
      schema: { params: publicTrainerParams, response: { 200: publicTrainer, ...errorResponses(404) } },
    },
    (request, reply) => {
      const { id } = request.params;
      const answer = app.publicAnswer(`api/public-trainers/${id}`, async () => {
        const trainer = (await app.publicListing()).byId.get(id);
        return trainer ? found(trainer) : missing();
      });
      return sendKept(request, reply, answer);
    },
  );

  app.get(
    "/api/trainer-profile/:trainerName",
    {
      compress: false,
      schema: { params: trainerProfileParams, response: { 200: publicTrainer, ...errorResponses(404) } },
    },
    (request, reply) => {
      const { trainerName } = request.params;
      const answer = app.publicAnswer(`api/trainer-profile/${trainerName}`, async () => {
        const trainer = (await app.publicListing()).bySlug.get(trainerName);
        if (trainer) return found(trainer);
        return missing(await currentSlugFor(app.database.db, trainerName));
      });
      return sendKept(request, reply, answer);
    },
  );
};
