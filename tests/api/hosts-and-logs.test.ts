/**
 * Issue 27, point 9: the site answers only at its own addresses (plugins/host-guard.ts), the CSRF check
 * takes the site's origins from the configuration, request logs keep no query values
 * (http/request-log.ts), a start-up error shows no secret, and a banner link is a web address or a path.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { WRONG_HOST } from "../../src/server/plugins/host-guard";
import { BANNER_LINK_TEXT } from "../../src/shared/contracts/site-content";
import { createTestApp, loginAs, PRODUCTION_ENV, type TestApp } from "../support/test-app";

const log: string[] = [];
let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      PUBLIC_URL: "https://trainers.example",
      PORT: "3000",
      RATE_LIMIT_LOGIN_PER_IP: "3",
      GEOCODER_URL: "http://127.0.0.1:1/search",
    },
    undefined,
    { logStream: { write: (line) => void log.push(line) } },
  );
  // Production, answering only at PUBLIC_URL (not at the inject default the other test apps allow).
  prod = await createTestApp({ ...PRODUCTION_ENV, ALLOWED_ORIGINS: "" });
});
afterAll(async () => {
  await t.close();
  await prod.close();
});

const at = (app: TestApp, host: string, url = "/api/me", extra: Record<string, string> = {}) =>
  app.app.inject({ method: "GET", url, headers: { host, ...extra } });

const mailsTo = async (email: string) =>
  (await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json()
    .length as number;

describe("the Host guard", () => {
  it("refuses a foreign Host with 421 before any route runs", async () => {
    const api = await at(t, "evil.example");
    expect(api.statusCode).toBe(421);
    expect(api.json()).toEqual({ error: "Misdirected Request", message: WRONG_HOST });
    const page = await at(t, "evil.example", "/find-trainer");
    expect(page.statusCode).toBe(421);
    expect(page.body).toBe(WRONG_HOST);
    // A port the server does not listen on, a look-alike name, a name with a user part.
    for (const host of [
      "127.0.0.1:3001",
      "trainers.example:8443",
      "trainers.example.evil.example",
      "x@trainers.example",
    ])
      expect((await at(t, host)).statusCode, host).toBe(421);
  });

  it("sends no e-mail and counts no sign-in limit for a request at a foreign Host", async () => {
    const before = await mailsTo("trainer@example.com");
    // More requests than the per-IP limit (3), with the Origin that matches the forged Host.
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/magic-login",
        payload: { email: "trainer@example.com" },
        headers: { host: "evil.example", origin: "http://evil.example", "sec-fetch-site": "same-origin" },
      });
      expect(res.statusCode).toBe(421);
    }
    expect(await mailsTo("trainer@example.com")).toBe(before);
    const own = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: "trainer@example.com" },
      headers: { host: "trainers.example" },
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it("answers at PUBLIC_URL's host and, outside production, at the loopback names with the port", async () => {
    for (const host of [
      "trainers.example",
      "TRAINERS.example:443",
      "localhost:3000",
      "127.0.0.1:3000",
      "[::1]:3000",
    ])
      expect((await at(t, host)).statusCode, host).toBe(401);
    // X-Forwarded-Host counts only from a proxy named in TRUST_PROXY.
    expect(
      (await at(t, "trainers.example", "/api/me", { "x-forwarded-host": "evil.example" })).statusCode,
    ).toBe(401);
  });

  it("in production answers at PUBLIC_URL's host only", async () => {
    expect((await at(prod, "trainers.example")).statusCode).toBe(401);
    for (const host of ["localhost:3000", "127.0.0.1:3000", "localhost:80", "evil.example"])
      expect((await at(prod, host)).statusCode, host).toBe(421);
  });

  it("lets a load balancer's health check in at any address", async () => {
    const res = await at(prod, "10.0.0.7:3000", "/api/health");
    expect(res.statusCode).toBe(200);
  });
});

describe("the CSRF check", () => {
  it("takes the site's origin from PUBLIC_URL, not from the Host header", async () => {
    // The request came over plain http with the site's Host: an http:// page is not the https site.
    const res = await prod.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: "owner@trainers.example" },
      headers: { host: "trainers.example", origin: "http://trainers.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Cross-site requests are not allowed.");
  });
});

describe("the request log", () => {
  it("keeps no token, e-mail or search text from an address", async () => {
    const secrets = [
      "tok3nSecretValue",
      "applicant.secret@example.com",
      "applicant.secret%40example.com",
      "Secretville",
    ];
    await at(
      t,
      "trainers.example",
      "/trainer-portal/magic-link?token=tok3nSecretValue&email=applicant.secret%40example.com",
    );
    await at(
      t,
      "trainers.example",
      "/onboarding/documents?token=tok3nSecretValue&email=applicant.secret@example.com",
    );
    await at(t, "trainers.example", "/api/geocode?q=Secretville");
    await at(t, "trainers.example", "/api/trainers/by-email/applicant.secret@example.com");
    const text = log.join("");
    expect(text).toContain("/trainer-portal/magic-link?token=[redacted]&email=[redacted]");
    expect(text).toContain("/api/geocode?q=[redacted]");
    expect(text).toContain("/api/trainers/by-email/[redacted]");
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});

describe("a start-up error", () => {
  it("names the variable without its secret value", () => {
    const env = {
      DATABASE_URL: "mysql://app:hunter2-db@db.internal/app",
      SMTP_URL: "http://mailer:hunter2-smtp@smtp.example",
      REDIS_URL: "http://:hunter2-redis@redis.internal",
      STOREFRONT_WEBHOOK_SECRET: "hunter2-short",
    };
    let message = "";
    try {
      loadConfig({ NODE_ENV: "test", ...env });
    } catch (err) {
      message = (err as Error).message;
    }
    for (const name of Object.keys(env)) expect(message).toContain(`Invalid configuration: ${name}: `);
    expect(message).not.toContain("hunter2");
  });
});

describe("the banner's link (F8)", () => {
  it("is refused unless it is an http(s) address or a path on this site", async () => {
    const admin = await loginAs(t.app, "admin@example.com");
    const save = (ctaUrl: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/site-content",
        headers: { cookie: admin },
        payload: {
          trainingBanner: {
            title: "Tulsa training",
            dates: "May 1-3",
            location: "Tulsa, OK",
            endDate: "2027-05-03",
            ctaUrl,
          },
          impactStats: null,
        },
      });
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
      "/\\evil.example",
      "evil.example",
    ]) {
      const res = await save(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().issues).toEqual([{ field: "trainingBanner.ctaUrl", message: BANNER_LINK_TEXT }]);
    }
    for (const good of ["https://shop.soulpunch.example/training", "/become-a-trainer"])
      expect((await save(good)).statusCode, good).toBe(200);
  });
});
