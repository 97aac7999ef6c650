/**
 * GET /api/geocode?q= (contracts/geo.ts geoEndpoints.geocode): the typed near-location as a point. The
 * gazetteer answers first; otherwise the public geocoder, through one queue per app (one upstream
 * request a second for every app server together, clients served in turn, a few pending requests each)
 * and the database cache (service.ts, geocoder.ts). 404 and 502 carry the spec's two alert texts; 429
 * (too many searches a minute, or too many waiting at once) says when to retry. The per-IP limit counts
 * in Redis when REDIS_URL is set (app.ts).
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GEOCODE_TOO_MANY, geoEndpoints } from "../../../shared/contracts/geo";
import { route } from "../../http/endpoint-route";
import { HttpError } from "../../http/http-error";
import { GEOCODE_TEXT, GeocodeBusy, GeocodeFailure } from "./geocoder";

/** Location searches allowed per IP address and minute. */
export const GEOCODE_PER_IP_PER_MINUTE = 60;

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, GEOCODE_TOO_MANY, undefined, { "retry-after": String(retryAfterSeconds) });

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = app.createRateLimit({
    max: GEOCODE_PER_IP_PER_MINUTE,
    timeWindow: "1 minute",
    keyGenerator: (req) => `geocode-ip:${req.ip}`,
  });
  const limit = async (request: FastifyRequest) => {
    const check = await perIp(request);
    if (!check.isAllowed && check.isExceeded) throw tooMany(Math.max(1, check.ttlInSeconds));
  };

  route(app, geoEndpoints.geocode, { onRequest: limit }, async (request, reply) => {
    let place: Awaited<ReturnType<typeof app.services.geo.geocode>>;
    try {
      place = await app.services.geo.geocode(request.query.q, request.ip);
    } catch (err) {
      if (err instanceof GeocodeBusy) throw tooMany(err.retryAfterSeconds);
      if (err instanceof GeocodeFailure) throw new HttpError(502, GEOCODE_TEXT.failed);
      throw err;
    }
    // Answers change rarely; the browser may keep one for a day.
    reply.header("cache-control", "public, max-age=86400");
    return place;
  });
};
