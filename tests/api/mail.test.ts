/** The sign-in e-mail over real SMTP, and what happens when the mail server cannot be reached. */
import { createServer } from "node:net";
import { desc } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginTokens, mailOutbox } from "../../src/server/db/schema";
import { createTestApp, PRODUCTION_ENV, requestLink, type TestApp } from "../support/test-app";

type Received = { from: string; to: string[]; data: string };

/** A real SMTP server on a free local port, keeping every message it receives. */
async function startSmtp(received: Received[]): Promise<{ smtp: SMTPServer; port: number }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (c: Buffer) => {
        data += c.toString();
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return { smtp, port: (smtp.server.address() as { port: number }).port };
}

/** A message's text as the reader sees it: quoted-printable soft breaks and escapes undone. */
const decoded = (data: string) =>
  data
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** An app whose SMTP_URL is a real SMTP server on loopback, for the describe block it is called in. */
function withSmtp(env: Record<string, string> = {}) {
  const box = { received: [] as Received[], t: undefined as unknown as TestApp };
  let smtp: SMTPServer;
  beforeAll(async () => {
    const started = await startSmtp(box.received);
    smtp = started.smtp;
    box.t = await createTestApp({ ...env, SMTP_URL: `smtp://127.0.0.1:${started.port}` });
  });
  afterAll(async () => {
    await box.t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
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

  it("delivers a working sign-in link, and the outbox keeps no token", async () => {
    const res = await askLink(box.t);
    expect(res.statusCode).toBe(200);
    expect(box.received).toHaveLength(1);
    const text = decoded(box.received[0]!.data);
    const link = new URL(/https:\/\/trainers\.example\/trainer-portal\/magic-link\?[^\s"<>]+/.exec(text)![0]);
    const token = link.searchParams.get("token")!;
    expect(token).toMatch(/^[\w-]{43}$/);

    const [row] = await box.t.database.db.select().from(mailOutbox);
    expect(row!.status).toBe("sent");
    for (const stored of [row!.text, row!.html]) {
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(encodeURIComponent(token));
      expect(stored).toContain("/trainer-portal/magic-link?token=[removed]");
    }
    expect(row!.text).toContain("trainer%40example.com");

    // The delivered link works (production's cookie is __Host- prefixed).
    const consume = await box.t.app.inject({
      method: "POST",
      url: "/api/magic-link/consume",
      payload: { token, email: link.searchParams.get("email")! },
    });
    expect(consume.statusCode).toBe(200);
    expect(String([consume.headers["set-cookie"]].flat()[0])).toMatch(/^__Host-sp_session=/);
  });
});

describe("when the e-mail cannot be sent", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => t.close());

  it("answers 503 with a plain message and leaves no usable token", async () => {
    const res = await askLink(t);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      "We couldn't send the e-mail right now. Please try again in a few minutes.",
    );
    expect(await t.database.db.select().from(loginTokens)).toEqual([]);
  });
});
