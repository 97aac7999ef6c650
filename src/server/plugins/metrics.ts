/**
 * GET /metrics in Prometheus text (docs/decisions/0030-metrics.md), and the request metrics behind it.
 * Outside /api, so it is in no audience and not in the route registry the authorization matrix reads;
 * not a screen, so not in the sitemap; "metrics" is a reserved first segment (shared/routes.ts), so no
 * trainer's page can sit under it. Only this machine or a holder of METRICS_TOKEN can read it; anyone
 * else gets the 404 of an unknown path.
 */
import type { FastifyInstance } from "fastify";
import { isLoopbackRequest } from "../http/loopback";
import { mayReadMetrics } from "../metrics/access";
import { routeLabel } from "../metrics/route-label";
import { registerScrapeGauges } from "../metrics/scrape-gauges";

export const METRICS_PATH = "/metrics";

export function registerMetrics(app: FastifyInstance) {
  const metrics = app.metrics;
  registerScrapeGauges(app, metrics);

  app.addHook("onResponse", (request, reply, done) => {
    const pattern = request.routeOptions.url;
    // The scrapes themselves are not the site's traffic: they would weigh on its rates and latencies.
    if (pattern !== METRICS_PATH)
      metrics.observeRequest(
        request.method,
        routeLabel(pattern, request.method, request.url),
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    done();
  });

  app.get(
    METRICS_PATH,
    {
      onRequest: (request, reply, done) => {
        const allowed = mayReadMetrics({
          loopback: isLoopbackRequest(request),
          authorization: request.headers.authorization,
          token: app.config.metricsToken,
        });
        if (allowed) return done();
        reply.callNotFound();
      },
    },
    async (_request, reply) => {
      const text = await metrics.text();
      return reply.header("cache-control", "no-store").type(metrics.contentType).send(text);
    },
  );
}
