import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, sessions, signInTokens, trainers } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/platform/crypto";
import { LOGIN_TEXT } from "../../src/shared/contracts/auth";
import {
  createTestApp,
  loginAs,
  manualClock,
  PRODUCTION_ENV,
  requestLink,
  sessionCookie,
  type TestApp,
} from "../support/test-app";

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" },
    undefined,
    { now: clock.now },
  );
});
afterAll(() => t.close());

const consume = (token: string, email: string) =>
  t.app.inject({ method: "POST", url: "/api/magic-link/consume", payload: { token, email } });
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });

describe("magic link", () => {
  it("sends a branded e-mail with the link and its expiry", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: "Trainer@Example.com" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const [mail] = (
      await t.app.inject({ method: "GET", url: "/api/dev/mailbox?to=trainer@example.com&limit=1" })
    ).json();
    expect(mail.subject).toBe("Your Soul Punch Trainer Portal sign-in link");
    expect(mail.text).toContain("expires in 10 minutes");
    expect(mail.html).toContain("Sign in to the Trainer Portal");
    expect(mail.links[0]).toMatch(
      /^http:\/\/localhost:3000\/trainer-portal\/magic-link\?token=[\w-]{43}&email=trainer%40example.com$/,
    );
  });

  it("does not tell who is the admin (tests/api/sign-in-oracles.test.ts has the rest)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: "admin@example.com" },
    });
    expect(res.json()).toEqual({ sent: true });
  });

  it("refuses an unregistered e-mail with the spec's message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: "nobody@example.com" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("This email is not registered in our system. Please try again.");
  });

  it("refuses a malformed e-mail with the field message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: "not-an-email" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: "email", message: "Please enter a valid email address" }]);
  });

  it("is single use", async () => {
    const { token, email } = await requestLink(t.app, "trainer@example.com");
    expect(
      (
        await t.app.inject({ method: "GET", url: `/api/magic-link/status?token=${token}&email=${email}` })
      ).json(),
    ).toEqual({ state: "valid" });
    const first = await consume(token, email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ redirect: "/trainer-portal/dashboard" });
    const second = await consume(token, email);
    expect(second.statusCode).toBe(410);
    expect(second.json().state).toBe("used");
  });

  it("expires after 10 minutes", async () => {
    const a = await requestLink(t.app, "trainer@example.com");
    const b = await requestLink(t.app, "lead@example.com");
    clock.advance(9 * 60 * 1000 + 59 * 1000);
    expect((await consume(a.token, a.email)).statusCode).toBe(200);
    clock.advance(2 * 1000);
    const late = await consume(b.token, b.email);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      state: "expired",
      message: "This link has expired. Request a new one to sign in.",
    });
  });

  it("works only for its own e-mail", async () => {
    const { token } = await requestLink(t.app, "trainer@example.com");
    const res = await consume(token, "lead@example.com");
    expect(res.statusCode).toBe(410);
    expect(res.json().state).toBe("unknown");
    expect((await consume(token, "trainer@example.com")).statusCode).toBe(200);
  });

  it("sends the admin to the admin console and honours a safe next", async () => {
    const { token, email } = await requestLink(t.app, "admin@example.com");
    expect((await consume(token, email)).json()).toEqual({ redirect: "/trainer-portal/admin" });
    const again = await requestLink(t.app, "trainer@example.com");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-link/consume",
      payload: { token: again.token, email: again.email, next: "//evil.example/x" },
    });
    expect(res.json()).toEqual({ redirect: "/trainer-portal/dashboard" });
  });

  it("keeps no raw token or session id in the database", async () => {
    const { token, email } = await requestLink(t.app, "trainer@example.com");
    const cookie = sessionCookie(await consume(token, email));
    const sessionId = cookie.split("=")[1]!;
    const dump = JSON.stringify([
      await t.database.db.select().from(signInTokens),
      await t.database.db.select().from(sessions),
    ]);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(sessionId);
    expect(dump).toMatch(/[0-9a-f]{64}/);
  });
});

