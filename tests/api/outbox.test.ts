/**
 * The outbox (issue 28, point 2; docs/decisions/0028-outbox.md): an e-mail is written in the change's
 * transaction and sent by the mail-delivery job (deliverDueMail, called here with a fake clock), with
 * retries over about two hours; after the last try it is failed, listed to the admin and sent again on
 * their word. Sign-in e-mails are sent in the request and never retried. In production a sent row keeps
 * no body. Runs on PGlite and on PostgreSQL (DATABASE_URL); two servers: outbox-two-servers.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import { MAX_ATTEMPTS, RETRY_WAITS_MS } from "../../src/server/modules/outbox/backoff";
import { deliverDueMail } from "../../src/server/modules/outbox/job";
import type { OutboxSummary } from "../../src/shared/contracts/outbox";
import { deliverPaidOrder, ORDER_ENV } from "../support/paid-order";
import { closedPort, type Received, startSmtp } from "../support/smtp";
import {
  createTestApp,
  loginAs,
  manualClock,
  PRODUCTION_ENV,
  requestAs,
  type TestApp,
} from "../support/test-app";

const MINUTE = 60_000;
const rowsTo = (t: TestApp, to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const note = { subject: "Your class notes", text: "Notes", html: "<p>Notes</p>", kind: "test-note" };

describe("SMTP refusing connections while a paid order arrives", () => {
  const clock = manualClock();
  const received: Received[] = [];
  const log: string[] = [];
  let t: TestApp;
  let port: number;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  beforeAll(async () => {
    port = await closedPort();
    t = await createTestApp({ ...ORDER_ENV, SMTP_URL: `smtp://127.0.0.1:${port}` }, undefined, {
      now: clock.now,
      logStream: { write: (line) => void log.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });
  const buyer = "ines.okoro@example.com";

  it("answers the webhook 200, makes the account and keeps its e-mails pending", async () => {
    const res = await deliverPaidOrder(t.app, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.services.trainers.accountByEmail(buyer)).toMatchObject({ status: "in_training" });
    const rows = await rowsTo(t, buyer);
    expect(rows.map((r) => r.kind).sort()).toEqual(["account-ready", "onboarding-documents"]);
    for (const row of rows) expect(row).toMatchObject({ status: "queued", attempts: 0 });

    expect(await deliverDueMail(t.app, clock.now())).toEqual({ sent: 0, retrying: 2, failed: 0 });
    for (const row of await rowsTo(t, buyer)) {
      expect(row).toMatchObject({ status: "queued", attempts: 1 });
      expect(row.error).toMatch(/ECONNREFUSED/);
      expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + RETRY_WAITS_MS[0]!);
    }
  });

  it("delivers them once SMTP is back, within a minute, exactly once", async () => {
    smtp = await startSmtp(received, { port });
    // Not due yet: the next try is a minute after the failed one.
    expect(await deliverDueMail(t.app, clock.now())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(MINUTE);
    expect(await deliverDueMail(t.app, clock.now())).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await deliverDueMail(t.app, clock.now())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received.map((m) => m.to)).toEqual([[buyer], [buyer]]);
    expect(received.some((m) => m.data.includes("trainer account is ready"))).toBe(true);
    for (const row of await rowsTo(t, buyer)) {
      expect(row).toMatchObject({ status: "sent", error: null, sentAt: clock.now() });
      // Outside production the body stays: the outbox is the development mailbox.
      expect(row.text.length).toBeGreaterThan(0);
    }
  });

  it("logs each try by outbox id and kind, never the recipient's address", () => {
    const delivery = log.filter((l) => /e-mail (sent|not sent)/.test(l));
    expect(delivery).toHaveLength(4);
    for (const line of delivery) expect(line).toMatch(/"outboxId":\d+.*"kind":"/);
    expect(log.join("\n")).not.toContain(buyer);
  });
});

describe("after the last try", () => {
  const clock = manualClock();
  const received: Received[] = [];
  let refuse = false;
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  let trainer: string;
  beforeAll(async () => {
    smtp = await startSmtp(received, { refuse: () => refuse });
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, undefined, { now: clock.now });
    admin = await loginAs(t.app, "admin@example.com");
    trainer = await loginAs(t.app, "trainer@example.com");
    received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const as = (cookie: string | undefined, method: "GET" | "POST", url: string) =>
    requestAs(t.app)(cookie, method, url);
  const summary = async () => (await as(admin, "GET", "/api/admin/outbox")).json() as OutboxSummary;

  it("retries with growing waits for over an hour, then marks the e-mail failed", async () => {
    refuse = true;
    const id = await t.app.mailer.enqueue(t.database.db, { ...note, to: "notes@example.com" });
    expect(await summary()).toMatchObject({ pending: 1, failed: 0, failedMails: [] });
    const firstTry = clock.now().getTime();
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      const run = await deliverDueMail(t.app, clock.now());
      expect(run).toEqual(
        i < MAX_ATTEMPTS ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 },
      );
      if (i < MAX_ATTEMPTS) clock.advance(RETRY_WAITS_MS[i - 1]!);
    }
    expect(clock.now().getTime() - firstTry).toBeGreaterThan(60 * MINUTE);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    clock.advance(24 * 60 * MINUTE);
    expect(await deliverDueMail(t.app, clock.now())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received).toEqual([]);
  });

  it("lists the failed e-mail to the admin only", async () => {
    expect(await summary()).toMatchObject({
      pending: 0,
      failed: 1,
      failedMails: [
        { to: "notes@example.com", subject: note.subject, kind: note.kind, attempts: MAX_ATTEMPTS },
      ],
    });
    expect((await summary()).failedMails[0]!.error).toMatch(/451/);
    expect((await as(trainer, "GET", "/api/admin/outbox")).statusCode).toBe(403);
    expect((await as(undefined, "GET", "/api/admin/outbox")).statusCode).toBe(401);
  });

  it("sends it again on the admin's word, audited, once", async () => {
    refuse = false;
    const { id } = (await summary()).failedMails[0]!;
    expect((await as(trainer, "POST", `/api/admin/outbox/${id}/resend`)).statusCode).toBe(403);
    const res = await as(admin, "POST", `/api/admin/outbox/${id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ queued: true });
    const audit = (await as(admin, "GET", "/api/admin/audit")).json().entries[0];
    expect(audit).toMatchObject({ action: "outbox.resend", targetType: "email", targetId: String(id) });
    expect(await summary()).toMatchObject({ pending: 1, failed: 0, failedMails: [] });
    expect(await deliverDueMail(t.app, clock.now())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(received.map((m) => m.to)).toEqual([["notes@example.com"]]);
    // Sent: nothing to send again.
    const again = await as(admin, "POST", `/api/admin/outbox/${id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Only a failed e-mail/);
  });

  it("refuses an unknown or malformed id in plain words", async () => {
    const unknown = await as(admin, "POST", "/api/admin/outbox/999999/resend");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("There is no such e-mail.");
    expect((await as(admin, "POST", "/api/admin/outbox/abc/resend")).statusCode).toBe(400);
  });

  it("sends a sign-in link in the request; when SMTP refuses, says so and never retries it", async () => {
    refuse = true;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: "lead@example.com" },
    });
    expect(res.statusCode).toBe(503);
    const [row] = await rowsTo(t, "lead@example.com");
    expect(row).toMatchObject({ status: "failed", kind: "login-link", attempts: 1 });
    refuse = false;
    clock.advance(24 * 60 * MINUTE);
    expect(await deliverDueMail(t.app, clock.now())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // Not the admin's to send again: its link's token is gone.
    expect((await summary()).failedMails.map((m) => m.id)).not.toContain(row!.id);
    const resend = await as(admin, "POST", `/api/admin/outbox/${row!.id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toMatch(/sign-in e-mail is not sent again/);
  });
});

describe("in production", () => {
  const received: Received[] = [];
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp(received);
    t = await createTestApp({ ...PRODUCTION_ENV, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("keeps the body only while the e-mail is pending", async () => {
    const id = await t.app.mailer.enqueue(t.database.db, { ...note, to: "prod.notes@example.com" });
    const pending = await rowsTo(t, "prod.notes@example.com");
    expect(pending[0]).toMatchObject({ id, status: "queued", text: "Notes", html: "<p>Notes</p>" });
    expect(await deliverDueMail(t.app, t.app.now())).toMatchObject({ sent: 1 });
    expect(received[0]!.data).toContain("Notes");
    const [sent] = await rowsTo(t, "prod.notes@example.com");
    expect(sent).toMatchObject({
      status: "sent",
      subject: note.subject,
      kind: note.kind,
      text: "",
      html: "",
    });
  });
});
