/**
 * The job runner (app.jobs, docs/decisions/0027) and the console's jobs (src/shared/contracts/jobs.ts):
 * runNow records a run; a throwing job is a failed run the admin sees with its error; Run now is
 * audited and refuses unknown and turned-off jobs; a cron slot runs once however often it is delivered;
 * interval runs are kept only when they did something; with JOBS=on timers run the jobs by themselves
 * and a throwing one leaves the server up; closing waits a bounded time for runs under way.
 * Runs on PGlite, and on PostgreSQL in CI (the two-server runs: jobs-two-servers.test.ts).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRuns } from "../../src/server/db/schema";
import { JOB_DEFINITIONS } from "../../src/server/jobs/definitions";
import { executeJob } from "../../src/server/jobs/execute";
import { Runner } from "../../src/server/jobs/runner";
import type { JobDefinition } from "../../src/server/jobs/types";
import type { AuditEntry } from "../../src/shared/contracts/admin";
import { JOBS_TEXT, type JobOverview } from "../../src/shared/contracts/jobs";
import { createTestApp, loginAs, requestAs, type TestApp } from "../support/test-app";

let counted = 0;
const testJobs: JobDefinition[] = [
  { name: "test-count", cron: "0 3 * * *", run: async () => `counted ${++counted}` },
  {
    name: "test-fail",
    cron: "0 4 * * *",
    run: async () => {
      throw new Error("the storage answered 'disk full'");
    },
  },
  { name: "test-off", cron: "0 5 * * *", enabled: () => false, run: async () => "never" },
  { name: "test-idle", everySeconds: 1, run: async () => "nothing due" },
];

let t: TestApp;
let admin = "";
beforeAll(async () => {
  t = await createTestApp({}, undefined, { jobs: [...JOB_DEFINITIONS, ...testJobs] });
  admin = await loginAs(t.app, "admin@example.com");
});
afterAll(() => t.close());

const as: ReturnType<typeof requestAs> = (...args) => requestAs(t.app)(...args);
const overview = async () => (await as(admin, "GET", "/api/admin/jobs")).json() as JobOverview;
const runsOf = (job: string) => t.database.db.select().from(jobRuns).where(eq(jobRuns.job, job));
const find = (name: string) => testJobs.find((j) => j.name === name)!;

describe("runs on this server", () => {
  it("runNow runs the job and records its run", async () => {
    const run = await t.app.jobs.runNow("test-count");
    expect(run).toMatchObject({ job: "test-count", ok: true, outcome: `counted ${counted}`, error: null });
    expect(run.finishedAt).not.toBeNull();
    const rows = await runsOf("test-count");
    expect(rows.map((r) => [r.id, r.slot, r.ok])).toEqual([[run.id, null, true]]);
  });

  it("records a throwing job as a failed run with its error, shown first to the admin", async () => {
    const run = await t.app.jobs.runNow("test-fail");
    expect(run).toMatchObject({ ok: false, outcome: null, error: "the storage answered 'disk full'" });
    const seen = await overview();
    expect(seen.failures[0]).toMatchObject({ id: run.id, job: "test-fail", ok: false });
    const listed = seen.jobs.find((j) => j.name === "test-fail")!;
    expect(listed.lastRun).toMatchObject({ id: run.id, error: "the storage answered 'disk full'" });
    expect((await t.app.jobs.stats()).failedLastDay).toBeGreaterThanOrEqual(1);
  });

  it("runs a cron slot once, however often it is delivered", async () => {
    const slot = new Date("2026-03-01T03:00:00Z");
    const before = counted;
    const runs = await Promise.all([1, 2, 3].map(() => executeJob(t.app, find("test-count"), { slot })));
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    expect(counted).toBe(before + 1);
    expect((await runsOf("test-count")).filter((r) => r.slot?.getTime() === slot.getTime())).toHaveLength(1);
  });

  it("keeps an interval run only when it did something or failed", async () => {
    expect(await executeJob(t.app, find("test-idle"), "interval")).toBeNull();
    const busy = { ...find("test-idle"), run: async () => "sent 2" };
    expect(await executeJob(t.app, busy, "interval")).toMatchObject({ ok: true, outcome: "sent 2" });
    const broken = { ...busy, run: () => Promise.reject(new Error("smtp refused")) };
    expect(await executeJob(t.app, broken, "interval")).toMatchObject({ ok: false, error: "smtp refused" });
    expect((await runsOf("test-idle")).map((r) => r.ok)).toEqual([true, false]);
  });

  it("starts no timers under NODE_ENV=test: a trigger runs nothing", async () => {
    const before = counted;
    t.app.jobs.trigger("test-count");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted).toBe(before);
  });
});

describe("the console", () => {
  it("lists every job with its schedule in words, whether it is on, and its latest runs", async () => {
    const { jobs } = await overview();
    expect(jobs.map((j) => j.name)).toEqual([...JOB_DEFINITIONS, ...testJobs].map((j) => j.name));
    const renewals = jobs.find((j) => j.name === "renewal-reminders")!;
    expect(renewals).toMatchObject({ schedule: "At 14:00 UTC", enabled: true });
    // This server starts no schedules (NODE_ENV=test): no next run to promise.
    expect(renewals.nextRunAt).toBeNull();
    expect(jobs.find((j) => j.name === "test-idle")!.schedule).toBe("Every second on each server");
    expect(jobs.find((j) => j.name === "test-off")!.enabled).toBe(false);
    const count = jobs.find((j) => j.name === "test-count")!;
    expect(count.recentRuns.length).toBeGreaterThanOrEqual(2);
    expect(count.lastRun).toEqual(count.recentRuns[0]);
  });

  it("runs a job now for the admin, and audits it", async () => {
    const res = await as(admin, "POST", "/api/admin/jobs/renewal-reminders/run", {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ job: "renewal-reminders", ok: true });
    const { entries } = (await as(admin, "GET", "/api/admin/audit")).json() as { entries: AuditEntry[] };
    expect(entries[0]).toMatchObject({ action: "job.run", targetType: "job", targetId: "renewal-reminders" });
    expect((entries[0]!.after as { runId: number }).runId).toBe(res.json().id);
  });

  it("refuses an unknown job, a turned-off one and a malformed name in plain words", async () => {
    const unknown = await as(admin, "POST", "/api/admin/jobs/no-such-job/run", {});
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, JOBS_TEXT.noSuchJob]);
    const off = await as(admin, "POST", "/api/admin/jobs/test-off/run", {});
    expect([off.statusCode, off.json().message]).toEqual([409, JOBS_TEXT.turnedOff]);
    const bad = await as(admin, "POST", "/api/admin/jobs/Bad%20Name!/run", {});
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(JOBS_TEXT.badName);
    expect(await runsOf("test-off")).toHaveLength(0);
  });

  it("turns the renewal reminders off with RENEWAL_REMINDERS=off", async () => {
    const off = await createTestApp({ RENEWAL_REMINDERS: "off" });
    try {
      const renewals = off.app.jobs.list().find((j) => j.name === "renewal-reminders")!;
      expect(renewals.enabled).toBe(false);
      await expect(off.app.jobs.runNow("renewal-reminders")).rejects.toMatchObject({ reason: "off" });
    } finally {
      await off.close();
    }
  });
});

describe("with JOBS=on", () => {
  it("runs interval jobs by itself, records a throwing one, and stays up", async () => {
    let ticks = 0;
    const jobs: JobDefinition[] = [
      { name: "tick", everySeconds: 1, run: async () => `tick ${++ticks}` },
      { name: "tick-fail", everySeconds: 1, run: () => Promise.reject(new Error("tick failed")) },
    ];
    const on = await createTestApp({ JOBS: "on" }, undefined, { jobs });
    try {
      const rows = () => on.database.db.select().from(jobRuns);
      await expect
        .poll(async () => (await rows()).length, { timeout: 5000, interval: 100 })
        .toBeGreaterThan(2);
      expect((await rows()).some((r) => r.job === "tick-fail" && r.ok === false)).toBe(true);
      expect(ticks).toBeGreaterThan(0);
      // A trigger runs a job soon on this server.
      const before = ticks;
      on.app.jobs.trigger("tick");
      await expect.poll(() => ticks, { timeout: 2000, interval: 10 }).toBeGreaterThan(before);
    } finally {
      await on.close();
    }
  });

  it.skipIf(process.env.DATABASE_URL)("on PGlite, runs a slot missed while down once at start", async () => {
    const catchUp: JobDefinition = { name: "catch-up", cron: "0 3 * * *", run: async () => "caught up" };
    const app = Object.assign(Object.create(t.app), { config: { ...t.app.config, jobs: true } });
    const startOnce = async () => {
      const runner = new Runner(app, [catchUp]);
      await runner.start();
      await expect.poll(async () => (await runsOf("catch-up")).length, { timeout: 2000 }).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await runner.stop();
    };
    // Never ran: a fresh install runs nothing at start.
    const runner = new Runner(app, [catchUp]);
    await runner.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await runner.stop();
    expect(await runsOf("catch-up")).toHaveLength(0);
    // It ran three days ago: the latest slot was missed, and runs once, however often the server starts.
    await t.database.db.insert(jobRuns).values({
      job: "catch-up",
      slot: new Date(Date.now() - 3 * 24 * 3600 * 1000),
      ok: true,
    });
    await startOnce();
    await startOnce();
    const slots = (await runsOf("catch-up")).map((r) => r.slot!.getTime()).sort();
    expect(slots).toHaveLength(2);
    expect(new Date(slots[1]!).toISOString()).toMatch(/T03:00:00.000Z$/);
  });

  it("waits for a run under way when closing, and no longer than its bound", async () => {
    let release = () => {};
    const stuck: JobDefinition = {
      name: "stuck",
      cron: "0 6 * * *",
      run: () => new Promise<string>((resolve) => (release = () => resolve("done"))),
    };
    const runner = new Runner(t.app, [stuck], { drainMs: 300 });
    const run = runner.runNow("stuck");
    const started = Date.now();
    await runner.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await expect(runner.runNow("stuck")).rejects.toMatchObject({ reason: "closing" });
    release();
    expect(await run).toMatchObject({ ok: true, outcome: "done" });

    const quick = new Runner(t.app, [{ ...stuck, run: async () => "quick" }], { drainMs: 5000 });
    const done = quick.runNow("stuck");
    const t0 = Date.now();
    await quick.stop();
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(await done).toMatchObject({ outcome: "quick" });
    // Its runs are recorded in the database: on PostgreSQL beside the e2e suite that once took over 30 s.
  }, 60_000);
});
