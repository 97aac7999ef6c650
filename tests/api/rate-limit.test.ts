/**
 * Sign-in limits (issue 9.2, 9.3; plugins/login-limits.ts): link requests and passwords counted apart,
 * per IP and per IP and e-mail pair; a stranger's requests for someone's e-mail never lock its owner out
 * of a password sign-in (nor of a link: tests/api/sign-in-oracles.test.ts); every 429 says when to retry; X-Forwarded-For counts only from a trusted proxy.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainers } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/platform/crypto";
import { createTestApp, type TestApp } from "../support/test-app";

const LIMITS = { RATE_LIMIT_LOGIN_PER_IP: "8", RATE_LIMIT_LOGIN_PER_EMAIL: "3" };
const DELAY_MS = 300;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(LIMITS, undefined, {}, (config) => {
    config.rateLimits.failedPasswordDelayMs = DELAY_MS;
  });
  await t.database.db
    .update(trainers)
    .set({ passwordHash: await hashPassword("correct horse") })
    .where(eq(trainers.email, "trainer@example.com"));
});
afterAll(() => t.close());

const ask = (email: string, ip: string) =>
  t.app.inject({ method: "POST", url: "/api/magic-login", payload: { email }, remoteAddress: ip });
const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress: ip });

describe("link requests", () => {
  it("are limited per IP and e-mail, with a plain 429 and Retry-After", async () => {
    for (let i = 0; i < 3; i++)
      expect((await ask("trainer@example.com", "203.0.113.7")).statusCode).toBe(200);
    const limited = await ask("trainer@example.com", "203.0.113.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("Too many attempts. Please wait a few minutes and try again.");
    const retry = Number(limited.headers["retry-after"]);
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    // The same e-mail from other addresses is never refused: its e-mails are paced instead
    // (tests/api/sign-in-oracles.test.ts).
    for (let i = 0; i < 3; i++)
      expect((await ask("trainer@example.com", "203.0.113.8")).statusCode).toBe(200);
    expect((await ask("trainer@example.com", "203.0.113.9")).json()).toEqual({ sent: true });
    // Another e-mail is not affected.
    expect((await ask("lead@example.com", "203.0.113.50")).statusCode).toBe(200);
  });

  it("for someone's e-mail do not keep them from signing in with their password", async () => {
    // The e-mail's link e-mails are paced (above); its owner signs in from home.
    const res = await signIn("trainer@example.com", "correct horse", "198.51.100.200");
    expect(res.statusCode).toBe(200);
  });

  it("are limited per IP, whatever the e-mail", async () => {
    const ip = "198.51.100.4";
    for (let i = 1; i <= 8; i++) expect((await ask(`a${i}@example.com`, ip)).statusCode).toBe(404);
    const limited = await ask("a9@example.com", ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("passwords", () => {
  it("refuse an IP after its failures for one e-mail, with Retry-After", async () => {
    const ip = "192.0.2.10";
    const tries = [];
    for (let i = 0; i < 4; i++)
      tries.push((await signIn("trainer@example.com", `guess-${i}`, ip)).statusCode);
    expect(tries).toEqual([401, 401, 401, 429]);
    expect(
      Number((await signIn("trainer@example.com", "x-guess", ip)).headers["retry-after"]),
    ).toBeGreaterThan(0);
  });

  it("many failures from strangers only slow the owner down, never lock them out", async () => {
    for (let i = 0; i < 3; i++)
      expect((await signIn("trainer@example.com", `guess-${i}`, "192.0.2.11")).statusCode).toBe(401);
    // Six failures for the e-mail now (192.0.2.10 and .11): later attempts wait, from anywhere.
    const started = performance.now();
    const res = await signIn("trainer@example.com", "correct horse", "192.0.2.99");
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(DELAY_MS - 20);
  });

  it("do not count against link requests", async () => {
    // admin@example.com had no link requests: its failed passwords leave its links alone.
    for (let i = 0; i < 3; i++) await signIn("admin@example.com", `guess-${i}`, "192.0.2.30");
    expect((await ask("admin@example.com", "192.0.2.30")).statusCode).toBe(200);
  });
});

describe("X-Forwarded-For", () => {
  const production = {
    ...LIMITS,
    NODE_ENV: "production",
    PUBLIC_URL: "https://trainers.example.org",
    SMTP_URL: "smtp://127.0.0.1:9",
    ADMIN_EMAILS: "owner@trainers.example.org",
  };
  const forged = (app: TestApp, i: number) =>
    app.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: `nobody${i}@example.com`, password: "whatever" },
      headers: { "x-forwarded-for": `203.0.113.${i}` },
      remoteAddress: "192.0.2.77",
    });

  it("made up by the client does not reset the per-IP limit in production", async () => {
    const app = await createTestApp(production);
    try {
      const codes = [];
      for (let i = 1; i <= 9; i++) codes.push((await forged(app, i)).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    } finally {
      await app.close();
    }
  });

  it("from a proxy named in TRUST_PROXY names the client", async () => {
    const app = await createTestApp({ ...production, TRUST_PROXY: "192.0.2.77" });
    try {
      for (let i = 1; i <= 9; i++) expect((await forged(app, i)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
