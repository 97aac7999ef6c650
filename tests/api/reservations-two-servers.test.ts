/**
 * Reservations with two app servers on one PostgreSQL database (issue 33 §2: "all of it runs as jobs,
 * once across servers, with no double booking"; decision 0044): parallel requests at the last spots
 * split between the servers hold exactly the capacity; both servers sweeping at the same moment offer a
 * freed spot once (one offer e-mail); both sending reminders at once send each one once. PostgreSQL only
 * (DATABASE_URL): PGlite has one connection, so nothing races there.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classReservations, mailOutbox } from "../../src/server/db/schema";
import { RESERVATION_REMINDERS_JOB, RESERVATIONS_JOB } from "../../src/server/modules/reservations/job";
import { todayIn } from "../../src/shared/time-zones";
import { loginAs, requestAs } from "../support/test-app";
import { type JobServer, twoJobServers } from "../support/two-job-servers";

const serverUrl = process.env.DATABASE_URL;
const TRAINER = "rosa.twoservers@example.com";

describe.skipIf(!serverUrl)("reservations on two app servers", () => {
  let setup: Awaited<ReturnType<typeof twoJobServers>> | undefined;
  let servers: JobServer[] = [];
  let cookie = "";

  beforeAll(async () => {
    setup = await twoJobServers(serverUrl!);
    ({ servers } = setup);
    const seeded = await servers[0]!.app.inject({
      method: "POST",
      url: "/api/dev/trainers",
      payload: { name: "Rosa Two", email: TRAINER, city: "Tulsa", state: "OK" },
    });
    expect(seeded.statusCode, seeded.body).toBe(201);
    cookie = await loginAs(servers[0]!.app, TRAINER);
  }, 60_000);
  afterAll(async () => {
    await setup?.close();
  });

  const db = () => servers[0]!.database.db;
  const app = (i: number) => servers[i % 2]!.app;
  let ip = 0;

  /** A class `inDays` ahead (midnight where the trainer is, for a class within a day). */
  async function addClass(title: string, capacity: number, inDays: number, startTime = "18:30") {
    const as = requestAs(app(1));
    const list = await as(cookie, "GET", "/api/trainer-classes");
    const date = new Date(`${todayIn("America/Chicago")}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + inDays);
    const res = await as(cookie, "POST", "/api/trainer-classes", {
      version: list.json().version,
      class: {
        title,
        date: date.toISOString().slice(0, 10),
        startTime,
        location: "Hall",
        capacity,
        paymentLink: "https://pay.example/x",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().class.id as string;
  }
  const reserve = (server: number, classId: string, email: string) =>
    app(server).inject({
      method: "POST",
      url: `/api/public-classes/${classId}/reservations`,
      payload: { name: "Visitor", email, partySize: 1 },
      remoteAddress: `10.9.0.${++ip}`,
    });
  async function linkToken(email: string, page: string) {
    const box = await app(0).inject({
      method: "GET",
      url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
    });
    const link = box
      .json()
      .flatMap((m: { links: string[] }) => m.links)
      .find((l: string) => l.includes(page));
    return new URL(link).searchParams.get("token")!;
  }
  const mails = (kind: string, emails: string[]) =>
    db()
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), inArray(mailOutbox.to, emails)));

  it("holds exactly the capacity when parallel requests at the last spots go to both servers", async () => {
    const classId = await addClass("Two Servers Reserve", 4, 8);
    const emails = Array.from({ length: 8 }, (_, i) => `two-${i}@example.com`);
    const answers = await Promise.all(emails.map((email, i) => reserve(i, classId, email)));
    expect(answers.map((a) => a.statusCode)).toEqual(emails.map(() => 201));
    const rows = await db()
      .select({ status: classReservations.status })
      .from(classReservations)
      .where(eq(classReservations.classId, classId));
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(4);
    expect(rows.filter((r) => r.status === "waitlisted")).toHaveLength(4);
  }, 60_000);

  it("offers a freed spot once when both servers sweep at the same moment", async () => {
    const classId = await addClass("Two Servers Sweep", 1, 9);
    const [holder, first, second] = [
      "sweep-holder@example.com",
      "sweep-1@example.com",
      "sweep-2@example.com",
    ];
    for (const email of [holder, first, second])
      expect((await reserve(0, classId, email)).statusCode).toBe(201);
    const cancelled = await app(1).inject({
      method: "POST",
      url: "/api/reservations/cancel",
      payload: { token: await linkToken(holder, "/reservations/manage") },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const runs = await Promise.all(servers.map((s) => s.app.jobs.runNow(RESERVATIONS_JOB)));
    expect(runs.every((r) => r.ok)).toBe(true);
    expect((await mails("reservation-offer", [first, second])).map((m) => m.to)).toEqual([first]);
  }, 60_000);

  it("sends each reminder once when both servers run the reminders at the same moment", async () => {
    // Tomorrow at midnight where the trainer is: within the next 24 hours, not started.
    const classId = await addClass("Two Servers Reminder", 5, 1, "00:00");
    const emails = ["remind-1@example.com", "remind-2@example.com"];
    for (const email of emails) {
      expect((await reserve(0, classId, email)).statusCode).toBe(201);
      const confirmed = await app(1).inject({
        method: "POST",
        url: "/api/reservations/confirm",
        payload: { token: await linkToken(email, "/reservations/confirm") },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    const runs = await Promise.all(servers.map((s) => s.app.jobs.runNow(RESERVATION_REMINDERS_JOB)));
    expect(runs.every((r) => r.ok)).toBe(true);
    expect((await mails("reservation-reminder", emails)).map((m) => m.to).sort()).toEqual(emails);
  }, 60_000);
});
