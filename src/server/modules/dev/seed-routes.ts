import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seededMail, seededTrainer, seedFailedMail, seedTrainer } from "../../../shared/contracts/dev";
import { errorResponses } from "../../../shared/contracts/errors";
import { mailOutbox } from "../../db/schema";
import { MAX_ATTEMPTS } from "../outbox/backoff";

/**
 * POST /api/dev/trainers, outside production only (never registered there): end-to-end fixtures create
 * the trainers they need through this route, because PGlite lets only the server process open the
 * database. In the dev audience (plugins/audiences.ts): only for clients on this machine. The trainers
 * store writes the account, so the directory shows a listed trainer on the next request; `withoutProfile`
 * then deletes its profile record (an account left without one, which the dashboard must explain).
 * POST /api/dev/outbox/failed writes an e-mail as the outbox leaves it after its last try: a built
 * server cannot wait the two hours of retries (docs/decisions/0028-outbox.md).
 */
export const devSeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/dev/trainers",
    { schema: { body: seedTrainer, response: { 201: seededTrainer, ...errorResponses(409) } } },
    async (request, reply) => {
      const { publicBio, withoutProfile, ...input } = request.body;
      const created = await app.trainers.create({ ...input, profile: { publicBio } });
      if (withoutProfile) await app.trainers.removeProfile(created.id);
      return reply.status(201).send({ id: created.id, slug: created.slug, email: created.email });
    },
  );

  app.post(
    "/api/dev/outbox/failed",
    { schema: { body: seedFailedMail, response: { 201: seededMail } } },
    async (request, reply) => {
      const { to, subject } = request.body;
      const [row] = await app.database.db
        .insert(mailOutbox)
        .values({
          to,
          subject,
          text: `${subject}\n\nA test e-mail.`,
          html: `<p>A test e-mail.</p>`,
          kind: "dev-test",
          status: "failed",
          attempts: MAX_ATTEMPTS,
          error: "Error: connect ECONNREFUSED (seeded)",
          nextAttemptAt: app.now(),
        })
        .returning({ id: mailOutbox.id });
      return reply.status(201).send({ id: row!.id });
    },
  );
};
