import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seededTrainer, seedTrainer } from "../../../shared/contracts/dev";
import { errorResponses } from "../../../shared/contracts/errors";

/**
 * POST /api/dev/trainers, outside production only (never registered there): end-to-end fixtures create
 * the trainers they need through this route, because PGlite lets only the server process open the
 * database. In the dev audience (plugins/audiences.ts): only for clients on this machine. The trainers
 * store writes the account, so the directory shows a listed trainer on the next request.
 */
export const devSeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/dev/trainers",
    { schema: { body: seedTrainer, response: { 201: seededTrainer, ...errorResponses(409) } } },
    async (request, reply) => {
      const { publicBio, ...input } = request.body;
      const created = await app.trainers.create({ ...input, profile: { publicBio } });
      return reply.status(201).send({ id: created.id, slug: created.slug, email: created.email });
    },
  );
};
