/**
 * Class alerts' public calls (issue 32, decision 0042): a request sends the confirmation and stores
 * nothing; an unknown place is refused under its field; the confirm button stores the subscription (the
 * same e-mail and place twice is one, its distance the last); links are checked for their purpose and
 * expiry; the one-click unsubscribe takes RFC 8058's form post from anywhere; requests are limited per
 * IP and per e-mail. Who may call: tests/support/route-matrix.ts; the daily job: class-alerts-job.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classAlerts } from "../../src/server/db/schema";
import { AlertLinks } from "../../src/server/modules/class-alerts/links";
import { CLASS_ALERT_TEXT } from "../../src/shared/contracts/class-alerts";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let offsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => t.close());

let ip = 0;
/** Each call its own address unless given one: the per-IP limit is tested on its own. */
const subscribe = (payload: Record<string, unknown>, remoteAddress = `198.51.100.${++ip}`) =>
  t.app.inject({ method: "POST", url: "/api/class-alerts", payload, remoteAddress });
const confirm = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/class-alerts/confirm", payload: { token } });
const rows = (email: string) => t.database.db.select().from(classAlerts).where(eq(classAlerts.email, email));

async function mailbox(email: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  return res.json() as { subject: string; text: string; links: string[]; headers: Record<string, string> }[];
}

/** The token of the newest confirmation link e-mailed to `email`. */
async function confirmToken(email: string): Promise<string> {
  const link = (await mailbox(email))[0]?.links.find((l) => l.includes("/class-alerts/confirm"));
  expect(link, `a confirmation link e-mailed to ${email}`).toBeTruthy();
  return new URL(link!).searchParams.get("token")!;
}

describe("POST /api/class-alerts", () => {
  it("e-mails the confirmation link with the place as the distance search names it, and stores nothing", async () => {
    const email = "ana.request@example.com";
    const res = await subscribe({ email: " Ana.Request@Example.com ", place: "fargo nd", distance: 25 });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ email, place: "Fargo, ND", distance: 25 });
    const [mail] = await mailbox(email);
    expect(mail?.subject).toBe("Confirm your class alerts near Fargo, ND");
    expect(mail?.text).toContain("within 25 miles of Fargo, ND");
    expect(mail?.headers).toEqual({});
    expect(await rows(email)).toEqual([]);
  });

  it("refuses an unknown place under its field, in plain words", async () => {
    const res = await subscribe({ email: "ana.nowhere@example.com", place: "Qwxzzy Flats", distance: 25 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: CLASS_ALERT_TEXT.unknownPlace,
      issues: [{ field: "place", message: CLASS_ALERT_TEXT.unknownPlace }],
    });
    expect(await mailbox("ana.nowhere@example.com")).toEqual([]);
  });

  it("refuses a bad e-mail, an empty place and a distance not offered", async () => {
    const res = await subscribe({ email: "not-an-email", place: " ", distance: 30 });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().issues as { field: string; message: string }[]).map((i) => [
      i.field,
      i.message,
    ]);
    expect(Object.fromEntries(fields)).toMatchObject({
      place: CLASS_ALERT_TEXT.placeRequired,
      distance: CLASS_ALERT_TEXT.distance,
    });
    expect(fields.map(([f]) => f)).toContain("email");
  });

  it("limits requests per e-mail address, whatever the IP", async () => {
    const email = "ana.flood@example.com";
    for (let i = 0; i < 5; i++)
      expect((await subscribe({ email, place: "Fargo, ND", distance: 10 })).statusCode).toBe(202);
    const limited = await subscribe({ email, place: "Fargo, ND", distance: 10 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(CLASS_ALERT_TEXT.tooMany);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await mailbox(email)).toHaveLength(5);
  });

  it("limits requests per IP address, whatever the e-mail", async () => {
    const from = "203.0.113.77";
    for (let i = 0; i < 10; i++) {
      const res = await subscribe(
        { email: `ana.ip${i}@example.com`, place: "Fargo, ND", distance: 10 },
        from,
      );
      expect(res.statusCode).toBe(202);
    }
    const limited = await subscribe(
      { email: "ana.ip10@example.com", place: "Fargo, ND", distance: 10 },
      from,
    );
    expect(limited.statusCode).toBe(429);
    expect(await mailbox("ana.ip10@example.com")).toEqual([]);
    // Another address is not affected.
    expect(
      (await subscribe({ email: "ana.ip10@example.com", place: "Fargo, ND", distance: 10 })).statusCode,
    ).toBe(202);
  });
});

