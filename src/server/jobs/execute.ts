/**
 * One run of a job on this server, recorded in job_runs (docs/decisions/0027). A job that throws is a
 * failed run, recorded with its error and logged; nothing it does can end the process.
 */
import type { FastifyInstance } from "fastify";
import { claimRun, errorText, finishRun, type RunEnd, recordFinishedRun, toRecord } from "./run-log";
import { isIdleOutcome, type JobDefinition, type JobRunRecord } from "./types";

/**
 * Why the run happens: a cron slot (claimed once across app servers), "manual" (the console's Run now,
 * a trigger: recorded, no slot) or "interval" (an everySeconds tick: recorded only when it did something).
 */
export type RunReason = { slot: Date } | "manual" | "interval";

/** The run's record, or null when another server had the slot or an interval run found nothing to do. */
export async function executeJob(
  app: FastifyInstance,
  def: JobDefinition,
  reason: RunReason,
): Promise<JobRunRecord | null> {
  const db = app.database.db;
  const startedAt = app.now();
  let id: number | null = null;
  if (reason !== "interval") {
    id = await claimRun(db, def.name, typeof reason === "object" ? reason.slot : null, startedAt);
    if (id === null) return null;
  }
  let end: RunEnd;
  try {
    const outcome = await def.run({ app, now: startedAt });
    end = { ok: true, outcome, error: null, finishedAt: app.now() };
  } catch (error) {
    app.log.error({ err: error, job: def.name }, `job ${def.name} failed`);
    end = { ok: false, outcome: null, error: errorText(error), finishedAt: app.now() };
  }
  if (id !== null) return toRecord(await finishRun(db, id, end));
  if (end.ok && isIdleOutcome(end.outcome ?? "")) return null;
  return toRecord(await recordFinishedRun(db, def.name, startedAt, end));
}
