/**
 * Gauges read when Prometheus scrapes, not kept up to date by the code they describe: the database pool,
 * the answer caches' size, the job queue and the e-mail outbox. A reading that fails (the database down)
 * leaves its gauge out of that scrape and counts in metrics_collect_failures_total; the rest still answer.
 */
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Gauge } from "prom-client";
import { mailOutbox, mailStatus } from "../db/schema";
import type { JobRunner } from "../jobs/types";
import type { AppMetrics } from "./app-metrics";

type Read = (gauge: Gauge) => void | Promise<void>;

export function registerScrapeGauges(app: FastifyInstance, metrics: AppMetrics) {
  const gauge = (name: string, help: string, labelNames: string[], read: Read) => {
    const g = new Gauge({ name, help, labelNames, registers: [metrics.registry] });
    metrics.onScrape(async () => {
      g.reset();
      try {
        await read(g);
      } catch (err) {
        g.reset();
        metrics.collectFailed(name);
        app.log.warn({ err, metric: name }, "a metric could not be read");
      }
    });
  };

  gauge("database_info", "The database this app server uses (kind: postgres or pglite).", ["kind"], (g) =>
    g.set({ kind: app.database.kind }, 1),
  );
  // node-postgres's pool on PostgreSQL. PGlite is one in-process connection with no pool: absent there.
  gauge(
    "db_pool_connections",
    "PostgreSQL pool: connections open (total), idle, and requests waiting for one (waiting).",
    ["state"],
    (g) => {
      const pool = app.database.poolStats?.();
      if (!pool) return;
      g.set({ state: "total" }, pool.total);
      g.set({ state: "idle" }, pool.idle);
      g.set({ state: "waiting" }, pool.waiting);
    },
  );
  gauge("answer_cache_entries", "Prepared answers kept, by cache.", ["cache"], (g) => {
    g.set({ cache: "public" }, app.publicAnswerStats().entries);
    g.set({ cache: "class_windows" }, app.classWindowStats().entries);
  });
  gauge("answer_cache_bytes", "Memory held by the kept answers, by cache.", ["cache"], (g) => {
    g.set({ cache: "public" }, app.publicAnswerStats().bytes);
    g.set({ cache: "class_windows" }, app.classWindowStats().bytes);
  });
  // The runner (jobs/runner.ts) may not be there (a build without jobs): then these are absent. A scrape
  // reads all its gauges at once: the two job gauges share one reading.
  let jobStats: { at: number; stats: ReturnType<JobRunner["stats"]> | undefined } | undefined;
  const readJobStats = () => {
    if (!jobStats || Date.now() - jobStats.at > 1000)
      jobStats = { at: Date.now(), stats: app.jobs?.stats?.() };
    return jobStats.stats;
  };
  gauge("job_queue_depth", "Job runs waiting to start, by job.", ["job"], async (g) => {
    const stats = await readJobStats();
    if (!stats) return;
    for (const [job, { queued }] of Object.entries(stats.byJob)) g.set({ job }, queued);
  });
  // Labelled by the runner only so that it can be absent (a gauge without labels always reads 0), and
  // "no reading" never looks like "no failures".
  gauge("job_failed_runs_last_day", "Job runs that failed in the last 24 hours.", ["runner"], async (g) => {
    const stats = await readJobStats();
    if (stats)
      g.set({ runner: app.database.kind === "postgres" ? "pg-boss" : "in-process" }, stats.failedLastDay);
  });
  // Every status the schema knows is present (0 when no row has it), so an alert never meets an absence.
  gauge("mail_outbox_messages", "E-mails in the outbox, by status.", ["status"], async (g) => {
    const rows = await app.database.db
      .select({ status: mailOutbox.status, n: count() })
      .from(mailOutbox)
      .groupBy(mailOutbox.status);
    for (const status of mailStatus.enumValues) g.set({ status }, 0);
    for (const row of rows) g.set({ status: row.status }, row.n);
  });
}
