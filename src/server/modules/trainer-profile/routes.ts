import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicTrainer } from "../../../shared/contracts/public-trainers";
import { HttpError } from "../../plugins/errors";
import { currentSlugFor, publicTrainerById, publicTrainerBySlug } from "./service";

export const TRAINER_NOT_FOUND = "Trainer not found";

const notFound = z.object({ error: z.string(), message: z.string(), movedTo: z.string().optional() });

/**
 * GET /api/trainer-profile/{slug}: the public profile, for anyone (decisions.md "Accounts"). An old
 * slug answers 404 naming the current one (`movedTo`), so the screen can follow it; the page itself
 * answers 301. A numeric value is never a slug: the owner's full profile by id comes with the portal.
 * GET /api/public-trainers/{id}: the same public profile by id, for /public/trainer/:id.
 */
export const trainerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const brand = () => app.config.site.brandName;

  app.get(
    "/api/trainer-profile/:trainerName",
    {
      schema: {
        params: z.object({ trainerName: z.string().min(1).max(200) }),
        response: { 200: publicTrainer, 404: notFound },
      },
    },
    async (request, reply) => {
      const { trainerName } = request.params;
      const trainer = await publicTrainerBySlug(app.database.db, brand(), app.now(), trainerName);
      if (trainer) return trainer;
      const movedTo = await currentSlugFor(app.database.db, trainerName);
      if (movedTo) return reply.status(404).send({ error: "Not Found", message: TRAINER_NOT_FOUND, movedTo });
      throw new HttpError(404, TRAINER_NOT_FOUND);
    },
  );

  app.get(
    "/api/public-trainers/:id",
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: publicTrainer, 404: notFound },
      },
    },
    async (request) => {
      const trainer = await publicTrainerById(app.database.db, brand(), app.now(), request.params.id);
      if (!trainer) throw new HttpError(404, TRAINER_NOT_FOUND);
      return trainer;
    },
  );
};
