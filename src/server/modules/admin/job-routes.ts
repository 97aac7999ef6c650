/**
 * Background jobs in the console (src/shared/contracts/jobs.ts, docs/decisions/0027). Admin audience.
 *   GET  /api/admin/jobs               each job: schedule, last and next run, latest runs; recent failures
 *   POST /api/admin/jobs/{name}/run    "Run now" on this server, waited for and audited
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import {
  FAILURE_DAYS,
  JOBS_TEXT,
  jobNameParams,
  jobOverview,
  jobRun,
  RUNS_PER_JOB,
} from "../../../shared/contracts/jobs";
import { HttpError } from "../../http/http-error";
import { failedRunsSince, latestRuns } from "../../jobs/run-log";
import { JobRefused } from "../../jobs/runner";
import { recordAudit } from "../audit/repository";

const REFUSED_STATUS = { unknown: 404, off: 409, closing: 503 } as const;
const REFUSED_TEXT: Partial<Record<keyof typeof REFUSED_STATUS, string>> = {
  unknown: JOBS_TEXT.noSuchJob,
  off: JOBS_TEXT.turnedOff,
};

export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/jobs", { schema: { response: { 200: jobOverview } } }, async () => {
    const listed = app.jobs.list();
    const db = app.database.db;
    const since = new Date(app.now().getTime() - FAILURE_DAYS * 24 * 60 * 60 * 1000);
    const [runs, failures] = await Promise.all([
      latestRuns(
        db,
        listed.map((j) => j.name),
        RUNS_PER_JOB,
      ),
      failedRunsSince(db, since, 20),
    ]);
    return {
      jobs: listed.map((job) => {
        const recentRuns = runs.get(job.name) ?? [];
        return { ...job, lastRun: recentRuns[0] ?? null, recentRuns };
      }),
      failures,
    };
  });

  app.post(
    "/api/admin/jobs/:name/run",
    { schema: { params: jobNameParams, response: { 200: jobRun, ...errorResponses(404, 409, 503) } } },
    async (request) => {
      const { name } = request.params;
      try {
        const run = await app.jobs.runNow(name);
        // After the run: the change is the run itself, which has no one transaction to share.
        await recordAudit(app.database.db, request.account!, {
          action: "job.run",
          targetType: "job",
          targetId: name,
          after: { runId: run.id, ok: run.ok, outcome: run.outcome, error: run.error },
        });
        return run;
      } catch (error) {
        if (!(error instanceof JobRefused)) throw error;
        throw new HttpError(REFUSED_STATUS[error.reason], REFUSED_TEXT[error.reason] ?? error.message);
      }
    },
  );
};
