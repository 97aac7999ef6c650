/**
 * The job_runs table (docs/decisions/0027): a run's claim and its end, and the reads of the console
 * and of /metrics. Times are the app's clock (app.now()), so tests that move it see their runs.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, max, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobRuns } from "../db/schema";
import type { JobRunRecord } from "./types";

type Row = typeof jobRuns.$inferSelect;

/** A failed run's error, as kept: its message, bounded (a stack or a driver's dump can be long). */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > 1000 ? `${text.slice(0, 1000)}…` : text;
}

export function toRecord(row: Row): JobRunRecord {
  return {
    id: row.id,
    job: row.job,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ok: row.ok,
    outcome: row.outcome,
    error: row.error,
  };
}

/**
 * Starts a recorded run. With a slot, only the first claim of (job, slot) lands, on whichever app server
 * gets there first: the others get null and do not run it.
 */
export async function claimRun(
  db: Db,
  job: string,
  slot: Date | null,
  startedAt: Date,
): Promise<number | null> {
  const rows = await db
    .insert(jobRuns)
    .values({ job, slot, startedAt })
    .onConflictDoNothing()
    .returning({ id: jobRuns.id });
  return rows[0]?.id ?? null;
}

export type RunEnd = { ok: boolean; outcome: string | null; error: string | null; finishedAt: Date };

export async function finishRun(db: Db, id: number, end: RunEnd): Promise<Row> {
  const [row] = await db.update(jobRuns).set(end).where(eq(jobRuns.id, id)).returning();
  if (!row) throw new Error(`job run ${id} is gone`);
  return row;
}

/** An interval run that did something or failed, written once it ended. */
export async function recordFinishedRun(db: Db, job: string, startedAt: Date, end: RunEnd): Promise<Row> {
  const [row] = await db
    .insert(jobRuns)
    .values({ job, startedAt, ...end })
    .returning();
  return row!;
}

/** Each job's latest runs, newest first (the console's list). */
export async function latestRuns(
  db: Db,
  jobs: string[],
  perJob: number,
): Promise<Map<string, JobRunRecord[]>> {
  const byJob = new Map<string, JobRunRecord[]>(jobs.map((j) => [j, []]));
  if (jobs.length === 0) return byJob;
  // One query: the rows ranked within their job (the (job, started_at) index serves it).
  const ranked = db
    .select({
      id: jobRuns.id,
      rank: sql<number>`row_number() over (partition by ${jobRuns.job} order by ${jobRuns.startedAt} desc, ${jobRuns.id} desc)`.as(
        "rank",
      ),
    })
    .from(jobRuns)
    .where(inArray(jobRuns.job, jobs))
    .as("ranked");
  const rows = await db
    .select({ run: jobRuns })
    .from(jobRuns)
    .innerJoin(ranked, eq(ranked.id, jobRuns.id))
    .where(sql`${ranked.rank} <= ${perJob}`)
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id));
  for (const { run } of rows) byJob.get(run.job)?.push(toRecord(run));
  return byJob;
}

/** Failed runs since a time, newest first (the console shows them above the rest). */
export async function failedRunsSince(db: Db, since: Date, limit: number): Promise<JobRunRecord[]> {
  const rows = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.ok, false), gte(jobRuns.startedAt, since)))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(limit);
  return rows.map(toRecord);
}

export async function countFailedSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobRuns)
    .where(and(eq(jobRuns.ok, false), gte(jobRuns.startedAt, since)));
  return row?.n ?? 0;
}

/** The latest cron slot the job ran (or began) on any server. */
export async function lastSlot(db: Db, job: string): Promise<Date | null> {
  const [row] = await db
    .select({ slot: max(jobRuns.slot) })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), isNotNull(jobRuns.slot)));
  return row?.slot ?? null;
}
