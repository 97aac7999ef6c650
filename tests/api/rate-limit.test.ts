import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "8", RATE_LIMIT_LOGIN_PER_EMAIL: "3" });
});
afterAll(() => t.close());

const ask = (email: string, ip = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: "/api/magic-login", payload: { email }, remoteAddress: ip });

it("limits link requests per e-mail with a plain 429", async () => {
  for (let i = 0; i < 3; i++) expect((await ask("trainer@example.com")).statusCode).toBe(200);
  const limited = await ask("trainer@example.com", "203.0.113.99");
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toBe("Too many attempts. Please wait a few minutes and try again.");
  // Another e-mail from another address is not affected.
  expect((await ask("lead@example.com", "203.0.113.50")).statusCode).toBe(200);
});

it("limits requests per IP, whatever the e-mail", async () => {
  const ip = "198.51.100.4";
  const emails = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"].map((n) => `${n}@example.com`);
  for (const email of emails) expect((await ask(email, ip)).statusCode).toBe(404);
  expect((await ask("a9@example.com", ip)).statusCode).toBe(429);
});

it("limits password attempts too", async () => {
  const ip = "192.0.2.10";
  const tries = [];
  for (let i = 0; i < 4; i++) {
    tries.push(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { email: "admin@example.com", password: `guess-${i}` },
          remoteAddress: ip,
        })
      ).statusCode,
    );
  }
  expect(tries).toEqual([401, 401, 401, 429]);
});
