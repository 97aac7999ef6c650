/**
 * The visitor's reservation calls (contracts/reservations.ts reservationEndpoints), in the public
 * audience: reserve, the live spot count, and the e-mailed links' actions (confirm, manage, cancel,
 * claim), each a POST but the manage read. Rate-limited per address and per e-mail (limits.ts). The
 * spot count is a small live read, never kept with the prepared public answers, so a reservation does
 * not make every public page stale.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { classSpotEndpoints } from "../../../shared/contracts/class-spots";
import { reservationEndpoints as endpoints } from "../../../shared/contracts/reservations";
import { route } from "../../http/endpoint-route";
import { reservationLimits } from "./limits";

export const reservationPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const reservations = app.services.reservations;
  const limits = reservationLimits(app);
  const linkUse = { preHandler: limits.linkUse };

  route(app, endpoints.reserve, { preHandler: limits.reserve }, async (request, reply) =>
    reply.status(201).send(await reservations.reserve(request.params.id, request.body)),
  );

  route(app, endpoints.spots, (request, reply) => {
    // Live: a few seconds' staleness at most in a shared cache.
    void reply.header("cache-control", "public, max-age=5");
    return reservations.spots(request.params.id);
  });

  route(app, classSpotEndpoints.many, async (request, reply) => {
    void reply.header("cache-control", "public, max-age=5");
    return { spots: await reservations.spotsOfMany(request.query.ids) };
  });

  route(app, endpoints.confirm, linkUse, (request) => reservations.confirm(request.body.token));
  route(app, endpoints.manage, linkUse, (request, reply) => {
    void reply.header("cache-control", "private, no-store");
    return reservations.manage(request.query.token);
  });
  route(app, endpoints.cancel, linkUse, (request) => reservations.cancel(request.body.token));
  route(app, endpoints.claim, linkUse, (request) => reservations.claim(request.body.token));

  const notices = app.services.reservationNotices;
  await app.register(async (scope) => {
    // Only in this scope: "List-Unsubscribe=One-Click" as RFC 8058 sends it (other routes take JSON).
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    route(scope, endpoints.remindersOff, linkUse, (request) => notices.remindersOff(request.query.token));
  });
};
