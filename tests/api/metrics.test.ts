/**
 * GET /metrics (plugins/metrics.ts, docs/decisions/0030-metrics.md): the request metrics move under load,
 * the scrape-time gauges are there, and only this machine or a holder of METRICS_TOKEN can read it.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import { openRedis } from "../../src/server/redis";
import { sampleValue } from "../support/prom-text";
import { createTestApp, type TestApp } from "../support/test-app";

const TOKEN = "metrics-token-0123456789";
const ELSEWHERE = "203.0.113.9";
const ROUTE = "/api/public-trainers/:id";

describe("GET /metrics", () => {
  let t: TestApp;
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, LOG_LEVEL: "info" }, undefined, {
      logStream: { write: (line) => logLines.push(line) },
    });
    app = t.app;
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it("counts requests by route pattern and status, with a latency histogram, after a short load", async () => {
    const before = await scrape();
    const get = (url: string) => app.inject({ method: "GET", url });
    expect((await get("/api/public-trainers/3")).statusCode).toBe(200);
    expect((await get("/api/public-trainers/3")).statusCode).toBe(200);
    expect((await get("/api/public-trainers/abc")).statusCode).toBe(400);
    expect((await get("/api/public-trainers")).statusCode).toBe(200);
    expect((await get("/api/no-such-route?token=secret")).statusCode).toBe(404);
    expect((await get("/api/health")).statusCode).toBe(200);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    const count = (route: string, status: string) =>
      moved("http_requests_total", { method: "GET", route, status_code: status });
    expect(count(ROUTE, "200")).toBe(2);
    expect(count(ROUTE, "400")).toBe(1);
    expect(count("/api/public-trainers", "200")).toBe(1);
    expect(count("/api/health", "200")).toBe(1);
    // No route: one label for every unknown /api path, never the path itself (nor its query).
    expect(count("unmatched", "404")).toBe(1);
    expect(after).not.toContain("no-such-route");
    expect(after).not.toContain("secret");

    const histogram = { method: "GET", route: ROUTE };
    expect(moved("http_request_duration_seconds_count", histogram)).toBe(3);
    expect(moved("http_request_duration_seconds_bucket", { ...histogram, le: "+Inf" })).toBe(3);
    expect(moved("http_request_duration_seconds_sum", histogram)).toBeGreaterThan(0);
    // The scrapes are not counted as the site's traffic.
    expect(after).not.toMatch(/route="\/metrics"/);

    // The second read of trainer 3 was a kept answer, the first a build.
    expect(moved("answer_cache_lookups_total", { cache: "public", result: "miss" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(moved("answer_cache_lookups_total", { cache: "public", result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, "answer_cache_entries", { cache: "public" })).toBeGreaterThan(0);
    expect(sampleValue(after, "answer_cache_lookups_total", { cache: "class_windows", result: "hit" })).toBe(
      0,
    );
  });

  it("reads the outbox, the database and the process at scrape time", async () => {
    const before = await scrape();
    const failedBefore = sampleValue(before, "mail_outbox_messages", { status: "failed" });
    expect(failedBefore).toBeTypeOf("number");
    expect(sampleValue(before, "mail_outbox_messages", { status: "queued" })).toBeTypeOf("number");
    await t.database.db.insert(mailOutbox).values({
      to: "someone@example.com",
      subject: "Your link",
      text: "x",
      html: "<p>x</p>",
      kind: "test",
      status: "failed",
    });
    expect(sampleValue(await scrape(), "mail_outbox_messages", { status: "failed" })).toBe(
      (failedBefore ?? 0) + 1,
    );

    expect(sampleValue(before, "database_info", { kind: t.database.kind })).toBe(1);
    const poolTotal = sampleValue(before, "db_pool_connections", { state: "total" });
    if (t.database.kind === "postgres") {
      expect(poolTotal).toBeGreaterThanOrEqual(1);
      expect(sampleValue(before, "db_pool_connections", { state: "waiting" })).toBe(0);
    } else expect(poolTotal).toBeUndefined();

    expect(sampleValue(before, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(sampleValue(before, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(sampleValue(before, "nodejs_eventloop_lag_p99_seconds")).toBeTypeOf("number");
    expect(sampleValue(before, "redis_fallbacks_total", { reason: "error" })).toBe(0);
    // Once the runner decorates the app (jobs/runner.ts), its failures are read at each scrape.
    if (app.hasDecorator("jobs"))
      expect(sampleValue(before, "job_failed_runs_last_day")).toBeGreaterThanOrEqual(0);
  });

  it("answers 404 to a caller elsewhere without the token or with a wrong one, 200 with it", async () => {
    const from = (headers: Record<string, string> = {}, remoteAddress = ELSEWHERE) =>
      app.inject({ method: "GET", url: "/metrics", remoteAddress, headers });
    const unknown = await app.inject({ method: "GET", url: "/no-such-page", remoteAddress: ELSEWHERE });

    const refused = [
      await from(),
      await from({ authorization: "Bearer wrong-token-0123456789" }),
      await from({ authorization: `Bearer ${TOKEN}x` }),
      await from({ authorization: TOKEN }),
      await from({ authorization: `Basic ${TOKEN}` }),
      // A proxy on this machine forwarding someone else's request is not this machine.
      await from({ "x-forwarded-for": ELSEWHERE }, "127.0.0.1"),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      // The same answer as any unknown path: nothing says the endpoint exists.
      expect(res.body).toBe(unknown.body);
    }

    const allowed = await from({ authorization: `Bearer ${TOKEN}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain("http_requests_total");
    // Prometheus scrapes each server by its own address, not the site's name.
    const byAddress = await from({ authorization: `bearer ${TOKEN}`, host: "10.0.0.5:3000" });
    expect(byAddress.statusCode).toBe(200);
    const otherPage = await app.inject({ method: "GET", url: "/", headers: { host: "10.0.0.5:3000" } });
    expect(otherPage.statusCode).toBe(421);
  });

  it("stays out of the route table, the sitemap and the info log", async () => {
    expect(app.apiRoutes.map((r) => r.url)).not.toContain("/metrics");
    const sitemap = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain("/metrics");

    logLines.length = 0;
    await scrape();
    await app.inject({ method: "GET", url: "/metrics", remoteAddress: ELSEWHERE });
    await app.inject({ method: "GET", url: "/api/public-trainers" });
    // Other requests are logged at info (the log is on): the scrapes, allowed or refused, are not.
    expect(logLines.some((l) => l.includes("/api/public-trainers"))).toBe(true);
    expect(logLines.filter((l) => l.includes("/metrics"))).toEqual([]);
  });
});

describe("Redis fallbacks", () => {
  it("counts each command that failed or was skipped while Redis is paused", async () => {
    const reasons: string[] = [];
    const quiet = { warn() {}, info() {} };
    const redis = await openRedis("redis://127.0.0.1:1", "metrics-test:", quiet, (r) => reasons.push(r));
    try {
      await expect(redis.run("get", (c) => c.get("k"))).rejects.toThrow();
      await expect(redis.run("get", (c) => c.get("k"))).rejects.toThrow();
      expect(reasons).toEqual(["error", "paused"]);
    } finally {
      await redis.close();
    }
  });
});
