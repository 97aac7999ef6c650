/** The sign-in e-mail over real SMTP, and what happens when the mail server cannot be reached. */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, signInTokens } from "../../src/server/db/schema";
import { deliverDueMail } from "../../src/server/modules/outbox/job";
import { closedPort, type Received, startSmtp } from "../support/smtp";
import { createTestApp, PRODUCTION_ENV, requestLink, type TestApp } from "../support/test-app";

/** A message's text as the reader sees it: quoted-printable soft breaks and escapes undone. */
const decoded = (data: string) =>
  data
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** An app whose SMTP_URL is a real SMTP server on loopback, for the describe block it is called in. */
function withSmtp(env: Record<string, string> = {}) {
  const box = { received: [] as Received[], t: undefined as unknown as TestApp };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp(box.received);
    box.t = await createTestApp({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await box.t.close();
    await smtp.close();
  });
  return box;
}

/** Asks for a sign-in link for the demo trainer. */
const askLink = (t: TestApp) =>
  t.app.inject({ method: "POST", url: "/api/magic-login", payload: { email: "trainer@example.com" } });

describe("with SMTP_URL pointing at a real SMTP server", () => {
  const box = withSmtp();

  it("delivers the sign-in e-mail with the link, as HTML and text", async () => {
    const res = await askLink(box.t);
    expect(res.statusCode).toBe(200);
    expect(box.received).toHaveLength(1);
    const mail = box.received[0]!;
    expect(mail.to).toEqual(["trainer@example.com"]);
    expect(mail.from).toBe("no-reply@soulpunch.example");
    expect(mail.data).toContain("Subject: Your Soul Punch Trainer Portal sign-in link");
    expect(mail.data).toContain("text/plain");
    expect(mail.data).toContain("text/html");
    expect(mail.data.replace(/=\r\n/g, "")).toContain("/trainer-portal/magic-link?token=3D");
  });

  it("keeps the link in the outbox outside production: it is the development mailbox", async () => {
    const { token } = await requestLink(box.t.app, "trainer@example.com");
    const [row] = await box.t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row!.text).toContain(token);
    expect(row!.html).toContain(token);
  });
});

describe("in production", () => {
  const box = withSmtp(PRODUCTION_ENV);

  it("delivers a working sign-in link, and the outbox keeps no body once it is sent", async () => {
    const res = await askLink(box.t);
    expect(res.statusCode).toBe(200);
    expect(box.received).toHaveLength(1);
    const text = decoded(box.received[0]!.data);
    const link = new URL(/https:\/\/trainers\.example\/trainer-portal\/magic-link\?[^\s"<>]+/.exec(text)![0]);
    const token = link.searchParams.get("token")!;
    expect(token).toMatch(/^[\w-]{43}$/);

    const [row] = await box.t.database.db.select().from(mailOutbox);
    expect(row).toMatchObject({
      status: "sent",
      to: "trainer@example.com",
      subject: "Your Soul Punch Trainer Portal sign-in link",
      kind: "login-link",
      text: "",
      html: "",
    });

    // The delivered link works (production's cookie is __Host- prefixed).
    const consume = await box.t.app.inject({
      method: "POST",
      url: "/api/magic-link/consume",
      payload: { token, email: link.searchParams.get("email")! },
    });
    expect(consume.statusCode).toBe(200);
    expect(String([consume.headers["set-cookie"]].flat()[0])).toMatch(/^__Host-sp_session=/);
  });
  it("sends an e-mail's attachment (a reservation's .ics), then keeps neither it nor the body", async () => {
    const ics =
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Evening Basics\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    const id = await box.t.app.mailer.enqueue(box.t.database.db, {
      to: "visitor@example.com",
      subject: "Confirm your reservation",
      text: "Hi",
      html: "<p>Hi</p>",
      kind: "reservation-pending",
      attachments: [
        { filename: "evening-basics-2026-12-10.ics", contentType: "text/calendar", content: ics },
      ],
    });
    await deliverDueMail(box.t.app, new Date());
    const sent = box.received.find((m) => m.to.includes("visitor@example.com"));
    expect(sent, "the e-mail as the SMTP server received it").toBeTruthy();
    const data = sent!.data.replace(/\r?\n[ \t]+/g, " ");
    expect(data).toMatch(/^Content-Type: text\/calendar/m);
    expect(data).toMatch(/^Content-Disposition: attachment; filename=evening-basics-2026-12-10\.ics/m);
    const [row] = await box.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", text: "", html: "", attachments: null });
  });
});

describe("when the e-mail cannot be sent", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => t.close());

  it("answers 503 with a plain message and leaves no usable token", async () => {
    const res = await askLink(t);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      "We couldn't send the e-mail right now. Please try again in a few minutes.",
    );
    expect(await t.database.db.select().from(signInTokens).where(eq(signInTokens.purpose, "login"))).toEqual(
      [],
    );
  });
});
