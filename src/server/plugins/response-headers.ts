/**
 * Headers every answer carries, set by one synchronous onRequest hook from values computed once:
 * helmet's security headers (Content-Security-Policy with `frame-ancestors 'none'`, X-Frame-Options
 * DENY, HSTS in production, ...), the Permissions-Policy (helmet has no option for it), and
 * `Cache-Control: no-store` on /api answers, which public routes replace with their own caching, so no
 * private answer (/api/me, a sign-in, an error) is kept by a browser or a shared cache.
 * @fastify/helmet rebuilt helmet's whole configuration on every request (a fifth of a cached page's
 * time): docs/decisions/0009-hardening.md.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** Features the site never uses are off; geolocation stays on for the site itself ("Use My Location"). */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), payment=(), usb=(), geolocation=(self), interest-cohort=()";

export function securityHeaders(production: boolean): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": production ? [] : null,
        // No site may frame ours (clickjacking); X-Frame-Options says the same to older browsers.
        "frame-ancestors": ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    hsts: production,
    crossOriginEmbedderPolicy: false,
  };
  const headers: Record<string, string> = {};
  // helmet is a middleware that only sets and removes headers: run it once against a recorder.
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  headers["permissions-policy"] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * What a hashed script or stylesheet (/assets/…) needs of those headers: the document-level policies
 * (CSP, framing, referrer, permissions, COOP) apply to documents only, and a phone's first page asks for
 * twenty to forty such files, each of which carried a kilobyte of them. Kept: no MIME sniffing, the
 * resource policy, and HSTS where it is on.
 */
const ASSET_HEADERS = new Set([
  "x-content-type-options",
  "cross-origin-resource-policy",
  "strict-transport-security",
]);

const isAsset = (url: string) => url.startsWith("/assets/");

const isApi = (url: string) =>
  url.startsWith("/api") && (url.length === 4 || url[4] === "/" || url[4] === "?");

export function registerResponseHeaders(app: FastifyInstance) {
  const headers = Object.entries(securityHeaders(app.config.production));
  const assetHeaders = headers.filter(([name]) => ASSET_HEADERS.has(name));
  app.addHook("onRequest", (request, reply, done) => {
    for (const [name, value] of isAsset(request.url) ? assetHeaders : headers) reply.header(name, value);
    if (isApi(request.url)) reply.header("cache-control", "no-store");
    done();
  });
}
