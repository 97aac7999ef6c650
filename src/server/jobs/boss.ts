/**
 * The runner on PostgreSQL: pg-boss (its own schema "pgboss", created or migrated at start, and a small
 * pool of its own). Each cron definition is a pg-boss schedule in UTC, which every app server writes
 * alike and pg-boss fires once per slot across them; each server works each queue with one worker.
 * The run itself is executeJob's, whose (job, slot) claim holds even if a slot is delivered twice.
 */
import type { FastifyInstance } from "fastify";
import { PgBoss } from "pg-boss";
import type { JobDefinition } from "./types";

export const BOSS_SCHEMA = "pgboss";

/** A daily job need not be fetched within the second: a worker looks every few seconds. */
const POLL_SECONDS = 5;

/** No retries by pg-boss: a failed run is recorded, and the next slot (or Run now) tries again. */
const QUEUE_OPTIONS = {
  retryLimit: 0,
  // A run may take a while (retention over a large table); after this pg-boss counts it lost.
  expireInSeconds: 60 * 60,
  // A slot nobody fetched within a day is dropped: the next one is due by then.
  retentionSeconds: 24 * 60 * 60,
  deleteAfterSeconds: 7 * 24 * 60 * 60,
};

export type Deliver = (def: JobDefinition) => Promise<void>;

export async function startBoss(app: FastifyInstance, cronJobs: JobDefinition[], deliver: Deliver) {
  const boss = new PgBoss({
    connectionString: app.config.databaseUrl,
    schema: BOSS_SCHEMA,
    max: 3,
    application_name: "trainers-jobs",
    // The console and job_runs say what ran; pg-boss's own registry and tracing are not needed.
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  // An EventEmitter's unheard "error" would end the process: pg-boss reports a failed poll this way.
  boss.on("error", (err) => app.log.error({ err }, "job runner: pg-boss reported an error"));
  boss.on("warning", (warning) => app.log.warn({ data: warning.data }, `job runner: ${warning.message}`));
  await boss.start();
  try {
    // A schedule of a job that is gone or turned off stops here, or its queue would fill unread.
    const wanted = new Set(cronJobs.map((d) => d.name));
    for (const s of await boss.getSchedules()) if (!wanted.has(s.name)) await boss.unschedule(s.name, s.key);
    for (const def of cronJobs) {
      await boss.createQueue(def.name, QUEUE_OPTIONS);
      // A slot missed while every server was down is sent once when one is back.
      await boss.schedule(def.name, def.cron!, null, { tz: "UTC", missed: "once" });
      await boss.work(def.name, { localConcurrency: 1, pollingIntervalSeconds: POLL_SECONDS }, () =>
        deliver(def),
      );
    }
  } catch (error) {
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    throw error;
  }
  return boss;
}

/** How many runs of each job wait in their queue (pg-boss's counts, refreshed about once a minute). */
export async function queuedByJob(boss: PgBoss, names: string[]): Promise<Record<string, number>> {
  if (names.length === 0) return {};
  const queues = await boss.getQueues(names);
  return Object.fromEntries(queues.map((q) => [q.name, q.queuedCount]));
}
