/**
 * Background jobs as the console sees them (contracts/jobs.ts, docs/decisions/0027): each job with its
 * schedule and latest runs, the recent failures, and "Run now" on this server, waited for and audited.
 * A refused run says why in the domain's words; a server shutting down stays a JobRefused (the route
 * answers it 503: the request may go to another server).
 */
import { FAILURE_DAYS, JOBS_TEXT, type JobOverview, RUNS_PER_JOB } from "../../shared/contracts/jobs";
import type { Database } from "../db/client";
import { recordAudit } from "../modules/audit/repository";
import type { Account } from "../modules/trainers/account";
import { Conflict, NotFound } from "../platform/domain-errors";
import { failedRunsSince, latestRuns } from "./run-log";
import { JobRefused } from "./runner";
import type { JobRunner, JobRunRecord } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most failures the overview lists. */
const FAILURES_LISTED = 20;

export class JobAdminService {
  constructor(
    private readonly database: Database,
    /** The runner, registered after the services are made (jobs/runner.ts). */
    private readonly runner: () => JobRunner,
    private readonly now: () => Date,
  ) {}

  async overview(): Promise<JobOverview> {
    const listed = this.runner().list();
    const db = this.database.db;
    const since = new Date(this.now().getTime() - FAILURE_DAYS * DAY_MS);
    const [runs, failures] = await Promise.all([
      latestRuns(
        db,
        listed.map((j) => j.name),
        RUNS_PER_JOB,
      ),
      failedRunsSince(db, since, FAILURES_LISTED),
    ]);
    return {
      jobs: listed.map((job) => {
        const recentRuns = runs.get(job.name) ?? [];
        return { ...job, lastRun: recentRuns[0] ?? null, recentRuns };
      }),
      failures,
    };
  }

  /** Runs the job now and waits for it; audited after the run (the run has no one transaction to share). */
  async runNow(me: Account, name: string): Promise<JobRunRecord> {
    let run: JobRunRecord;
    try {
      run = await this.runner().runNow(name);
    } catch (error) {
      if (error instanceof JobRefused && error.reason === "unknown") throw new NotFound(JOBS_TEXT.noSuchJob);
      if (error instanceof JobRefused && error.reason === "off") throw new Conflict(JOBS_TEXT.turnedOff);
      throw error;
    }
    await recordAudit(this.database.db, me, {
      action: "job.run",
      targetType: "job",
      targetId: name,
      after: { runId: run.id, ok: run.ok, outcome: run.outcome, error: run.error },
    });
    return run;
  }
}
