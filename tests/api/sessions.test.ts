/**
 * Sessions and the answers around them: a password change needs a recent sign-in or the current
 * password and ends the account's other sessions; signing in ends the session the request carried;
 * private answers are never cached; security headers on pages and API answers. The tables hold one
 * principal per row: a session or a link token is a trainer's or an applicant's, never both or neither.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicants, sessions, signInTokens, trainers } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/platform/crypto";
import {
  createTestApp,
  loginAs,
  manualClock,
  requestLink,
  sessionCookie,
  type TestApp,
  testWebDir,
} from "../support/test-app";

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" },
    undefined,
    { now: clock.now },
    (config) => {
      config.webDir = testWebDir();
    },
  );
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;
const SIGN_IN_AGAIN =
  "For your security, enter your current password, or sign in again, to change your password.";

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
const setPassword = (cookie: string, payload: { newPassword: string; currentPassword?: string }) =>
  t.app.inject({ method: "POST", url: "/api/me/password", headers: { cookie }, payload });
const passwordLogin = (email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });

async function givePassword(email: string, password: string) {
  await t.database.db
    .update(trainers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(trainers.email, email));
}

async function newTrainer(name: string, email: string) {
  const res = await t.app.inject({ method: "POST", url: "/api/dev/trainers", payload: { name, email } });
  expect(res.statusCode).toBe(201);
}

describe("setting or changing a password", () => {
  it("from a fresh sign-in, an account without a password sets one", async () => {
    await newTrainer("Fresh Trainer", "fresh@example.com");
    const cookie = await loginAs(t.app, "fresh@example.com");
    clock.advance(9 * MINUTE);
    expect((await setPassword(cookie, { newPassword: "fresh-pass-1" })).statusCode).toBe(204);
    expect((await me(cookie)).json().hasPassword).toBe(true);
  });

  it("from a session older than 10 minutes, an account without a password gets 403", async () => {
    await newTrainer("Old Session", "old-session@example.com");
    const cookie = await loginAs(t.app, "old-session@example.com");
    clock.advance(11 * MINUTE);
    const res = await setPassword(cookie, { newPassword: "never-set-1" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SIGN_IN_AGAIN);
    expect((await me(cookie)).json().hasPassword).toBe(false);
    // Signing in again makes it a recent sign-in.
    const again = await loginAs(t.app, "old-session@example.com");
    expect((await setPassword(again, { newPassword: "now-it-is-1" })).statusCode).toBe(204);
  });

  it("from an old session needs the current password: without it 403, wrong 400, right 204", async () => {
    await newTrainer("Has Password", "has-password@example.com");
    await givePassword("has-password@example.com", "first-pass-1");
    const cookie = await loginAs(t.app, "has-password@example.com");
    clock.advance(11 * MINUTE);
    const without = await setPassword(cookie, { newPassword: "second-pass-2" });
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toBe(SIGN_IN_AGAIN);
    const wrong = await setPassword(cookie, { newPassword: "second-pass-2", currentPassword: "nope-nope" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Your current password is not correct.");
    const right = await setPassword(cookie, {
      newPassword: "second-pass-2",
      currentPassword: "first-pass-1",
    });
    expect(right.statusCode).toBe(204);
    expect((await passwordLogin("has-password@example.com", "second-pass-2")).statusCode).toBe(200);
    expect((await passwordLogin("has-password@example.com", "first-pass-1")).statusCode).toBe(401);
  });

  it("ends the account's other sessions; the one that changed it stays signed in", async () => {
    await newTrainer("Two Devices", "two-devices@example.com");
    const phone = await loginAs(t.app, "two-devices@example.com");
    const laptop = await loginAs(t.app, "two-devices@example.com");
    const someoneElse = await loginAs(t.app, "trainer@example.com");
    expect((await me(phone)).statusCode).toBe(200);
    expect((await setPassword(laptop, { newPassword: "laptop-pass-1" })).statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(someoneElse)).statusCode).toBe(200);
  });
});

describe("signing in with a session cookie already in the request", () => {
  it("by e-mail link as another account ends the previous session", async () => {
    const a = await loginAs(t.app, "trainer@example.com");
    const { token, email } = await requestLink(t.app, "lead@example.com");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-link/consume",
      payload: { token, email },
      headers: { cookie: a },
    });
    expect(res.statusCode).toBe(200);
    const b = sessionCookie(res);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).json().email).toBe("lead@example.com");
  });

  it("by password as another account ends the previous session", async () => {
    await givePassword("admin@example.com", "admin-pass-1");
    const a = await loginAs(t.app, "trainer@example.com");
    const res = await passwordLogin("admin@example.com", "admin-pass-1", a);
    expect(res.statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(sessionCookie(res))).json().email).toBe("admin@example.com");
  });

  it("as the same account replaces the session rather than adding one", async () => {
    const first = await loginAs(t.app, "trainer@example.com");
    const { token, email } = await requestLink(t.app, "trainer@example.com");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-link/consume",
      payload: { token, email },
      headers: { cookie: first },
    });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(sessionCookie(res))).statusCode).toBe(200);
  });

  it("a failed sign-in leaves the session alone", async () => {
    const a = await loginAs(t.app, "trainer@example.com");
    const before = (await t.database.db.select().from(sessions)).length;
    expect((await passwordLogin("admin@example.com", "wrong-pass-1", a)).statusCode).toBe(401);
    expect((await me(a)).statusCode).toBe(200);
    expect((await t.database.db.select().from(sessions)).length).toBe(before);
  });
});

describe("Cache-Control on API answers", () => {
  it("is no-store on /api/me, the sign-in answers and a 401", async () => {
    const cookie = await loginAs(t.app, "trainer@example.com");
    expect((await me(cookie)).headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject({ method: "GET", url: "/api/me" })).headers["cache-control"]).toBe("no-store");
    await givePassword("lead@example.com", "lead-pass-1");
    const login = await passwordLogin("lead@example.com", "lead-pass-1");
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
    const { token, email } = await requestLink(t.app, "trainer@example.com");
    const consume = await t.app.inject({
      method: "POST",
      url: "/api/magic-link/consume",
      payload: { token, email },
    });
    expect(consume.statusCode).toBe(200);
    expect(consume.headers["cache-control"]).toBe("no-store");
    const unknown = await t.app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(unknown.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the public routes' own caching", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/public-trainers" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=30");
    // The HTML shell keeps its own no-cache.
    expect((await t.app.inject({ method: "GET", url: "/support" })).headers["cache-control"]).toBe(
      "no-cache",
    );
  });
});

describe("security headers", () => {
  const PERMISSIONS = "camera=(), microphone=(), payment=(), usb=(), geolocation=(self), interest-cohort=()";

  it.each([
    ["an HTML page", "/support"],
    ["a missing page", "/no-such-page"],
    ["an API answer", "/api/health"],
    ["an API error", "/api/me"],
  ])("forbid framing and unused features on %s", async (_name, url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.headers["content-type"]).toMatch(
      url.startsWith("/api/") ? /^application\/json/ : /^text\/html/,
    );
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["content-security-policy"]).not.toContain("frame-ancestors 'self'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["permissions-policy"]).toBe(PERMISSIONS);
  });
});

describe("one principal per session and per link token (the tables' CHECKs)", () => {
  const now = new Date();
  const later = new Date(now.getTime() + 60 * MINUTE);
  let trainerId: number;
  let applicantId: number;
  beforeAll(async () => {
    trainerId = (await t.app.services.trainers.accountByEmail("trainer@example.com"))!.id;
    [{ id: applicantId }] = (await t.database.db
      .insert(applicants)
      .values({ fullName: "Check Applicant", email: "check.applicant@example.com" })
      .returning({ id: applicants.id })) as [{ id: number }];
  });

  /** What the database answers a write: "accepted", or the refusal's text (the driver's error, unwrapped). */
  async function outcome(write: PromiseLike<unknown>): Promise<string> {
    try {
      await write;
      return "accepted";
    } catch (err) {
      return String((err as { cause?: unknown }).cause ?? err);
    }
  }
  const session = (key: string, row: Partial<typeof sessions.$inferInsert>) =>
    t.database.db
      .insert(sessions)
      .values({ idHash: `check-${key}`, kind: "trainer", expiresAt: later, ...row });
  const token = (key: string, row: Partial<typeof signInTokens.$inferInsert>) =>
    t.database.db.insert(signInTokens).values({
      tokenHash: `check-${key}`,
      purpose: "login",
      email: "x@example.com",
      expiresAt: later,
      ...row,
    });

  it("refuses a session with both ids, with neither, or with the other kind's id", async () => {
    const refused = [
      session("both", { kind: "trainer", trainerId, applicantId }),
      session("both-applicant", { kind: "applicant", trainerId, applicantId }),
      session("neither-trainer", { kind: "trainer" }),
      session("neither-applicant", { kind: "applicant" }),
      session("wrong-kind", { kind: "applicant", trainerId }),
      session("wrong-kind-2", { kind: "trainer", applicantId }),
    ];
    for (const write of refused) expect(await outcome(write)).toMatch(/sessions_one_principal/);
    expect(await outcome(session("trainer", { kind: "trainer", trainerId }))).toBe("accepted");
    expect(await outcome(session("applicant", { kind: "applicant", applicantId }))).toBe("accepted");
  });

  it("refuses a link token with both ids, with neither, or with the other purpose's id", async () => {
    const refused = [
      token("both", { purpose: "login", trainerId, applicantId }),
      token("neither-login", { purpose: "login" }),
      token("neither-applicant", { purpose: "applicant" }),
      token("wrong-purpose", { purpose: "applicant", trainerId }),
      token("wrong-purpose-2", { purpose: "login", applicantId }),
    ];
    for (const write of refused) expect(await outcome(write)).toMatch(/sign_in_tokens_one_principal/);
    expect(await outcome(token("login", { purpose: "login", trainerId }))).toBe("accepted");
    expect(await outcome(token("applicant", { purpose: "applicant", applicantId }))).toBe("accepted");
  });
});
