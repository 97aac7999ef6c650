/**
 * Class alerts' public routes (contracts/class-alerts.ts, decision 0042). Requests are limited per IP
 * address and per e-mail (each confirmation is an e-mail to someone: nobody may flood a mailbox), links
 * per IP; with REDIS_URL the counts are shared by every app server (@fastify/rate-limit, app.ts).
 * The one-click unsubscribe (RFC 8058) is the one route here a mail provider calls: a form body
 * ("List-Unsubscribe=One-Click") from its own servers, so it sits in a scope that reads forms and is
 * exempt from the Origin check (plugins/csrf.ts); its signed token is what authenticates it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CLASS_ALERT_TEXT, classAlertEndpoints as endpoints } from "../../../shared/contracts/class-alerts";
import { route } from "../../http/endpoint-route";
import { HttpError } from "../../http/http-error";

/** Requests for alerts from one IP address an hour, and confirmation e-mails to one address a day. */
export const SUBSCRIBE_PER_IP_PER_HOUR = 10;
export const SUBSCRIBE_PER_EMAIL_PER_DAY = 5;
/** Confirm and unsubscribe calls from one IP address a minute (a mail provider unsubscribes many). */
export const LINKS_PER_IP_PER_MINUTE = 60;

type Limit = (request: FastifyRequest) => Promise<void>;

function limiter(
  app: FastifyInstance,
  max: number,
  timeWindow: string,
  key: (req: FastifyRequest) => string,
): Limit {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: key });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded)
      throw new HttpError(429, CLASS_ALERT_TEXT.tooMany, undefined, {
        "retry-after": String(Math.max(1, result.ttlInSeconds)),
      });
  };
}

export const classAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = app.services.classAlerts;
  if (!app.config.linkSigningSecret)
    app.log.warn("LINK_SIGNING_SECRET is not set: class alerts are off (docs/deployment.md)");

  const perIp = limiter(app, SUBSCRIBE_PER_IP_PER_HOUR, "1 hour", (req) => `class-alerts-ip:${req.ip}`);
  const perEmail = limiter(
    app,
    SUBSCRIBE_PER_EMAIL_PER_DAY,
    "1 day",
    (req) => `class-alerts-email:${(req.body as { email: string }).email}`,
  );
  const links = limiter(app, LINKS_PER_IP_PER_MINUTE, "1 minute", (req) => `class-alert-links-ip:${req.ip}`);

  // Counted once the body is valid: the per-e-mail key is the checked address.
  route(
    app,
    endpoints.subscribe,
    {
      preHandler: async (request) => {
        await perIp(request);
        await perEmail(request);
      },
    },
    async (request, reply) => reply.status(202).send(await alerts.request(request.body)),
  );

  route(app, endpoints.confirm, { onRequest: links }, (request) => alerts.confirm(request.body.token));

  await app.register(async (scope) => {
    // Only in this scope: "List-Unsubscribe=One-Click" as RFC 8058 sends it (other routes take JSON).
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    route(scope, endpoints.unsubscribe, { onRequest: links }, (request) =>
      alerts.unsubscribe(request.query.token),
    );
  });
};
