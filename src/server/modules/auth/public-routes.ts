/**
 * Signing in and out, for anyone (spec portal §4, §7; docs/product.md "Security"):
 *   POST /api/magic-login          e-mails a sign-in link (or why there is none; the answer is the same)
 *   GET  /api/magic-link/status    whether a link can still be used
 *   POST /api/magic-link/consume   uses the link and starts a session
 *   POST /api/login                password sign-in
 *   POST /api/logout               ends the caller's session, if any
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  loggedIn,
  magicLinkConsume,
  magicLinkRequest,
  magicLinkSent,
  magicLinkStatus,
  magicLinkToken,
  passwordLoginRequest,
} from "../../../shared/contracts/auth";
import { errorResponses, noContent } from "../../../shared/contracts/errors";
import { HttpError } from "../../http/http-error";
import { createLoginLimits } from "../../plugins/login-limits";
import { landingFor } from "./accounts";
import { consumeMagicLink, linkState, passwordLogin, requestSignInLink } from "./service";
import { endSession, startSession } from "./sessions";

export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.database.db,
    trainers: app.trainers,
    config: app.config,
    site: app.site,
    mailer: app.mailer,
    now: () => app.now(),
  });
  const limits = createLoginLimits(app, "sign-in");

  app.post(
    "/api/magic-login",
    {
      preHandler: limits.linkRequest,
      schema: {
        body: magicLinkRequest,
        response: { 200: magicLinkSent, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request) =>
      requestSignInLink({ ...deps(), pacing: limits }, request.body.email, request.body.next),
  );

  app.get(
    "/api/magic-link/status",
    {
      preHandler: limits.linkUse,
      schema: { querystring: magicLinkToken, response: { 200: magicLinkStatus } },
    },
    async (request) => ({
      state: await linkState(app.database.db, request.query.token, request.query.email, app.now()),
    }),
  );

  app.post(
    "/api/magic-link/consume",
    {
      preHandler: limits.linkUse,
      schema: {
        body: magicLinkConsume,
        response: { 200: loggedIn, ...errorResponses(400, 403, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const account = await consumeMagicLink(deps(), request.body.token, request.body.email);
      await startSession(app.database.db, app.config, reply, request, account.id, app.now());
      return { redirect: landingFor(account, request.body.next) };
    },
  );

  app.post(
    "/api/login",
    {
      preHandler: limits.passwordAttempt,
      schema: {
        body: passwordLoginRequest,
        response: { 200: loggedIn, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const account = await passwordLogin(app.trainers, request.body.email, request.body.password).catch(
        async (err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 401) await limits.passwordResult(request, false);
          throw err;
        },
      );
      await limits.passwordResult(request, true);
      await startSession(app.database.db, app.config, reply, request, account.id, app.now());
      return { redirect: landingFor(account, request.body.next) };
    },
  );

  app.post("/api/logout", { schema: { response: { 204: noContent } } }, async (request, reply) => {
    await app.loadAccount(request);
    await endSession(app.database.db, app.config, reply, request.sessionHash);
    return reply.status(204).send(null);
  });
};
