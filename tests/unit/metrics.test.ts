/** The pure parts of GET /metrics (docs/decisions/0030-metrics.md). */
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { AnswerCache, jsonAnswer } from "../../src/server/http/answer-cache";
import { isProbe } from "../../src/server/http/request-log";
import { bearerMatches, mayReadMetrics } from "../../src/server/metrics/access";
import { createAppMetrics } from "../../src/server/metrics/app-metrics";
import { routeLabel } from "../../src/server/metrics/route-label";
import { registerScrapeGauges } from "../../src/server/metrics/scrape-gauges";
import { sampleValue } from "../support/prom-text";

const TOKEN = "metrics-token-0123456789";

describe("who may read /metrics", () => {
  it("takes exactly `Bearer <token>`, the scheme in any case", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const header of [
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      "Bearer ",
      "",
    ])
      expect(bearerMatches(header, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });

  it("never opens on a token when none is configured", () => {
    expect(bearerMatches("Bearer undefined", undefined)).toBe(false);
    expect(mayReadMetrics({ loopback: false, authorization: "Bearer ", token: undefined })).toBe(false);
  });

  it("lets this machine in without a token, anyone else only with it", () => {
    expect(mayReadMetrics({ loopback: true, authorization: undefined, token: undefined })).toBe(true);
    expect(mayReadMetrics({ loopback: false, authorization: undefined, token: TOKEN })).toBe(false);
    expect(mayReadMetrics({ loopback: false, authorization: `Bearer ${TOKEN}`, token: TOKEN })).toBe(true);
  });
});

describe("routeLabel", () => {
  it("is the route's pattern, the build's hashed files as one", () => {
    expect(routeLabel("/api/public-trainers/:id", "GET", "/api/public-trainers/7")).toBe(
      "/api/public-trainers/:id",
    );
    expect(routeLabel("/assets/index-3fa9c1.js", "GET", "/assets/index-3fa9c1.js")).toBe("/assets/*");
    expect(routeLabel("/favicon.svg", "GET", "/favicon.svg")).toBe("/favicon.svg");
  });

  it("names a path without a route by its screen, never by the path itself", () => {
    expect(routeLabel(undefined, "GET", "/dana-whitfield?ref=x")).toBe("page:trainer-profile-by-slug");
    expect(routeLabel(undefined, "GET", "/find-trainer/texas")).toBe(
      routeLabel(undefined, "GET", "/find-trainer/ohio"),
    );
    expect(routeLabel(undefined, "GET", "/a/b/c/d")).toBe("page:not-found");
    expect(routeLabel(undefined, "GET", "/api/whatever/123")).toBe("unmatched");
    expect(routeLabel(undefined, "POST", "/dana-whitfield")).toBe("unmatched");
  });
});

describe("isProbe", () => {
  it("knows the probes (health endpoints and /metrics) whatever their query, and nothing else", () => {
    for (const url of ["/api/health", "/api/health/live?x=1", "/api/health/ready", "/metrics"])
      expect(isProbe(url)).toBe(true);
    for (const url of ["/api/healthz", "/metrics/x", "/", "/api/me"]) expect(isProbe(url)).toBe(false);
  });
});

describe("AnswerCache onLookup", () => {
  it("tells a build (miss) from a kept answer or a joined build (hit)", async () => {
    const seen: string[] = [];
    const cache = new AnswerCache({ onLookup: (r) => seen.push(r) });
    const build = async () => jsonAnswer(200, { ok: true });
    await Promise.all([cache.get("k", 1, 0, build), cache.get("k", 1, 0, build)]);
    cache.get("k", 1, 0, build);
    expect(seen).toEqual(["miss", "hit", "hit"]);
  });
});

/** An app with just what the scrape-time gauges read. */
function fakeApp(opts: {
  outbox: () => Promise<{ status: string; n: number }[]>;
  jobs?: unknown;
  pool?: boolean;
}) {
  const warnings: string[] = [];
  const app = {
    log: { warn: (_o: unknown, msg: string) => warnings.push(msg) },
    database: {
      kind: opts.pool ? "postgres" : "pglite",
      poolStats: opts.pool ? () => ({ total: 4, idle: 3, waiting: 0 }) : undefined,
      db: { select: () => ({ from: () => ({ groupBy: opts.outbox }) }) },
    },
    publicAnswerStats: () => ({ entries: 5, bytes: 500 }),
    classWindowStats: () => ({ entries: 1, bytes: 10 }),
    jobs: opts.jobs,
  };
  return { app: app as unknown as FastifyInstance, warnings };
}

describe("scrape-time gauges", () => {
  it("reads the outbox by status (zero for the others), the pool, the caches and the job queue", async () => {
    let statsCalls = 0;
    const jobs = {
      stats: async () => {
        statsCalls += 1;
        return { queued: 2, failedLastDay: 1, byJob: { "mail-delivery": { queued: 2 } } };
      },
    };
    const { app } = fakeApp({ outbox: async () => [{ status: "failed", n: 3 }], jobs, pool: true });
    const metrics = createAppMetrics();
    registerScrapeGauges(app, metrics);
    const text = await metrics.text();
    expect(sampleValue(text, "mail_outbox_messages", { status: "failed" })).toBe(3);
    expect(sampleValue(text, "mail_outbox_messages", { status: "queued" })).toBe(0);
    expect(sampleValue(text, "db_pool_connections", { state: "idle" })).toBe(3);
    expect(sampleValue(text, "answer_cache_bytes", { cache: "public" })).toBe(500);
    expect(sampleValue(text, "job_queue_depth", { job: "mail-delivery" })).toBe(2);
    expect(sampleValue(text, "job_failed_runs_last_day", { runner: "pg-boss" })).toBe(1);
    // One reading of the runner per scrape, shared by the two job gauges.
    expect(statsCalls).toBe(1);
    expect(sampleValue(text, "database_info", { kind: "postgres" })).toBe(1);
  });

  it("leaves out a reading that fails and counts it; the rest still answer", async () => {
    const { app, warnings } = fakeApp({ outbox: () => Promise.reject(new Error("database down")) });
    const metrics = createAppMetrics();
    registerScrapeGauges(app, metrics);
    const text = await metrics.text();
    expect(sampleValue(text, "mail_outbox_messages", { status: "queued" })).toBeUndefined();
    expect(sampleValue(text, "metrics_collect_failures_total", { source: "mail_outbox_messages" })).toBe(1);
    expect(warnings).toEqual(["a metric could not be read"]);
    // No runner and no pool (PGlite): absent, not an error.
    expect(sampleValue(text, "job_failed_runs_last_day")).toBeUndefined();
    expect(sampleValue(text, "db_pool_connections", { state: "total" })).toBeUndefined();
    expect(sampleValue(text, "answer_cache_entries", { cache: "class_windows" })).toBe(1);
    expect(sampleValue(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("keeps each app's counters apart in one process", async () => {
    const one = createAppMetrics();
    const two = createAppMetrics();
    one.observeRequest("GET", "/api/health", 200, 0.01);
    const route = { method: "GET", route: "/api/health", status_code: "200" };
    expect(sampleValue(await one.text(), "http_requests_total", route)).toBe(1);
    expect(sampleValue(await two.text(), "http_requests_total", route)).toBeUndefined();
  });
});
