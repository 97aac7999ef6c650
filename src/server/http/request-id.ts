/**
 * Request ids (docs/decisions/0031-logs-health-startup.md): a proxy or a caller's `X-Request-Id` is
 * kept when it is a plain token, so one id follows a request through the load balancer, the app's log
 * lines (Fastify's `reqId`) and the answer; anything else gets a new UUID. A refused value is never
 * echoed: it could carry line breaks or markup into a log viewer, or be long enough to bloat every line.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the incoming id when sane, else a new UUID. A repeated header arrives joined by ", ": refused. */
export function requestIdOf(request: Pick<IncomingMessage, "headers">): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && SANE_ID.test(given) ? given : randomUUID();
}

/**
 * Every answer carries its id: set in the first onRequest hook, before any hook can answer early (the
 * Host guard's 421, a redirect), and kept by the error and not-found handlers, which only add headers.
 */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
