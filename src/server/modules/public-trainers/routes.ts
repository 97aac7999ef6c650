import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendPrepared } from "../../http/prepared-body";
import { preparedList } from "./cache";

const HEADERS = { type: "application/json; charset=utf-8", cacheControl: "public, max-age=30" };

/**
 * GET /api/public-trainers (spec public-site 7): the prepared list, in the encoding the client accepts,
 * 304 when If-None-Match names the current ETag. @fastify/compress is off for this route: the bytes are
 * compressed once per change, not per request.
 */
export const publicTrainerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Not an async function: a prepared list is sent without a promise per request (the throughput goal).
  app.get("/api/public-trainers", { compress: false }, (request, reply) => {
    const list = preparedList(app.database, app.config.site.brandName, app.now());
    if (list instanceof Promise) return list.then((ready) => sendPrepared(request, reply, ready, HEADERS));
    sendPrepared(request, reply, list, HEADERS);
  });
};