describe("sessions", () => {
  it("sets an HttpOnly SameSite=Lax cookie outside production", async () => {
    const { token, email } = await requestLink(t.app, "trainer@example.com");
    const res = await consume(token, email);
    const raw = String([res.headers["set-cookie"]].flat()[0]);
    expect(raw).toMatch(/^sp_session=/);
    expect(raw).toContain("HttpOnly");
    expect(raw).toContain("SameSite=Lax");
    expect(raw).toContain("Path=/");
    expect(raw).not.toContain("Secure");
  });

  it("answers /api/me with the identity and roles", async () => {
    const cookie = await loginAs(t.app, "lead@example.com");
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: "lead@example.com",
      isAdmin: false,
      isAnnouncementAuthor: true,
      status: "certified",
    });
    expect((await t.app.inject({ method: "GET", url: "/api/me" })).statusCode).toBe(401);
  });

  it("logout deletes the session on the server", async () => {
    const cookie = await loginAs(t.app, "trainer@example.com");
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(String([out.headers["set-cookie"]].flat()[0])).toMatch(/sp_session=;/);
    // The old cookie value no longer opens anything, even if the browser kept it.
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("suspension ends the session and stops login", async () => {
    const [row] = await t.database.db
      .select({ id: trainers.id })
      .from(trainers)
      .where(eq(trainers.status, "certified"))
      .orderBy(sql`${trainers.id} desc`)
      .limit(1);
    const [trainer] = await t.database.db.select().from(trainers).where(eq(trainers.id, row!.id));
    const cookie = await loginAs(t.app, trainer!.email);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.database.db.update(trainers).set({ status: "suspended" }).where(eq(trainers.id, trainer!.id));
    // Said once (issue 31 part 5): the first refusal names why, and the session is gone after it.
    const refused = await me(cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: "Your account was suspended", ended: "suspended" });
    const left = await t.database.db.select().from(sessions).where(eq(sessions.trainerId, trainer!.id));
    expect(left).toEqual([]);
    const later = await me(cookie);
    expect(later.statusCode).toBe(401);
    expect(later.json().ended).toBeUndefined();
    const again = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: trainer!.email },
    });
    // Answered like a sent link; the e-mail says why (tests/api/sign-in-oracles.test.ts).
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sent: true });
    await t.database.db.update(trainers).set({ status: "certified" }).where(eq(trainers.id, trainer!.id));
  });

  it("expires after 14 idle days", async () => {
    const cookie = await loginAs(t.app, "trainer@example.com");
    clock.advance(15 * 24 * 60 * 60 * 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe("passwords", () => {
  it("can be set, then used to sign in; from an older session the current one is needed to change it", async () => {
    const cookie = await loginAs(t.app, "lead@example.com");
    const set = await t.app.inject({
      method: "POST",
      url: "/api/me/password",
      headers: { cookie },
      payload: { newPassword: "kick-punch-run" },
    });
    expect(set.statusCode).toBe(204);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "lead@example.com", password: "kick-punch-run" },
    });
    expect(login.statusCode).toBe(200);
    expect((await me(sessionCookie(login))).json().hasPassword).toBe(true);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "lead@example.com", password: "wrong-one" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(LOGIN_TEXT.wrongPassword);
    // The session is no longer a recent sign-in (tests/api/sessions.test.ts has the rule).
    clock.advance(11 * 60 * 1000);
    const change = await t.app.inject({
      method: "POST",
      url: "/api/me/password",
      headers: { cookie },
      payload: { newPassword: "another-one" },
    });
    expect(change.statusCode).toBe(403);
    const wrongCurrent = await t.app.inject({
      method: "POST",
      url: "/api/me/password",
      headers: { cookie },
      payload: { currentPassword: "not-the-one", newPassword: "another-one" },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().message).toBe("Your current password is not correct.");
    const [stored] = await t.database.db
      .select({ hash: trainers.passwordHash })
      .from(trainers)
      .where(eq(trainers.email, "lead@example.com"));
    expect(stored!.hash).toMatch(/^scrypt\$/);
    expect(stored!.hash).not.toContain("kick-punch-run");
  });

  it("validates the password variant's fields with the spec's messages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "bad", password: "123" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: "email", message: "Please enter a valid email address" },
      { field: "password", message: "Password must be at least 6 characters" },
    ]);
  });

  it("answers an account without a password like a wrong password", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "trainer@example.com", password: "whatever1" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("cross-site protection", () => {
  it("refuses a cross-origin POST", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      headers: { origin: "https://evil.example" },
      payload: { email: "trainer@example.com" },
    });
    expect(res.statusCode).toBe(403);
    const site = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      headers: { "sec-fetch-site": "cross-site" },
      payload: { email: "trainer@example.com" },
    });
    expect(site.statusCode).toBe(403);
  });

  it("refuses a text/plain POST", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({ email: "trainer@example.com" }),
    });
    expect(res.statusCode).toBe(415);
  });

  it("accepts a same-origin POST", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      payload: { email: "trainer@example.com" },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("GET /api/trainers/by-email/{email}", () => {
  it("answers the signed-in trainer's own e-mail, the admin any, others 403, anonymous 401", async () => {
    const trainer = await loginAs(t.app, "trainer@example.com");
    const admin = await loginAs(t.app, "admin@example.com");
    const own = await t.app.inject({
      method: "GET",
      url: "/api/trainers/by-email/trainer@example.com",
      headers: { cookie: trainer },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: "trainer@example.com", status: "certified" });
    expect(Object.keys(own.json()).sort()).toEqual(["email", "id", "name", "status"]);
    const other = await t.app.inject({
      method: "GET",
      url: "/api/trainers/by-email/lead@example.com",
      headers: { cookie: trainer },
    });
    expect(other.statusCode).toBe(403);
    const byAdmin = await t.app.inject({
      method: "GET",
      url: "/api/trainers/by-email/lead@example.com",
      headers: { cookie: admin },
    });
    expect(byAdmin.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/trainers/by-email/nobody@example.com",
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/trainers/by-email/trainer@example.com" })).statusCode,
    ).toBe(401);
  });
});

describe("production cookies", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ ...PRODUCTION_ENV });
    await prod.database.db
      .update(trainers)
      .set({ passwordHash: await hashPassword("secret-pass") })
      .where(eq(trainers.email, "trainer@example.com"));
  });
  afterAll(() => prod.close());

  it("are Secure and __Host- prefixed", async () => {
    const res = await prod.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "trainer@example.com", password: "secret-pass" },
    });
    expect(res.statusCode).toBe(200);
    const raw = String([res.headers["set-cookie"]].flat()[0]);
    expect(raw).toMatch(/^__Host-sp_session=/);
    expect(raw).toContain("Secure");
    expect(raw).toContain("HttpOnly");
    expect(raw).toContain("SameSite=Lax");
  });

  it("has no development mailbox", async () => {
    expect((await prod.app.inject({ method: "GET", url: "/api/dev/mailbox" })).statusCode).toBe(404);
  });
});

describe("mail outbox", () => {
  it("records each link e-mail", async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    await requestLink(t.app, "trainer@example.com");
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before + 1);
  });
});
