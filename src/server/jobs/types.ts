/**
 * The job runner's contract (issue 28): a job is a named piece of background work with a schedule. On
 * PostgreSQL the runner is pg-boss (each scheduled slot run once across app servers); on PGlite the same
 * definitions run in-process (jobs/runner.ts).
 */
import type { FastifyInstance } from "fastify";

export type JobContext = {
  app: FastifyInstance;
  /** The app's clock (app.now()) when the run started: tests move it. */
  now: Date;
};

export type JobDefinition = {
  /** "renewal-reminders", "mail-delivery", "retention", ... (also the pg-boss queue name) */
  name: string;
  /** A cron line in UTC ("15 6 * * *": daily at 06:15): each slot runs once across app servers. */
  cron?: string;
  /**
   * Or: every N seconds on each app server (work whose items are claimed row by row, so two servers
   * never do the same item: the outbox). Such runs are recorded only when they did something or failed:
   * an outcome starting with "nothing" ("nothing due") means it did nothing (isIdleOutcome).
   */
  everySeconds?: number;
  /** Whether it runs at all with this configuration (RENEWAL_REMINDERS=off turns the reminders off). */
  enabled?: (app: FastifyInstance) => boolean;
  /** The run's outcome in a few words ("sent 3", "nothing due"); a throw is a failed run. */
  run(ctx: JobContext): Promise<string>;
};

export type JobRunRecord = {
  id: number;
  job: string;
  startedAt: string;
  finishedAt: string | null;
  ok: boolean | null;
  outcome: string | null;
  /** A failed run's error message. */
  error: string | null;
};

/** An interval run that did nothing ("nothing due") is not recorded: the table would flood. */
export const isIdleOutcome = (outcome: string) => /^nothing\b/i.test(outcome);

/** A job as the console lists it. */
export type JobListing = {
  name: string;
  /** In words: "At 06:15 UTC", "Every 30 seconds on each server". */
  schedule: string;
  /** Whether it runs with this configuration (its `enabled`). */
  enabled: boolean;
  /** The next cron slot, when it is on and this server runs schedules (JOBS). */
  nextRunAt: string | null;
};

export interface JobRunner {
  /** The jobs this server knows, in the order of their definitions. */
  list(): JobListing[];
  /** Asks for a run soon on this server (after an e-mail is queued); never throws, never waits. */
  trigger(name: string): void;
  /** Runs the job now on this server and waits for it (tests, the console's "Run now"). */
  runNow(name: string): Promise<JobRunRecord>;
  /** Queue depth and failures, for /metrics and the console. */
  stats(): Promise<{ queued: number; failedLastDay: number; byJob: Record<string, { queued: number }> }>;
}