describe("POST /api/class-alerts/confirm", () => {
  it("stores the link's subscription; the same e-mail and place again is one, with the new distance", async () => {
    const email = "ana.confirm@example.com";
    await subscribe({ email, place: "Fargo, ND", distance: 25 });
    const first = await confirm(await confirmToken(email));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ email, place: "Fargo, ND", distance: 25, updated: false });
    const [stored] = await rows(email);
    expect(stored).toMatchObject({ place: "Fargo, ND", distanceMiles: 25, lastSentAt: null });

    await subscribe({ email, place: "fargo, north dakota", distance: 50 });
    const second = await confirm(await confirmToken(email));
    expect(second.json()).toEqual({ email, place: "Fargo, ND", distance: 50, updated: true });
    const after = await rows(email);
    expect(after).toHaveLength(1);
    // Its confirmation time stays: a class created between the two is still announced.
    expect(after[0]).toMatchObject({ id: stored!.id, distanceMiles: 50, confirmedAt: stored!.confirmedAt });

    // Another place is another subscription.
    await subscribe({ email, place: "Casselton, ND", distance: 10 });
    await confirm(await confirmToken(email));
    expect((await rows(email)).map((r) => r.place).sort()).toEqual(["Casselton, ND", "Fargo, ND"]);
  });

  it("refuses a changed or made-up link (400) and an expired one (410), storing nothing", async () => {
    const email = "ana.links@example.com";
    await subscribe({ email, place: "Fargo, ND", distance: 25 });
    const token = await confirmToken(email);
    const [body, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ e: "eve@example.com", p: "Fargo, ND", d: 25, x: 9e9 }),
    ).toString("base64url");
    for (const bad of [`${forged}.${signature}`, `${body}.${signature}x`, "nothing-here"]) {
      const res = await confirm(bad);
      expect(res.statusCode, bad).toBe(400);
      // The last is no token at all: the schema refuses it, naming the field.
      expect(res.json().message).toContain(CLASS_ALERT_TEXT.badLink);
    }
    offsetMs = 48 * 3_600_000;
    try {
      const expired = await confirm(token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(CLASS_ALERT_TEXT.expired);
    } finally {
      offsetMs = 0;
    }
    expect(await rows(email)).toEqual([]);
    expect(await rows("eve@example.com")).toEqual([]);
  });
});

describe("POST /api/class-alerts/unsubscribe", () => {
  async function subscribed(email: string): Promise<void> {
    await subscribe({ email, place: "Fargo, ND", distance: 25 });
    expect((await confirm(await confirmToken(email))).statusCode).toBe(200);
  }
  /** The unsubscribe token as an alert's links carry it (the visible link's page). */
  const unsubscribeToken = (email: string) =>
    new URL(
      new AlertLinks(t.config.publicUrl, t.config.linkSigningSecret).unsubscribePageUrl(email),
    ).searchParams.get("token")!;

  it("takes RFC 8058's one-click form post from a mail provider's server and deletes every alert", async () => {
    const email = "ana.oneclick@example.com";
    await subscribed(email);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/class-alerts/unsubscribe?token=${unsubscribeToken(email)}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.provider.example",
        "sec-fetch-site": "cross-site",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email, removed: 1 });
    expect(await rows(email)).toEqual([]);
    // Again: nothing left, still fine.
    const again = await t.app.inject({
      method: "POST",
      url: `/api/class-alerts/unsubscribe?token=${unsubscribeToken(email)}`,
      payload: {},
    });
    expect(again.json()).toEqual({ email, removed: 0 });
  });

  it("takes the one-click post as multipart/form-data too (RFC 8058 allows either)", async () => {
    const email = "ana.multipart@example.com";
    await subscribed(email);
    const boundary = "----alerts";
    const res = await t.app.inject({
      method: "POST",
      url: `/api/class-alerts/unsubscribe?token=${unsubscribeToken(email)}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email, removed: 1 });
  });

  it("refuses a confirmation link's token, a changed one, and a form other than one-click", async () => {
    const email = "ana.keep@example.com";
    await subscribed(email);
    await subscribe({ email, place: "Fargo, ND", distance: 25 });
    const post = (token: string, payload: unknown = {}) =>
      t.app.inject({
        method: "POST",
        url: `/api/class-alerts/unsubscribe?token=${token}`,
        payload: payload as object,
      });
    expect((await post(await confirmToken(email))).statusCode).toBe(400);
    expect((await post(`${unsubscribeToken(email)}x`)).statusCode).toBe(400);
    expect((await post("")).statusCode).toBe(400);
    const form = await t.app.inject({
      method: "POST",
      url: `/api/class-alerts/unsubscribe?token=${unsubscribeToken(email)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=Later",
    });
    expect(form.statusCode).toBe(400);
    expect(await rows(email)).toHaveLength(1);
  });

  it("keeps every other state-changing class alert call behind the Origin check", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/class-alerts",
      headers: { origin: "https://elsewhere.example" },
      payload: { email: "ana.csrf@example.com", place: "Fargo, ND", distance: 25 },
    });
    expect(res.statusCode).toBe(403);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/class-alerts/confirm",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "token=abc.def",
    });
    expect(form.statusCode).toBe(415);
  });
});
