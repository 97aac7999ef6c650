/** The sign-in e-mail over real SMTP, and what happens when the mail server cannot be reached. */
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginTokens } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";

type Received = { from: string; to: string[]; data: string };

describe("with SMTP_URL pointing at a real SMTP server", () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
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
    const { port } = smtp.server.address() as { port: number };
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it("delivers the sign-in e-mail with the link, as HTML and text", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: "trainer@example.com" },
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(["trainer@example.com"]);
    expect(mail.from).toBe("no-reply@soulpunch.example");
    expect(mail.data).toContain("Subject: Your Soul Punch Trainer Portal sign-in link");
    expect(mail.data).toContain("text/plain");
    expect(mail.data).toContain("text/html");
    expect(mail.data.replace(/=\r\n/g, "")).toContain("/trainer-portal/magic-link?token=3D");
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
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: "trainer@example.com" },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      "We couldn't send the e-mail right now. Please try again in a few minutes.",
    );
    expect(await t.database.db.select().from(loginTokens)).toEqual([]);
  });
});
