/**
 * The app's metrics (docs/decisions/0030-metrics.md), in a registry of this app instance: tests build
 * many apps in one process, and prom-client's global registry refuses a metric registered twice. The
 * process's own figures (event-loop lag, heap, RSS, GC) belong to the process, not to an app, so they
 * live in one registry per process (processRegistry) that every app's scrape appends.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/** Seconds; from a kept answer (about a millisecond) to a request that waited on a slow database. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

let processRegistry: Registry | undefined;

/**
 * collectDefaultMetrics starts an event-loop delay monitor and a GC observer that are never stopped: once
 * per process, or every app a test builds would add its own.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type CacheName = "public" | "class_windows" | "trainer_pages";
export type RedisFallback = "error" | "paused";

export type AppMetrics = {
  registry: Registry;
  /** One answered request (plugins/metrics.ts, onResponse). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A look-up in one of the answer caches: kept (hit) or built (miss). */
  answerCacheLookup(cache: CacheName, result: "hit" | "miss"): void;
  /** A Redis command did not run (it failed, or Redis failed moments ago) and the caller fell back. */
  redisFallback(reason: RedisFallback): void;
  /** A scrape-time reading that failed (the database down): its gauges are left out of that scrape. */
  collectFailed(source: string): void;
  /**
   * A reading each scrape makes first (scrape-gauges.ts). All of them are done before anything is
   * written, so a failure counted by one is in the same scrape's text.
   */
  onScrape(read: () => Promise<void>): void;
  /** The exposition text: the process's metrics, then the app's. */
  text(): Promise<string>;
  contentType: string;
};

export function createAppMetrics(): AppMetrics {
  const proc = processMetrics();
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    registers,
  });
  // No status label: the histogram's series are per route (buckets x routes); the counter has the status.
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const cacheLookups = new Counter({
    name: "answer_cache_lookups_total",
    help: "Look-ups in the prepared public answer caches: hit (kept answer) or miss (built).",
    labelNames: ["cache", "result"] as const,
    registers,
  });
  const redisFallbacks = new Counter({
    name: "redis_fallbacks_total",
    help: "Redis commands not run (failed, or skipped while Redis is paused) where the app fell back.",
    labelNames: ["reason"] as const,
    registers,
  });
  const collectFailures = new Counter({
    name: "metrics_collect_failures_total",
    help: "Scrape-time readings that failed (their gauges are absent from that scrape).",
    labelNames: ["source"] as const,
    registers,
  });
  // Present from the first scrape, so that rate() and the alerts see a zero rather than nothing.
  for (const cache of ["public", "class_windows"] as const)
    for (const result of ["hit", "miss"] as const) cacheLookups.inc({ cache, result }, 0);
  for (const reason of ["error", "paused"] as const) redisFallbacks.inc({ reason }, 0);

  const readings: (() => Promise<void>)[] = [];

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status_code: String(status) });
      latency.observe({ method, route }, seconds);
    },
    answerCacheLookup: (cache, result) => cacheLookups.inc({ cache, result }),
    redisFallback: (reason) => redisFallbacks.inc({ reason }),
    collectFailed: (source) => collectFailures.inc({ source }),
    onScrape: (read) => readings.push(read),
    async text() {
      await Promise.all(readings.map((read) => read()));
      const [own, process] = await Promise.all([registry.metrics(), proc.metrics()]);
      return `${process}\n${own}`;
    },
    contentType: registry.contentType,
  };
}
