/**
 * Signing in and out, for anyone (contracts/auth.ts; spec portal §4, §7; docs/product.md "Security").
 * The rate limits (plugins/login-limits.ts) run before the handlers; a password failure counts too.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authEndpoints as endpoints } from "../../../shared/contracts/auth";
import { route } from "../../http/endpoint-route";
import { Unauthorized } from "../../platform/domain-errors";
import { createLoginLimits } from "../../plugins/login-limits";
import { landingFor } from "./accounts";
import { clearSessionCookie, sessionCookieName, setSessionCookie } from "./cookies";

export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, sessions } = app.services;
  const limits = createLoginLimits(app, "sign-in");

  /** Starts the trainer's session; the one the request carried ends first. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, trainerId: number) {
    const id = await sessions.startTrainer(trainerId, request.cookies[sessionCookieName(app.config)], {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    setSessionCookie(reply, app.config, id);
  }

  route(app, endpoints.requestLink, { preHandler: limits.linkRequest }, (request) =>
    auth.requestSignInLink(request.body.email, request.body.next, limits),
  );

  route(app, endpoints.linkStatus, { preHandler: limits.linkUse }, async (request) => ({
    state: await auth.linkState(request.query.token, request.query.email),
  }));

  route(app, endpoints.consumeLink, { preHandler: limits.linkUse }, async (request, reply) => {
    const account = await auth.consumeMagicLink(request.body.token, request.body.email);
    await signIn(request, reply, account.id);
    return { redirect: landingFor(account, request.body.next) };
  });

  route(app, endpoints.passwordLogin, { preHandler: limits.passwordAttempt }, async (request, reply) => {
    const account = await auth
      .passwordLogin(request.body.email, request.body.password)
      .catch(async (err: unknown) => {
        if (err instanceof Unauthorized) await limits.passwordResult(request, false);
        throw err;
      });
    await limits.passwordResult(request, true);
    await signIn(request, reply, account.id);
    return { redirect: landingFor(account, request.body.next) };
  });

  route(app, endpoints.logout, async (request, reply) => {
    await app.loadAccount(request);
    await sessions.end(request.sessionHash);
    clearSessionCookie(reply, app.config);
    return reply.status(204).send(null);
  });
};
