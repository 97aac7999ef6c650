/** Issue 9.1: after a magic link or password sign-in, `next` lands on the site, whatever it says. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { trainers } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/platform/crypto";
import { createTestApp, requestLink, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  await t.database.db
    .update(trainers)
    .set({ passwordHash: await hashPassword("correct horse") })
    .where(eq(trainers.email, "trainer@example.com"));
});
afterAll(() => t.close());

const HOSTILE = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\\evil.example",
  "/\\\\evil.example",
  "https://evil.example/",
  "//evil.example",
  "javascript:alert(document.cookie)",
];

/** A landing path of this site: one leading slash, no scheme, no control characters or backslashes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const ON_SITE = /^\/(?!\/)[^\\\u0000-\u001f]*$/;

it.each(HOSTILE)("a magic link with next=%j lands on the dashboard", async (next) => {
  const { token, email } = await requestLink(t.app, "trainer@example.com");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/magic-link/consume",
    payload: { token, email, next },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().redirect).toBe("/trainer-portal/dashboard");
  expect(res.json().redirect).toMatch(ON_SITE);
});

it.each(HOSTILE)("a password sign-in with next=%j lands on the dashboard", async (next) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email: "trainer@example.com", password: "correct horse", next },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().redirect).toBe("/trainer-portal/dashboard");
});

it("keeps a next of the route table, and leaves a hostile one out of the e-mailed link", async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email: "trainer@example.com", password: "correct horse", next: "/trainer-portal/profile" },
  });
  expect(res.json().redirect).toBe("/trainer-portal/profile");

  await t.app.inject({
    method: "POST",
    url: "/api/magic-login",
    payload: { email: "trainer@example.com", next: "/\t/evil.example" },
  });
  const { link } = await requestLink(t.app, "trainer@example.com");
  expect(link.searchParams.has("next")).toBe(false);
  const box = await t.app.inject({ method: "GET", url: "/api/dev/mailbox?to=trainer@example.com&limit=2" });
  for (const mail of box.json()) expect(mail.text).not.toContain("evil.example");
});
