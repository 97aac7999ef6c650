/**
 * app.jobs, the job runner (jobs/types.ts, docs/decisions/0027). It runs the definitions it is given
 * (jobs/definitions.ts): cron jobs through pg-boss on PostgreSQL (one run per slot across app servers)
 * or in-process timers on PGlite; every-N-seconds jobs on a local timer on every server. Schedules and
 * timers start when the app is ready, unless JOBS=off (the default under NODE_ENV=test); runNow always
 * works. On close it takes no more work and waits a bounded time for the runs under way.
 */
import type { FastifyInstance } from "fastify";
import type { PgBoss } from "pg-boss";
import { queuedByJob, startBoss } from "./boss";
import { executeJob, type RunReason } from "./execute";
import { LocalTimers } from "./local-timers";
import { countFailedSince, lastSlot } from "./run-log";
import { checkCron, describeSchedule, latestSlot, nextSlot, slotOfDelivery } from "./schedule";
import type { JobDefinition, JobListing, JobRunner, JobRunRecord } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why runNow did not run: an unknown name, a job turned off here, or a server shutting down. */
export class JobRefused extends Error {
  constructor(
    readonly reason: "unknown" | "off" | "closing",
    message: string,
  ) {
    super(message);
  }
}

export type RunnerOptions = { drainMs?: number };

