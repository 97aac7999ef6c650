import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import { GEOCODE_TOO_MANY, geocodeAnswer, geocodeQuery } from "../../../shared/contracts/geo";
import { HttpError } from "../../http/http-error";
import { createGeocoder, GEOCODE_TEXT, GeocodeBusy, GeocodeFailure } from "./geocoder";
import { sharedBudget } from "./upstream-budget";

/** Location searches allowed per IP address and minute. */
export const GEOCODE_PER_IP_PER_MINUTE = 60;

/**
 * GET /api/geocode?q=: the typed near-location as a point. The gazetteer answers first; otherwise the
 * public geocoder, through one queue per app (one upstream request a second for every app server
 * together, clients served in turn, a few pending requests each) and the database cache. 404 and 502
 * carry the spec's two alert texts; 429 (too many searches a minute, or too many waiting at once) says
 * when to retry. The per-IP limit counts in Redis when REDIS_URL is set (app.ts).
 */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = createGeocoder({
    db: app.database.db,
    url: app.config.geocoderUrl,
    userAgent: `${app.config.site.brandName} trainer directory (${app.config.publicUrl})`,
    minIntervalMs: app.config.geocoderSlotMs,
    // One request a second for the whole site, however many app servers share it.
    budget: sharedBudget({ db: app.database.db, redis: app.redis, name: "geocoder", log: app.log }),
    log: app.log,
  });
  const perIp = app.createRateLimit({
    max: GEOCODE_PER_IP_PER_MINUTE,
    timeWindow: "1 minute",
    keyGenerator: (req) => `geocode-ip:${req.ip}`,
  });
  const limit = async (request: FastifyRequest) => {
    const check = await perIp(request);
    if (!check.isAllowed && check.isExceeded)
      throw new HttpError(429, GEOCODE_TOO_MANY, undefined, {
        "retry-after": String(Math.max(1, check.ttlInSeconds)),
      });
  };

  app.get(
    "/api/geocode",
    {
      onRequest: limit,
      schema: {
        querystring: geocodeQuery,
        response: { 200: geocodeAnswer, ...errorResponses(400, 404, 429, 502) },
      },
    },
    async (request, reply) => {
      let place: Awaited<ReturnType<typeof geocoder.geocode>>["place"];
      try {
        ({ place } = await geocoder.geocode(request.query.q, request.ip));
      } catch (err) {
        if (err instanceof GeocodeBusy)
          throw new HttpError(429, GEOCODE_TOO_MANY, undefined, {
            "retry-after": String(err.retryAfterSeconds),
          });
        if (err instanceof GeocodeFailure) throw new HttpError(502, GEOCODE_TEXT.failed);
        throw err;
      }
      if (!place) throw new HttpError(404, GEOCODE_TEXT.notFound);
      // Answers change rarely; the browser may keep one for a day.
      reply.header("cache-control", "public, max-age=86400");
      return place;
    },
  );
};
