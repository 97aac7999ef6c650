/**
 * The site answers only at its own addresses (docs/product.md "Security"): a request whose Host (or,
 * from a proxy named in TRUST_PROXY, X-Forwarded-Host) is not one of them gets 421 before any route,
 * limit or page runs. This stops DNS rebinding (a stranger's domain pointed at the server, whose pages
 * would then read our answers as their own origin) and links or pages built for a made-up host.
 *
 * The site's origins come from the configuration only: PUBLIC_URL's, ALLOWED_ORIGINS, and outside
 * production the loopback names with the port the server listens on (http://localhost:3000 in
 * development). The CSRF check (csrf.ts) accepts the same origins. GET /api/health (and its /live and
 * /ready) answers at any address: load balancers probe each server by its own address, and the answer
 * holds nothing private.
 * GET /metrics too: Prometheus scrapes each server by its own address, and plugins/metrics.ts lets only
 * this machine or a bearer of METRICS_TOKEN read it.
 */
import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API_PREFIX } from "../../shared/contracts/endpoint";
import type { AppConfig } from "../config";
import { isProbe } from "../http/request-log";

export const WRONG_HOST = "This site is not served at this address.";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** The origins the site is served at ("https://trainers.example"), for a server listening on `port`. */
export function siteOrigins(config: AppConfig, port: number): Set<string> {
  const origins = new Set([new URL(config.publicUrl).origin, ...config.allowedOrigins]);
  if (!config.production)
    for (const name of LOOPBACK_NAMES) origins.add(new URL(`http://${name}:${port}`).origin);
  return origins;
}

/** Where the site is served: its origins (csrf.ts), and their Host values with and without the default port. */
export type SiteAddresses = { origins: Set<string>; hosts: Set<string> };

export function siteAddresses(config: AppConfig, port: number): SiteAddresses {
  const origins = siteOrigins(config, port);
  const hosts = new Set<string>();
  for (const origin of origins) {
    const url = new URL(origin);
    hosts.add(url.host);
    if (!url.port) hosts.add(`${url.hostname}:${url.protocol === "https:" ? 443 : 80}`);
  }
  return { origins, hosts };
}

/** The site's addresses, kept up to date: with PORT=0 the port is known once the server listens. */
export function liveSiteAddresses(app: FastifyInstance): () => SiteAddresses {
  let addresses = siteAddresses(app.config, app.config.port);
  app.addHook("onListen", (done) => {
    const address = app.server.address() as AddressInfo | null;
    if (address?.port) addresses = siteAddresses(app.config, address.port);
    done();
  });
  return () => addresses;
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  const api = request.url.startsWith(API_PREFIX);
  reply
    .status(421)
    .header("cache-control", "no-store")
    .type(api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8")
    .send(api ? { error: "Misdirected Request", message: WRONG_HOST } : WRONG_HOST);
}

export function registerHostGuard(app: FastifyInstance, site: () => SiteAddresses) {
  // A synchronous hook, the first of all: nothing else runs for a request at a foreign address. Only
  // the host is compared, not the scheme: a proxy that does not say "https" must not lock people out.
  app.addHook("onRequest", (request, reply, done) => {
    if (site().hosts.has(request.host.toLowerCase())) return done();
    if (isProbe(request.url)) return done();
    refuse(request, reply);
  });
}
