/**
 * The outbox with two app servers on one PostgreSQL database (issue 28, point 2): both run the
 * mail-delivery job at the same moment, and every e-mail goes out exactly once, the paid order's too after
 * an SMTP outage. PostgreSQL only (DATABASE_URL): PGlite has one connection, so nothing races there.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import { deliverDueMail } from "../../src/server/modules/outbox/job";
import { deliverPaidOrder, ORDER_ENV } from "../support/paid-order";
import { closedPort, type Received, startSmtp } from "../support/smtp";
import { type AppServer, appServersOnPostgres, manualClock, testConfig } from "../support/test-app";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("two app servers delivering the outbox at once", () => {
  const clock = manualClock();
  const received: Received[] = [];
  const servers: AppServer[] = [];
  let close: (() => Promise<void>) | undefined;
  let port: number;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

  beforeAll(async () => {
    port = await closedPort();
    const started = await appServersOnPostgres(
      serverUrl!,
      2,
      (_i, url) => testConfig({ ...ORDER_ENV, DATABASE_URL: url, SMTP_URL: `smtp://127.0.0.1:${port}` }),
      { now: clock.now },
    );
    servers.push(...started.servers);
    close = started.close;
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  const bothDeliver = async () => {
    const runs = await Promise.all(servers.map((s) => deliverDueMail(s.app, clock.now())));
    return {
      runs,
      sent: runs.reduce((n, r) => n + r.sent, 0),
      retrying: runs.reduce((n, r) => n + r.retrying, 0),
    };
  };

  it("keeps the paid order's e-mails through an SMTP outage and sends each once when it is back", async () => {
    const [a] = servers;
    const buyer = "two.servers@example.com";
    const res = await deliverPaidOrder(a!.app, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(await a!.app.services.trainers.accountByEmail(buyer)).toBeDefined();
    // Other e-mails queued meanwhile, so the two servers have rows to race for.
    for (let i = 0; i < 30; i++)
      await servers[i % 2]!.app.mailer.enqueue(a!.database.db, {
        to: `reader.${i}@example.com`,
        subject: `Note ${i}`,
        text: `Note ${i}`,
        html: `<p>Note ${i}</p>`,
        kind: "test-note",
      });
    const down = await bothDeliver();
    expect(down.sent).toBe(0);
    expect(down.retrying).toBe(32);

    smtp = await startSmtp(received, { port });
    clock.advance(60_000);
    const up = await bothDeliver();
    expect(up.sent).toBe(32);
    // Both servers did some of the work, and no e-mail went out twice.
    for (const run of up.runs) expect(run.sent).toBeGreaterThan(0);
    const recipients = received.map((m) => m.to.join(","));
    expect(recipients).toHaveLength(32);
    expect(new Set(recipients).size).toBe(31);
    expect(recipients.filter((r) => r === buyer)).toHaveLength(2);

    expect((await bothDeliver()).sent).toBe(0);
    const statuses = await a!.database.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(statuses.every((s) => s.status === "sent")).toBe(true);
  });
});
