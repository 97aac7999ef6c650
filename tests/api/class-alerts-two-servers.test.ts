/**
 * The class alerts job with two app servers on one PostgreSQL database (issue 32, "the job sends once
 * with two app servers"; decision 0042): pg-boss delivering the day's slot to both servers runs it once,
 * and an address gets one e-mail; both servers running it at the same moment (Run now on each) still
 * send each address one, since an address's rows are locked and marked in the transaction that queues
 * its e-mail. PostgreSQL only (DATABASE_URL): PGlite has one connection, so nothing races there.
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRuns, mailOutbox } from "../../src/server/db/schema";
import { todayIn } from "../../src/shared/time-zones";
import { loginAs, requestAs } from "../support/test-app";
import { type JobServer, twoJobServers } from "../support/two-job-servers";

const serverUrl = process.env.DATABASE_URL;
const JOB = "class-alerts";
const TRAINER = "nora.twoservers@example.com"; // Casselton, ND: some 20 miles from Fargo

describe.skipIf(!serverUrl)("class alerts on two app servers", () => {
  let setup: Awaited<ReturnType<typeof twoJobServers>> | undefined;
  let servers: JobServer[] = [];
  let client: PgBoss;
  let cookie = "";

  beforeAll(async () => {
    setup = await twoJobServers(serverUrl!);
    ({ servers, client } = setup);
    const apps = servers.map((s) => s.app);
    const seeded = await apps[0]!.inject({
      method: "POST",
      url: "/api/dev/trainers",
      payload: { name: "Nora Two", email: TRAINER, city: "Casselton", state: "ND" },
    });
    expect(seeded.statusCode, seeded.body).toBe(201);
    cookie = await loginAs(apps[0]!, TRAINER);
  }, 60_000);

  afterAll(async () => {
    await setup?.close();
  });

  const db = () => servers[0]!.database.db;
  const alertsTo = (emails: string[]) =>
    db()
      .select({ to: mailOutbox.to, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "class-alert"), inArray(mailOutbox.to, emails)));

  /** A confirmed alert, asked on one server and confirmed on the other (the link is the shared secret's). */
  async function subscribed(email: string) {
    const [a, b] = servers.map((s) => s.app);
    const asked = await a!.inject({
      method: "POST",
      url: "/api/class-alerts",
      payload: { email, place: "Fargo, ND", distance: 25 },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const box = await a!.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
    const link = new URL(box.json()[0].links.find((l: string) => l.includes("/class-alerts/confirm")));
    const token = link.searchParams.get("token");
    const confirmed = await b!.inject({
      method: "POST",
      url: "/api/class-alerts/confirm",
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }

  let day = 10;
  async function addClass(title: string) {
    const as = requestAs(servers[1]!.app);
    const list = await as(cookie, "GET", "/api/trainer-classes");
    const date = new Date(`${todayIn("America/Chicago")}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + day++);
    const res = await as(cookie, "POST", "/api/trainer-classes", {
      version: list.json().version,
      class: {
        title,
        date: date.toISOString().slice(0, 10),
        startTime: "18:30",
        location: "Hall",
        paymentLink: "https://pay.example/x",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  it("runs the day's slot once when pg-boss delivers it twice, and e-mails the address once", async () => {
    await subscribed("twin.one@example.com");
    await addClass("Two Servers Class One");
    const ids = await Promise.all([client.send(JOB), client.send(JOB)]);
    const state = async () =>
      Promise.all(ids.map(async (id) => (await client.findJobs(JOB, { id: id! }))[0]?.state));
    await expect.poll(state, { timeout: 30_000, interval: 250 }).toEqual(["completed", "completed"]);

    const runs = await db()
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, JOB), isNotNull(jobRuns.slot)));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ ok: true, outcome: "1 alert queued" });
    const sent = await alertsTo(["twin.one@example.com"]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("Two Servers Class One");
  }, 60_000);

  it("sends each address one e-mail when both servers run it at the same moment", async () => {
    const emails = ["twin.two@example.com", "twin.three@example.com", "twin.four@example.com"];
    for (const email of emails) await subscribed(email);
    await addClass("Two Servers Class Two");
    const runs = await Promise.all(servers.map((s) => s.app.jobs.runNow(JOB)));
    expect(runs.every((r) => r.ok)).toBe(true);
    const sent = await alertsTo(emails);
    expect(sent.map((m) => m.to).sort()).toEqual([...emails].sort());
    for (const m of sent) expect(m.text).toContain("Two Servers Class Two");
    // The first address had its e-mail today: nothing more, though class two is new for it.
    expect(await alertsTo(["twin.one@example.com"])).toHaveLength(1);
  }, 60_000);
});
