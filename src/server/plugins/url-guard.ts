/**
 * Addresses whose bytes cannot be read answer 400 before any route sees them: a NUL (PostgreSQL refuses
 * it inside text, which answered 500), a control character, or percent-encoding that is not UTF-8.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API_PREFIX } from "../../shared/contracts/endpoint";
import { statusText } from "../http/http-error";

export const UNREADABLE_ADDRESS = "This address has characters we can't read. Please check the link.";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const CONTROL = /[\u0000-\u001f\u007f]/;

export function unreadableUrl(url: string): boolean {
  if (CONTROL.test(url)) return true;
  if (!url.includes("%")) return false;
  try {
    // Query values may carry "+" for spaces; that does not change what decodes.
    return decodeURIComponent(url).includes("\u0000");
  } catch {
    return true;
  }
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  const api = request.url.startsWith(API_PREFIX);
  reply
    .status(400)
    .header("cache-control", "no-store")
    .type(api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8")
    .send(api ? { error: "Bad Request", message: UNREADABLE_ADDRESS } : UNREADABLE_ADDRESS);
}

export function registerUrlGuard(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    if (unreadableUrl(request.url)) return refuse(request, reply);
    done();
  });
}

/**
 * Fastify's `frameworkErrors`: the router refuses a path it cannot decode before any hook runs; it gets
 * the same answer. Anything else keeps Fastify's own.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_BAD_URL") return refuse(request, reply);
  const status = error.statusCode ?? 500;
  reply.status(status).send({ error: statusText(status), message: error.message });
}
