import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { emailField, trainerStatus } from "../../../shared/contracts/auth";
import { HttpError } from "../../http/http-error";
import { loopbackOnly } from "../../http/loopback";
import { invalidatePublicTrainers } from "../public-trainers/cache";
import { createTrainerAccount, emailTaken } from "../trainers/service";

const seedTrainer = z.object({
  name: z.string().trim().min(2).max(120),
  email: emailField,
  status: trainerStatus.default("certified"),
  city: z.string().max(100).optional(),
  state: z.string().max(3).optional(),
  publicBio: z.string().max(350).optional(),
});

/**
 * Outside production only (never registered there): end-to-end fixtures create the trainers they need
 * through this route, because PGlite lets only the server process open the database. Only for clients on
 * this machine; anyone else gets the 404 of a route that does not exist.
 */
export const devSeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", loopbackOnly);
  app.post(
    "/api/dev/trainers",
    {
      schema: {
        body: seedTrainer,
        response: { 201: z.object({ id: z.number(), slug: z.string(), email: z.string() }) },
      },
    },
    async (request, reply) => {
      const { publicBio, ...input } = request.body;
      const created = await app.database.db.transaction(async (tx) => {
        if (await emailTaken(tx, input.email))
          throw new HttpError(409, "A trainer with this e-mail already exists.");
        return createTrainerAccount(tx, { ...input, profile: { publicBio } });
      });
      invalidatePublicTrainers(app);
      return reply.status(201).send({ id: created.id, slug: created.slug, email: created.email });
    },
  );
};
