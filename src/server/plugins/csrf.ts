/**
 * Cross-site request refusal (docs/product.md "Security" 3): a state-changing /api request must be JSON
 * (or multipart where a route takes a file), and, when the browser says where it comes from, come from
 * the site's own origin. The storefront webhook is the one exception: its HMAC authenticates it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { classAlertEndpoints } from "../../shared/contracts/class-alerts";
import { API_PREFIX } from "../../shared/contracts/endpoint";
import { onboardingEndpoints } from "../../shared/contracts/onboarding";
import { pictureEndpoints } from "../../shared/contracts/pictures";
import { reservationEndpoints } from "../../shared/contracts/reservations";
import { HttpError } from "../http/http-error";
import type { SiteAddresses } from "./host-guard";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * The storefront's webhook: its HMAC over the raw body authenticates it, not an origin. A class alert's
 * one-click unsubscribe (RFC 8058): a mail provider posts a form from its own servers, and the link's
 * signed token authenticates it (all it can do is end that address's alerts). A reservation reminder's
 * one-click unsubscribe likewise (all it can do is turn that address's reminders off).
 */
export const CSRF_EXEMPT_PATHS = new Set<string>([
  onboardingEndpoints.storefrontWebhook.path,
  classAlertEndpoints.unsubscribe.path,
  reservationEndpoints.remindersOff.path,
]);
/** The routes that take a file: their definitions say `multipart`. */
const MULTIPART_PATHS = new Set<string>([pictureEndpoints.upload.path]);

/** A browser's Origin header as a URL writes it, or undefined ("null", or not an origin at all). */
function readOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

/**
 * The site's own origins come from the configuration (host-guard.ts), never from the request: a Host
 * header is the sender's to choose, so a forged Host with a matching Origin proves nothing.
 */
export function registerCsrf(app: FastifyInstance, site: () => SiteAddresses) {
  // A synchronous hook: reads (most requests) pass without a promise.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    try {
      refuseCrossSite(request, site().origins);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
}

function refuseCrossSite(request: FastifyRequest, origins: Set<string>) {
  const path = request.url.split("?")[0] ?? "";
  if (!path.startsWith(API_PREFIX) || CSRF_EXEMPT_PATHS.has(path)) return;

  const site = request.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none")
    throw new HttpError(403, "Cross-site requests are not allowed.");
  const origin = request.headers.origin;
  if (origin && !origins.has(readOrigin(origin) ?? ""))
    throw new HttpError(403, "Cross-site requests are not allowed.");

  const hasBody =
    Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;
  if (!hasBody) return;
  const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  const allowed =
    type === "application/json" || (type === "multipart/form-data" && MULTIPART_PATHS.has(path));
  if (!allowed) throw new HttpError(415, "Send this request as JSON (Content-Type: application/json).");
}
