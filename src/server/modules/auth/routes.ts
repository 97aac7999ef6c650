import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  loggedIn,
  magicLinkRequest,
  magicLinkSent,
  magicLinkStatus,
  magicLinkToken,
  me,
  passwordLogin as passwordLoginBody,
  setPassword,
} from "../../../shared/contracts/auth";
import { HttpError } from "../../http/http-error";
import { createLoginLimits } from "../../plugins/login-limits";
import { landingFor } from "./accounts";
import { changePassword, consumeMagicLink, linkState, passwordLogin, sendMagicLink } from "./service";
import { endSession, startSession } from "./sessions";

const message = z.object({ error: z.string(), message: z.string() }).passthrough();

/** Login, session and password endpoints (spec portal §4, §7; decisions.md "Security"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, config: app.config, mailer: app.mailer, now: () => app.now() });
  const limits = createLoginLimits(app);

  app.post(
    "/api/magic-login",
    {
      preHandler: limits.linkRequest,
      schema: { body: magicLinkRequest, response: { 200: magicLinkSent, "4xx": message, 503: message } },
    },
    async (request) => sendMagicLink(deps(), request.body.email, request.body.next),
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
        body: magicLinkToken.extend({ next: z.string().max(500).optional() }),
        response: { 200: loggedIn, "4xx": message },
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
        body: passwordLoginBody.extend({ next: z.string().max(500).optional() }),
        response: { 200: loggedIn, "4xx": message },
      },
    },
    async (request, reply) => {
      const account = await passwordLogin(app.database.db, request.body.email, request.body.password).catch(
        (err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 401) limits.passwordResult(request, false);
          throw err;
        },
      );
      limits.passwordResult(request, true);
      await startSession(app.database.db, app.config, reply, request, account.id, app.now());
      return { redirect: landingFor(account, request.body.next) };
    },
  );

  app.post("/api/logout", { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await app.loadAccount(request);
    await endSession(app.database.db, app.config, reply, request.sessionHash);
    return reply.status(204).send(null);
  });

  app.get(
    "/api/me",
    { onRequest: app.requireTrainer, schema: { response: { 200: me } } },
    async (request) => {
      const a = request.account!;
      return {
        id: a.id,
        email: a.email,
        name: a.name,
        status: a.status,
        roles: a.roles,
        isAdmin: a.roles.includes("admin"),
        isAnnouncementAuthor: a.roles.includes("announcement_author"),
        hasPassword: Boolean(a.passwordHash),
      };
    },
  );

  app.post(
    "/api/me/password",
    {
      onRequest: app.requireTrainer,
      preHandler: limits.passwordChange,
      schema: { body: setPassword, response: { 204: z.null(), "4xx": message } },
    },
    async (request, reply) => {
      await changePassword(
        app.database.db,
        request.account!,
        request.body.newPassword,
        request.body.currentPassword,
        { hash: request.sessionHash, createdAt: request.sessionCreatedAt, now: app.now() },
      );
      return reply.status(204).send(null);
    },
  );
};
