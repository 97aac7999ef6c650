import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicTrainer } from "../../../shared/contracts/public-trainers";
import { jsonAnswer, sendKept } from "../../http/answer-cache";
import { currentSlugFor, publicTrainerById, publicTrainerBySlug } from "./service";

export const TRAINER_NOT_FOUND = "Trainer not found";

const notFound = z.object({ error: z.string(), message: z.string(), movedTo: z.string().optional() });

/**
 * GET /api/trainer-profile/{slug}: the public profile, for anyone (decisions.md "Accounts"). An old
 * slug answers 404 naming the current one (`movedTo`), so the screen can follow it; the page itself
 * answers 301. A numeric value is never a slug: the owner's full profile by id comes with the portal.
 * GET /api/public-trainers/{id}: the same public profile by id, for /public/trainer/:id.
 * Both are prepared once per state of the public data (plugins/public-answers.ts), 404s included.
 */
export const trainerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const brand = () => app.config.site.brandName;
  const found = (trainer: z.input<typeof publicTrainer>) => jsonAnswer(200, publicTrainer.parse(trainer));
  const missing = (movedTo?: string | null) =>
    jsonAnswer(404, { error: "Not Found", message: TRAINER_NOT_FOUND, ...(movedTo ? { movedTo } : {}) });

  app.get(
    "/api/trainer-profile/:trainerName",
    {
      compress: false,
      schema: {
        params: z.object({ trainerName: z.string().min(1).max(200) }),
        response: { 200: publicTrainer, 404: notFound },
      },
    },
    (request, reply) => {
      const { trainerName } = request.params;
      const answer = app.publicAnswer(`api/trainer-profile/${trainerName}`, async () => {
        const trainer = await publicTrainerBySlug(app.database.db, brand(), app.now(), trainerName);
        if (trainer) return found(trainer);
        return missing(await currentSlugFor(app.database.db, trainerName));
      });
      return sendKept(request, reply, answer);
    },
  );

  app.get(
    "/api/public-trainers/:id",
    {
      compress: false,
      schema: {
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: publicTrainer, 404: notFound },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      const answer = app.publicAnswer(`api/public-trainers/${id}`, async () => {
        const trainer = await publicTrainerById(app.database.db, brand(), app.now(), id);
        return trainer ? found(trainer) : missing();
      });
      return sendKept(request, reply, answer);
    },
  );
};