export class Runner implements JobRunner {
  private readonly timers = new LocalTimers();
  private boss: PgBoss | undefined;
  private started = false;
  private closing = false;
  private readonly inflight = new Set<Promise<unknown>>();
  /** A job's local lane (ticks and triggers): one run at a time, and one more if asked meanwhile. */
  private readonly lanes = new Map<string, { running: boolean; again: boolean }>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly defs: JobDefinition[],
    private readonly options: RunnerOptions = {},
  ) {
    for (const def of defs) {
      const problem =
        Boolean(def.cron) === Boolean(def.everySeconds)
          ? "needs a cron line or everySeconds, not both"
          : def.cron
            ? checkCron(def.cron)
            : def.everySeconds! < 1
              ? "everySeconds must be at least 1"
              : null;
      if (problem) throw new Error(`Job ${def.name}: ${problem}`);
    }
    if (new Set(defs.map((d) => d.name)).size !== defs.length) throw new Error("Two jobs share a name");
  }

  private find(name: string) {
    return this.defs.find((d) => d.name === name);
  }

  private isOn(def: JobDefinition) {
    return def.enabled?.(this.app) ?? true;
  }

  async start() {
    if (!this.app.config.jobs) return;
    const on = this.defs.filter((d) => this.isOn(d));
    const cronJobs = on.filter((d) => d.cron);
    if (this.app.database.kind === "postgres") {
      this.boss = await startBoss(this.app, cronJobs, (def) =>
        this.guarded(def, { slot: slotOfDelivery(def.cron!, this.app.now()) }),
      );
    } else {
      for (const def of cronJobs) {
        this.timers.cron(def.cron!, (slot) => void this.guarded(def, { slot }));
        void this.catchUp(def);
      }
    }
    const interval = on.filter((d) => d.everySeconds);
    for (const def of interval) this.timers.every(def.everySeconds! * 1000, () => this.lane(def));
    this.started = true;
    this.app.log.info(
      { cron: cronJobs.map((d) => d.name), interval: interval.map((d) => d.name) },
      `job runner started (${this.boss ? "pg-boss" : "in-process timers"})`,
    );
  }

  /**
   * On PGlite (one server): a slot missed while it was down is run once at start, as pg-boss does on
   * PostgreSQL; only for a job that ran before, so a fresh install does not run everything at once.
   */
  private async catchUp(def: JobDefinition) {
    const missed = latestSlot(def.cron!, this.app.now());
    const last = await lastSlot(this.app.database.db, def.name).catch(() => null);
    if (last && last < missed) await this.guarded(def, { slot: missed });
  }

  /** A run from a timer or pg-boss: nothing it does may escape (the failure is recorded and logged). */
  private guarded(def: JobDefinition, reason: RunReason): Promise<void> {
    if (this.closing) return Promise.resolve();
    return this.track(
      executeJob(this.app, def, reason).then(
        () => undefined,
        (err) => this.app.log.error({ err, job: def.name }, `job ${def.name} could not be recorded`),
      ),
    );
  }

  private track<T>(run: Promise<T>): Promise<T> {
    this.inflight.add(run);
    void run.finally(() => this.inflight.delete(run)).catch(() => undefined);
    return run;
  }

  private lane(def: JobDefinition) {
    const lane = this.lanes.get(def.name) ?? { running: false, again: false };
    this.lanes.set(def.name, lane);
    if (lane.running) {
      lane.again = true;
      return;
    }
    lane.running = true;
    const reason: RunReason = def.everySeconds ? "interval" : "manual";
    void (async () => {
      do {
        lane.again = false;
        await this.guarded(def, reason);
      } while (lane.again && !this.closing);
      lane.running = false;
    })();
  }

  list(): JobListing[] {
    const now = this.app.now();
    return this.defs.map((def) => {
      const enabled = this.isOn(def);
      return {
        name: def.name,
        schedule: describeSchedule(def),
        enabled,
        nextRunAt: enabled && def.cron && this.app.config.jobs ? nextSlot(def.cron, now).toISOString() : null,
      };
    });
  }

  trigger(name: string) {
    const def = this.find(name);
    if (!def) return void this.app.log.warn({ job: name }, "job runner: no such job to trigger");
    // Tests and JOBS=off servers run nothing by themselves: their runs are asked for (runNow).
    if (!this.started || this.closing || !this.isOn(def)) return;
    this.lane(def);
  }

  async runNow(name: string): Promise<JobRunRecord> {
    const def = this.find(name);
    if (!def) throw new JobRefused("unknown", `There is no job named ${name}.`);
    if (!this.isOn(def)) throw new JobRefused("off", "This job is turned off in the server's configuration.");
    if (this.closing)
      throw new JobRefused("closing", "The server is shutting down. Please try again in a minute.");
    // A manual run always has its record (no slot to lose to another server).
    return (await this.track(executeJob(this.app, def, "manual")))!;
  }

  async stats() {
    const names = this.defs.map((d) => d.name);
    const queued = this.boss
      ? await queuedByJob(
          this.boss,
          names.filter((n) => this.find(n)?.cron),
        )
      : {};
    const byJob: Record<string, { queued: number }> = {};
    for (const name of names) {
      const waiting = this.lanes.get(name)?.again ? 1 : 0;
      byJob[name] = { queued: (queued[name] ?? 0) + waiting };
    }
    return {
      queued: Object.values(byJob).reduce((sum, j) => sum + j.queued, 0),
      failedLastDay: await countFailedSince(
        this.app.database.db,
        new Date(this.app.now().getTime() - DAY_MS),
      ),
      byJob,
    };
  }

  /** Takes no more work; waits up to drainMs for the runs under way (a SIGTERM's drain). */
  async stop() {
    this.closing = true;
    this.timers.stop();
    const drainMs = this.options.drainMs ?? 10_000;
    let bound: NodeJS.Timeout | undefined;
    const timeUp = new Promise<"time up">((resolve) => {
      bound = setTimeout(() => resolve("time up"), drainMs);
    });
    const [, drained] = await Promise.all([
      this.boss?.stop({ graceful: true, close: true, timeout: drainMs }).catch((err) => {
        this.app.log.warn({ err }, "job runner: pg-boss did not stop cleanly");
      }),
      Promise.race([Promise.allSettled([...this.inflight]), timeUp]),
    ]);
    clearTimeout(bound);
    if (drained === "time up")
      this.app.log.warn({ running: this.inflight.size }, "job runner: runs still under way at shutdown");
  }
}

export function registerJobs(app: FastifyInstance, defs: JobDefinition[], options: RunnerOptions = {}) {
  const runner = new Runner(app, defs, options);
  app.decorate("jobs", runner as JobRunner);
  app.addHook("onReady", () => runner.start());
  app.addHook("onClose", () => runner.stop());
}
