/**
 * The job runner on PostgreSQL with two app servers (issue 28, "the renewal job runs once a day across
 * two app servers"; docs/decisions/0027): both start pg-boss at once on a fresh database (its schema is
 * created, the daily schedule is written once, in UTC); the day's slot delivered twice, to whichever
 * servers' workers fetch it, runs once, and each due trainer gets one reminder.
 * Runs only in the PostgreSQL pass (DATABASE_URL set).
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRuns, mailOutbox, trainerProfiles, trainers } from "../../src/server/db/schema";
import { BOSS_SCHEMA } from "../../src/server/jobs/boss";
import { type JobServer, twoJobServers } from "../support/two-job-servers";

const serverUrl = process.env.DATABASE_URL;
const JOB = "renewal-reminders";

describe.skipIf(!serverUrl)("the job runner on two app servers", () => {
  let setup: Awaited<ReturnType<typeof twoJobServers>> | undefined;
  let servers: JobServer[] = [];
  let client: PgBoss;

  beforeAll(async () => {
    setup = await twoJobServers(serverUrl!);
    ({ servers, client } = setup);
  }, 60_000);

  afterAll(async () => {
    await setup?.close();
  });

  const db = () => servers[0]!.database.db;

  it("creates pg-boss's schema and writes the daily schedule once, in UTC", async () => {
    const { rows } = await db().execute(
      sql`select schema_name from information_schema.schemata where schema_name = ${BOSS_SCHEMA}`,
    );
    expect(rows).toHaveLength(1);
    const schedules = await client.getSchedules(JOB);
    expect(schedules.map((s) => [s.cron, s.timezone])).toEqual([["0 14 * * *", "UTC"]]);
  });

  it("runs the day's slot once when it is delivered twice, and reminds each due trainer once", async () => {
    const soon = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const due = await db()
      .select({ id: trainers.id, email: trainers.email })
      .from(trainers)
      .where(inArray(trainers.status, ["certified", "hq"]))
      .limit(3);
    expect(due).toHaveLength(3);
    for (const t of due)
      await db()
        .update(trainerProfiles)
        .set({ renewalDate: soon })
        .where(eq(trainerProfiles.trainerId, t.id));

    const ids = await Promise.all([client.send(JOB), client.send(JOB)]);
    const state = async () =>
      Promise.all(ids.map(async (id) => (await client.findJobs(JOB, { id: id! }))[0]?.state));
    await expect.poll(state, { timeout: 30_000, interval: 250 }).toEqual(["completed", "completed"]);

    const runs = await db()
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, JOB), isNotNull(jobRuns.slot)));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ ok: true, error: null });
    expect(runs[0]!.slot!.getUTCHours()).toBe(14);
    const reminders = await db()
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, "renewal-reminder"),
          inArray(
            mailOutbox.to,
            due.map((t) => t.email),
          ),
        ),
      );
    expect(reminders.map((r) => r.to).sort()).toEqual(due.map((t) => t.email).sort());
    // /metrics reads pg-boss's queue counts and the failures of the last day through stats().
    const stats = await servers[1]!.app.jobs.stats();
    expect(stats).toMatchObject({ failedLastDay: 0, byJob: { [JOB]: { queued: expect.any(Number) } } });
  }, 60_000);
});
