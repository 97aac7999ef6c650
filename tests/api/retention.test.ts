/**
 * The daily retention job (issue 28 point 3, docs/decisions/0029-retention.md) on a fake clock: rows just
 * past each period are gone, rows just inside it and everything else stay; an old webhook keeps its row,
 * order id and outcome, and a late duplicate delivery of it is still a duplicate.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  applicants,
  classes,
  classReservations,
  geocodeCache,
  jobRuns,
  mailOutbox,
  sessions,
  signInTokens,
  trainers,
  webhookEvents,
} from "../../src/server/db/schema";
import { retentionJob } from "../../src/server/modules/retention/retention";
import { changedTables, snapshot } from "../support/db-snapshot";
import { deliverPaidOrder, ORDER_ENV } from "../support/paid-order";
import { createTestApp, loginAs, manualClock, requestLink, type TestApp } from "../support/test-app";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const clock = manualClock(new Date());
const NOW = clock.now();
const at = (ms: number) => new Date(NOW.getTime() + ms);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      ...ORDER_ENV,
      RATE_LIMIT_LOGIN_PER_IP: "1000",
      RATE_LIMIT_LOGIN_PER_EMAIL: "1000",
    },
    undefined,
    { now: clock.now },
  );
});
afterAll(() => t.close());

const db = () => t.database.db;
const run = (now = clock.now()) => retentionJob.run({ app: t.app, now });

/** The same order delivered again later has the same webhook id (the storefront's retry). */
function deliverOrder(webhookId: string, orderId: number, email: string) {
  return deliverPaidOrder(t.app, email, {
    webhookId,
    order: {
      id: orderId,
      customer: { first_name: "Rosa", last_name: "Okafor", phone: "+1 918 555 0199" },
      billing_address: { city: "Tulsa", province_code: "OK", address1: "12 Elm St" },
    },
  });
}

/** The fixture keys ("fx-gone-…", "fx-keep-…") a table still has, sorted. */
async function fixtureKeys(table: string, column: string) {
  const { rows } = (await db().execute(
    sql`select ${sql.identifier(column)} as k from ${sql.identifier(table)} where ${sql.identifier(column)} like 'fx-%'`,
  )) as unknown as { rows: { k: string }[] };
  return rows.map((r) => r.k).sort();
}

const place = (query: string, found: boolean, createdAt: Date) =>
  found
    ? { query, found, latitude: 36.15, longitude: -95.99, label: "Tulsa", createdAt }
    : { query, found, createdAt };
const jobRun = (job: string, startedAt: Date) => ({
  job,
  startedAt,
  finishedAt: startedAt,
  ok: true,
  outcome: "x",
});
const storedWebhook = (id: string, receivedAt: Date, payload: object, orderId: string | null) => ({
  id,
  source: "storefront",
  topic: "orders/paid",
  orderId,
  payload,
  receivedAt,
  processedAt: receivedAt,
  outcome: "ignored:not-certification",
});

