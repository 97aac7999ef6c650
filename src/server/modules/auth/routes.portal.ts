/**
 * The signed-in account's own calls (contracts/auth.ts), in the portal audience (plugins/audiences.ts):
 * the caller is signed in before a handler runs.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authEndpoints as endpoints } from "../../../shared/contracts/auth";
import { route } from "../../http/endpoint-route";
import { createLoginLimits } from "../../plugins/login-limits";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  const limits = createLoginLimits(app, "account");

  route(app, endpoints.me, (request) => auth.me(request.account!));

  route(app, endpoints.setPassword, { preHandler: limits.passwordChange }, async (request, reply) => {
    const { newPassword, currentPassword } = request.body;
    await auth.changePassword(request.account!, newPassword, currentPassword, {
      hash: request.sessionHash,
      createdAt: request.sessionCreatedAt,
    });
    return reply.status(204).send(null);
  });
};
