/**
 * Background jobs in the admin console's System tab (issue 28; docs/decisions/0027). Admin audience.
 *
 *   GET  /api/admin/jobs               jobOverview: each job with its schedule, last run, next run and
 *                                      latest runs; the failed runs of the last 7 days, newest first
 *   POST /api/admin/jobs/{name}/run    runs the job now on this server, answers its run (audited)
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

export const JOBS_TEXT = {
  badName: "A job's name is lowercase letters, digits and dashes.",
  noSuchJob: "There is no job by that name.",
  turnedOff: "This job is turned off in the server's configuration.",
} as const;

/** How many runs of each job the list carries, and how far back its failures go. */
export const RUNS_PER_JOB = 5;
export const FAILURE_DAYS = 7;

export const jobRun = z.object({
  id: z.number().int(),
  job: z.string(),
  startedAt: z.string(),
  /** Null with ok while the run is under way (or its server stopped during it). */
  finishedAt: z.string().nullable(),
  ok: z.boolean().nullable(),
  /** The job's own words: "3 reminders queued", "nothing due". */
  outcome: z.string().nullable(),
  /** A failed run's error message. */
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

export const jobSummary = z.object({
  name: z.string(),
  /** In words, in UTC: "At 14:00 UTC", "Every 30 seconds on each server". */
  schedule: z.string(),
  /** Off by the server's configuration (RENEWAL_REMINDERS=off). */
  enabled: z.boolean(),
  nextRunAt: z.string().nullable(),
  lastRun: jobRun.nullable(),
  /** Newest first, at most RUNS_PER_JOB. */
  recentRuns: z.array(jobRun),
});
export type JobSummary = z.infer<typeof jobSummary>;

export const jobOverview = z.object({
  jobs: z.array(jobSummary),
  failures: z.array(jobRun),
});
export type JobOverview = z.infer<typeof jobOverview>;

export const jobNameParams = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,60}$/, JOBS_TEXT.badName),
});

/** The console's background jobs (System tab). */
export const jobAdminEndpoints = {
  /** Each job: schedule, last and next run, latest runs; the recent failures. */
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/jobs",
    audience: "admin",
    responses: { 200: jobOverview },
  }),
  /** "Run now" on this server, waited for and audited. */
  run: defineEndpoint({
    method: "POST",
    path: "/api/admin/jobs/:name/run",
    audience: "admin",
    params: jobNameParams,
    responses: { 200: jobRun, ...errorResponses(404, 409, 503) },
  }),
};
