import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { etagMatches, type PreparedList, pickEncoding, preparedList } from "./cache";

const CACHE_CONTROL = "public, max-age=30";

/**
 * GET /api/public-trainers (spec public-site 7): the prepared list, in the encoding the client accepts,
 * 304 when If-None-Match names the current ETag. @fastify/compress is off for this route: the bytes are
 * compressed once per change, not per request.
 */
export const publicTrainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = (request: FastifyRequest, reply: FastifyReply, list: PreparedList): void => {
    reply.header("cache-control", CACHE_CONTROL).header("etag", list.etag).header("vary", "Accept-Encoding");
    if (etagMatches(request.headers["if-none-match"], list.etag)) {
      reply.code(304).send();
      return;
    }
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    reply.type("application/json; charset=utf-8");
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    reply.send(encoding === "br" ? list.br : encoding === "gzip" ? list.gzip : list.identity);
  };

  // Not an async function: a prepared list is sent without a promise per request (the throughput goal).
  app.get("/api/public-trainers", { compress: false }, (request, reply) => {
    const list = preparedList(app.database, app.config.site.brandName, app.now());
    if (list instanceof Promise) return list.then((ready) => send(request, reply, ready));
    send(request, reply, list);
  });
};
