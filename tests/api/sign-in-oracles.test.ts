/**
 * Sign-in without lockouts or oracles (issue 27 point 6, probes F2 and F4; docs/decisions/0026):
 * - strangers' link requests pace the e-mails to an address but never lock its owner out;
 * - POST /api/magic-login answers every registered address alike (a trainer, the admin, a suspended or
 *   closed account, an applicant whose payment is being confirmed) and the e-mail says why; an unknown
 *   address keeps the spec's text;
 * - a password sign-in does the same work whether or not the account exists or has a password.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicants, signInTokens, trainers } from "../../src/server/db/schema";
import * as crypto from "../../src/server/platform/crypto";
import { LOGIN_TEXT } from "../../src/shared/contracts/auth";
import { ONBOARDING_TEXT } from "../../src/shared/contracts/onboarding";
import { createTestApp, manualClock, type TestApp } from "../support/test-app";

const OWNER = "trainer@example.com";
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  // The defaults: 30 requests per IP, 5 per IP and e-mail pair (and 5 e-mails before pacing) a quarter hour.
  t = await createTestApp({}, undefined, { now: clock.now });
});
afterAll(() => t.close());

const ask = (email: string, ip = "198.51.100.1") =>
  t.app.inject({ method: "POST", url: "/api/magic-login", payload: { email }, remoteAddress: ip });
const mailbox = async (to: string) =>
  (await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })).json() as {
    subject: string;
    text: string;
    html: string;
    links: string[];
  }[];
const signInWith = (mail: { links: string[] }) => {
  const link = new URL(mail.links.find((l) => l.includes("/trainer-portal/magic-link"))!);
  return t.app.inject({
    method: "POST",
    url: "/api/magic-link/consume",
    payload: { token: link.searchParams.get("token"), email: link.searchParams.get("email") },
  });
};

describe("strangers asking for the owner's link", () => {
  it("pace the e-mails but never keep the owner from signing in", async () => {
    for (let i = 1; i <= 20; i++) {
      const res = await ask(OWNER, `203.0.113.${i}`);
      expect(res.statusCode, `request ${i}`).toBe(200);
      expect(res.json()).toEqual({ sent: true });
    }
    // A few e-mails, then none: the mailbox is not flooded.
    expect(await mailbox(OWNER)).toHaveLength(5);

    // The owner asks at once: paced, but the newest link in the mailbox works.
    expect((await ask(OWNER, "192.0.2.200")).json()).toEqual({ sent: true });
    expect(await mailbox(OWNER)).toHaveLength(5);
    expect((await signInWith((await mailbox(OWNER))[0]!)).statusCode).toBe(200);

    // A minute later the owner's request sends a fresh link, which works.
    clock.advance(60 * 1000);
    expect((await ask(OWNER, "192.0.2.200")).statusCode).toBe(200);
    const box = await mailbox(OWNER);
    expect(box).toHaveLength(6);
    expect((await signInWith(box[0]!)).statusCode).toBe(200);
    // ...and then one a minute at most.
    await ask(OWNER, "203.0.113.77");
    expect(await mailbox(OWNER)).toHaveLength(6);
  });
});

describe("POST /api/magic-login", () => {
  let suspended: string;
  let revoked: string;
  const applicant = "waiting.for.payment@example.com";

  beforeAll(async () => {
    const db = t.database.db;
    const [s] = await db
      .select({ email: trainers.email })
      .from(trainers)
      .where(eq(trainers.status, "suspended"));
    suspended = s!.email;
    const [r] = await db
      .select({ id: trainers.id, email: trainers.email })
      .from(trainers)
      .where(and(eq(trainers.status, "certified"), ne(trainers.email, OWNER)))
      .orderBy(sql`${trainers.id} desc`)
      .limit(1);
    await db.update(trainers).set({ status: "revoked" }).where(eq(trainers.id, r!.id));
    revoked = r!.email;
    await db.insert(applicants).values({ fullName: "<b>Anyone</b>", email: applicant });
  });

  it("answers a trainer, the admin, a suspended or closed account and an applicant alike", async () => {
    const answers = [];
    for (const email of ["lead@example.com", "admin@example.com", suspended, revoked, applicant]) {
      const res = await ask(email, "198.51.100.30");
      // The date and the request's own id differ for any two answers.
      const { date: _date, "x-request-id": _id, ...headers } = res.headers;
      answers.push({ status: res.statusCode, body: res.body, headers });
    }
    expect(answers[0]).toMatchObject({ status: 200, body: '{"sent":true}' });
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it("e-mails the link, or why there is none", async () => {
    const [admin] = await mailbox("admin@example.com");
    expect(admin!.subject).toBe("Your Soul Punch Trainer Portal sign-in link");
    expect((await signInWith(admin!)).json()).toEqual({ redirect: "/trainer-portal/admin" });

    const [closed] = await mailbox(suspended);
    expect(closed!.subject).toBe("Your Soul Punch Trainer Portal sign-in request");
    expect(closed!.text).toContain("Your trainer account is suspended, so it can't sign in.");
    expect(closed!.text).toContain("support@soulpunch.example");
    expect(closed!.links.some((l) => l.includes("magic-link"))).toBe(false);

    const [gone] = await mailbox(revoked);
    expect(gone!.text).toContain("Your trainer account has been closed, so it can't sign in.");

    const [waiting] = await mailbox(applicant);
    expect(waiting!.text).toContain(ONBOARDING_TEXT.paymentBeingConfirmed);
    // The name typed at checkout is not repeated to the mailbox (anyone can type one).
    expect(waiting!.html).not.toContain("Anyone");
    expect(waiting!.text).toMatch(/^Hi there,/);
    // No usable token for any of them.
    const tokens = await t.database.db
      .select({ email: signInTokens.email })
      .from(signInTokens)
      .where(
        and(
          eq(signInTokens.purpose, "login"),
          sql`${signInTokens.email} in (${suspended}, ${revoked}, ${applicant})`,
        ),
      );
    expect(tokens).toEqual([]);
  });

  it("keeps the spec's text for an unknown address, and e-mails nothing", async () => {
    const res = await ask("nobody.here@example.com");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(LOGIN_TEXT.notRegistered);
    expect(await mailbox("nobody.here@example.com")).toEqual([]);
  });
});

describe("when the sign-in e-mail cannot be sent", () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => down.close());

  it("says so (Small texts) and leaves no usable token, for a link as for a refusal", async () => {
    for (const email of ["trainer@example.com", "jasmine.cole@example.com"]) {
      const res = await down.app.inject({ method: "POST", url: "/api/magic-login", payload: { email } });
      expect(res.statusCode, email).toBe(503);
      expect(res.json().message).toBe(
        "We couldn't send the e-mail right now. Please try again in a few minutes.",
      );
    }
    expect(
      await down.database.db.select().from(signInTokens).where(eq(signInTokens.purpose, "login")),
    ).toEqual([]);
  });
});

describe("a password sign-in", () => {
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });

  it("checks a password as long whether or not the account exists or has one", async () => {
    await t.database.db
      .update(trainers)
      .set({ passwordHash: await crypto.hashPassword("the right one") })
      .where(eq(trainers.email, "lead@example.com"));
    const cases = {
      "wrong password": "lead@example.com",
      "no password": "admin@example.com",
      "no account": "no.account@example.com",
    };
    // The cases take turns, so a machine busy with other suites slows each of them alike.
    const times: Record<string, number[]> = { "wrong password": [], "no password": [], "no account": [] };
    // Five each: a sixth wrong password for one address meets the sign-in limit.
    for (let i = 0; i < 5; i++) {
      for (const [name, email] of Object.entries(cases)) {
        const started = performance.now();
        const res = await signIn(email, `guess-number-${i}`);
        times[name]!.push(performance.now() - started);
        expect(res.statusCode, name).toBe(401);
        expect(res.json().message).toBe(LOGIN_TEXT.wrongPassword);
      }
    }
    const median = (name: string) => times[name]!.sort((a, b) => a - b)[2]!;
    // A real check is a scrypt of tens of milliseconds; skipping it answers in one or two. A generous
    // bound, for a loaded machine: each case takes at least a quarter as long as a wrong password.
    expect(median("no password")).toBeGreaterThan(median("wrong password") / 4);
    expect(median("no account")).toBeGreaterThan(median("wrong password") / 4);
  });

  it("checks a missing password against a hash as costly as a real one", async () => {
    const real = (await crypto.hashPassword("any password")).split("$");
    const dummy = crypto.DUMMY_PASSWORD_HASH.split("$");
    expect(dummy.slice(0, 4)).toEqual(real.slice(0, 4));
    expect(Buffer.from(dummy[5]!, "base64")).toHaveLength(Buffer.from(real[5]!, "base64").length);
    expect(await crypto.verifyPassword("any password", crypto.DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
