/**
 * The signed-in account's own calls. Registered in the portal audience (plugins/audiences.ts): the
 * caller is signed in before a handler runs.
 *   GET  /api/me             who is signed in, with roles and how many documents are still unsigned
 *   POST /api/me/password    sets or changes the password (other sessions end)
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { me, setPassword } from "../../../shared/contracts/auth";
import { errorResponses, noContent } from "../../../shared/contracts/errors";
import { createLoginLimits } from "../../plugins/login-limits";
import { meOf } from "./me";
import { changePassword } from "./service";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createLoginLimits(app, "account");

  app.get("/api/me", { schema: { response: { 200: me } } }, async (request) => {
    return meOf(app, request.account!);
  });

  app.post(
    "/api/me/password",
    {
      preHandler: limits.passwordChange,
      schema: { body: setPassword, response: { 204: noContent, ...errorResponses(400, 403, 429) } },
    },
    async (request, reply) => {
      await changePassword(
        app.trainers,
        request.account!,
        request.body.newPassword,
        request.body.currentPassword,
        { hash: request.sessionHash, createdAt: request.sessionCreatedAt, now: app.now() },
      );
      return reply.status(204).send(null);
    },
  );
};