describe("one run at a fixed moment", () => {
  let trainerId: number;
  let applicantId: number;
  let outbox: Record<string, number>;
  let runs: Record<string, number>;
  let trainerCookie: string;
  let unusedLink: { token: string; email: string };
  let reservationClasses: Record<string, string>;

  beforeAll(async () => {
    // Real flows first, at NOW: a live session, a used link and an unused one still valid.
    trainerCookie = await loginAs(t.app, "trainer@example.com");
    unusedLink = await requestLink(t.app, "trainer@example.com");
    trainerId = (await t.app.services.trainers.accountByEmail("trainer@example.com"))!.id;
    [{ id: applicantId }] = (await db()
      .insert(applicants)
      .values({ fullName: "Lena Applicant", email: "lena@example.com" })
      .returning({ id: applicants.id })) as [{ id: number }];

    const trainerSession = (key: string, expiresAt: Date, lastSeenAt: Date) => ({
      idHash: `fx-${key}`,
      kind: "trainer" as const,
      trainerId,
      createdAt: at(-20 * DAY),
      expiresAt,
      lastSeenAt,
    });
    await db()
      .insert(sessions)
      .values([
        trainerSession("gone-expired", at(-SECOND), at(-MINUTE)),
        trainerSession("keep-live", at(SECOND), at(-MINUTE)),
        trainerSession("gone-idle", at(10 * DAY), at(-14 * DAY - SECOND)),
        trainerSession("keep-almost-idle", at(10 * DAY), at(-14 * DAY + MINUTE)),
        // An applicant's session is not refreshed as it is used: only its expiry ends it.
        {
          idHash: "fx-gone-applicant",
          kind: "applicant",
          applicantId,
          expiresAt: at(-SECOND),
          lastSeenAt: at(-7 * DAY),
        },
        {
          idHash: "fx-keep-applicant",
          kind: "applicant",
          applicantId,
          expiresAt: at(SECOND),
          lastSeenAt: at(-15 * DAY),
        },
      ]);

    // Tokens go one day (RETENTION_TOKEN_DAYS) after their expiry, used or not.
    const token = (key: string, expiresAt: Date, usedAt: Date | null) => ({
      tokenHash: `fx-${key}`,
      email: "trainer@example.com",
      expiresAt,
      usedAt,
    });
    const login = { purpose: "login" as const, trainerId };
    const applicantLink = { purpose: "applicant" as const, applicantId, email: "lena@example.com" };
    await db()
      .insert(signInTokens)
      .values([
        { ...token("gone-expired", at(-DAY - SECOND), null), ...login },
        { ...token("gone-used", at(-DAY - SECOND), at(-DAY - MINUTE)), ...login },
        { ...token("keep-used-lately", at(-DAY + MINUTE), at(-DAY)), ...login },
        { ...token("keep-valid", at(10 * MINUTE), null), ...login },
        { ...token("gone-applicant-expired", at(-DAY - SECOND), null), ...applicantLink },
        { ...token("keep-applicant-valid", at(6 * DAY), null), ...applicantLink },
      ]);

    // Sent e-mails go after 30 days; failed and queued ones stay whatever their age.
    const mail = { to: "x@example.com", subject: "Hello", text: "Hi", html: "<p>Hi</p>", kind: "test" };
    const old = at(-30 * DAY - SECOND);
    const mailRows = await db()
      .insert(mailOutbox)
      .values([
        { ...mail, subject: "gone-sent", status: "sent", createdAt: old, sentAt: old },
        { ...mail, subject: "keep-sent", status: "sent", createdAt: old, sentAt: at(-30 * DAY + MINUTE) },
        { ...mail, subject: "keep-failed", status: "failed", createdAt: old, error: "refused" },
        // Not due for a year, so the delivery job leaves it alone during the test.
        { ...mail, subject: "keep-queued", status: "queued", createdAt: old, nextAttemptAt: at(365 * DAY) },
      ])
      .returning({ id: mailOutbox.id, subject: mailOutbox.subject });
    outbox = Object.fromEntries(mailRows.map((r) => [r.subject, r.id]));

    await db()
      .insert(geocodeCache)
      .values([
        place("fx-gone-found", true, at(-90 * DAY - SECOND)),
        place("fx-keep-found", true, at(-90 * DAY + MINUTE)),
        place("fx-gone-miss", false, at(-7 * DAY - SECOND)),
        place("fx-keep-miss", false, at(-7 * DAY + MINUTE)),
      ]);

    const runRows = await db()
      .insert(jobRuns)
      .values([jobRun("fx-gone", at(-90 * DAY - SECOND)), jobRun("fx-keep", at(-90 * DAY + MINUTE))])
      .returning({ id: jobRuns.id, job: jobRuns.job });
    runs = Object.fromEntries(runRows.map((r) => [r.job, r.id]));

    // Reservations go with their class's 90th day past (issue 33 §6): one class 91 days ago, one 89.
    const dayOf = (ms: number) => at(ms).toISOString().slice(0, 10);
    const classRows = await db()
      .insert(classes)
      .values(
        [dayOf(-91 * DAY), dayOf(-89 * DAY)].map((date) => ({
          trainerId,
          date,
          startTime: "18:00",
          endTime: "20:00",
          timeZone: "America/Chicago",
          location: "Retention Hall",
        })),
      )
      .returning({ id: classes.id, date: classes.date });
    reservationClasses = { gone: classRows[0]!.id, keep: classRows[1]!.id };
    await db()
      .insert(classReservations)
      .values(
        Object.entries(reservationClasses).map(([key, classId]) => ({
          classId,
          name: `fx-${key}`,
          email: `${key}@example.com`,
          partySize: 1,
          status: "held" as const,
          createdAt: at(-100 * DAY),
          confirmTokenHash: `fx-confirm-${key}`,
          manageTokenHash: `fx-manage-${key}`,
        })),
      );

    // Webhooks: one delivered for real and made 90 days old, one just inside, one stored before order_id.
    const delivered = await deliverOrder("wh-old", 5_123_456, "rosa.okafor@example.com");
    expect(delivered.json()).toMatchObject({ status: "processed" });
    // The order id is written when the event is stored, not only when retention empties the payload.
    const [stored] = await db().select().from(webhookEvents).where(eq(webhookEvents.id, "wh-old"));
    expect(stored).toMatchObject({ orderId: "5123456", payload: { id: 5_123_456 } });
    await db()
      .update(webhookEvents)
      .set({ receivedAt: at(-90 * DAY - SECOND) })
      .where(eq(webhookEvents.id, "wh-old"));
    await db()
      .insert(webhookEvents)
      .values([
        storedWebhook("wh-recent", at(-90 * DAY + MINUTE), { id: 42 }, "42"),
        storedWebhook("wh-legacy", at(-200 * DAY), { id: 777, email: "old@example.com" }, null),
      ]);
  });

  it("deletes exactly the rows past their periods and says how many of each", async () => {
    const before = await snapshot(db());
    const outcome = await run(NOW);
    expect(outcome).toBe(
      "sessions 3, tokens 3, sent e-mails 1, webhook payloads 2, geocode entries 2, job runs 1, reservations 1",
    );
    const touched = [
      "class_reservations",
      "sessions",
      "sign_in_tokens",
      "mail_outbox",
      "webhook_events",
      "geocode_cache",
      "job_runs",
    ];
    expect(changedTables(before, await snapshot(db())).filter((name) => !touched.includes(name))).toEqual([]);

    expect(await fixtureKeys("sessions", "id_hash")).toEqual([
      "fx-keep-almost-idle",
      "fx-keep-applicant",
      "fx-keep-live",
    ]);
    expect(await fixtureKeys("sign_in_tokens", "token_hash")).toEqual([
      "fx-keep-applicant-valid",
      "fx-keep-used-lately",
      "fx-keep-valid",
    ]);
    expect(await fixtureKeys("geocode_cache", "query")).toEqual(["fx-keep-found", "fx-keep-miss"]);
    const mails = await db()
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, Object.values(outbox)));
    expect(mails.map((m) => m.subject).sort()).toEqual(["keep-failed", "keep-queued", "keep-sent"]);
    const runsLeft = await db()
      .select({ job: jobRuns.job })
      .from(jobRuns)
      .where(inArray(jobRuns.id, Object.values(runs)));
    expect(runsLeft.map((r) => r.job)).toEqual(["fx-keep"]);
    const reservationsLeft = await db()
      .select({ name: classReservations.name })
      .from(classReservations)
      .where(inArray(classReservations.classId, Object.values(reservationClasses)));
    expect(reservationsLeft.map((r) => r.name)).toEqual(["fx-keep"]);
  });

  it("leaves the real flows' rows: the session still signs in, the unused link still works", async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: trainerCookie } });
    expect(me.statusCode).toBe(200);
    const { token, email } = unusedLink;
    const used = await t.app.inject({
      method: "POST",
      url: "/api/magic-link/consume",
      payload: { token, email },
    });
    expect(used.statusCode, used.body).toBe(200);
  });

  it("keeps an old webhook's row, order id and outcome, and still knows a late duplicate", async () => {
    const rows = await db()
      .select()
      .from(webhookEvents)
      .where(inArray(webhookEvents.id, ["wh-old", "wh-recent", "wh-legacy"]));
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId["wh-old"]).toMatchObject({ payload: null, orderId: "5123456" });
    expect(byId["wh-old"]!.outcome).toMatch(/^verified:/);
    expect(byId["wh-old"]!.processedAt).not.toBeNull();
    expect(byId["wh-legacy"]).toMatchObject({
      payload: null,
      orderId: "777",
      outcome: "ignored:not-certification",
    });
    expect(byId["wh-recent"]).toMatchObject({ payload: { id: 42 }, orderId: "42" });

    const again = await deliverOrder("wh-old", 5_123_456, "rosa.okafor@example.com");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: "duplicate", outcome: byId["wh-old"]!.outcome });
    const accounts = await db()
      .select({ id: trainers.id })
      .from(trainers)
      .where(eq(trainers.email, "rosa.okafor@example.com"));
    expect(accounts).toHaveLength(1);
  });

  it("a second run at the same moment deletes nothing more", async () => {
    expect(await run(NOW)).toBe(
      "sessions 0, tokens 0, sent e-mails 0, webhook payloads 0, geocode entries 0, job runs 0, reservations 0",
    );
  });
});

describe("a used sign-in link as time passes", () => {
  it("says 'already used' for a day past its expiry, then is gone", async () => {
    const { token, email } = await requestLink(t.app, "trainer@example.com");
    const consume = () =>
      t.app.inject({ method: "POST", url: "/api/magic-link/consume", payload: { token, email } });
    expect((await consume()).statusCode).toBe(200);

    clock.advance(10 * MINUTE + DAY - MINUTE);
    await run();
    expect((await consume()).json()).toMatchObject({ state: "used" });

    clock.advance(2 * MINUTE);
    await run();
    expect((await consume()).json()).toMatchObject({ state: "unknown" });
  });
});

describe("sessions and link tokens", () => {
  it("are pruned by their owner's one prune (the auth module's), which the job runs", async () => {
    const prune = vi.spyOn(t.app.services.sessions, "prune");
    try {
      const cookie = await loginAs(t.app, "trainer@example.com");
      clock.advance(31 * DAY);
      expect(await run()).toMatch(/^sessions [1-9]\d*, tokens \d+,/);
      expect(prune).toHaveBeenCalledTimes(1);
      const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
      expect(me.statusCode).toBe(401);
    } finally {
      prune.mockRestore();
    }
  });
});
