/**
 * Cross-site request refusal (docs/product.md "Security" 3): a state-changing /api request must be JSON
 * (or multipart where a route takes a file), and, when the browser says where it comes from, come from
 * the site's own origin. The storefront webhook is the one exception: its HMAC authenticates it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http/http-error";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const CSRF_EXEMPT_PATHS = new Set(["/api/webhooks/storefront/orders-paid"]);
const MULTIPART_PATHS = new Set(["/api/upload-profile-picture"]);

function ownOrigins(app: FastifyInstance, request: FastifyRequest): Set<string> {
  return new Set([new URL(app.config.publicUrl).origin, `${request.protocol}://${request.host}`]);
}

export function registerCsrf(app: FastifyInstance) {
  // A synchronous hook: reads (most requests) pass without a promise.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    try {
      refuseCrossSite(app, request);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
}

function refuseCrossSite(app: FastifyInstance, request: FastifyRequest) {
  const path = request.url.split("?")[0] ?? "";
  if (!path.startsWith("/api/") || CSRF_EXEMPT_PATHS.has(path)) return;

  const site = request.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none")
    throw new HttpError(403, "Cross-site requests are not allowed.");
  const origin = request.headers.origin;
  if (origin && !ownOrigins(app, request).has(origin))
    throw new HttpError(403, "Cross-site requests are not allowed.");

  const hasBody =
    Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;
  if (!hasBody) return;
  const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  const allowed =
    type === "application/json" || (type === "multipart/form-data" && MULTIPART_PATHS.has(path));
  if (!allowed) throw new HttpError(415, "Send this request as JSON (Content-Type: application/json).");
}
