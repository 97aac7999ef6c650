/**
 * Who may call each /api route. The app lists every route it registered with its audience
 * (plugins/audiences.ts); every one must be listed here with that audience (a missing or moved one
 * fails), and each row is run against the app as anonymous, as a trainer, against another trainer's
 * data, and as the admin. Later issues add their routes to ROUTES.
 */
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Audience } from "../../src/server/plugins/audiences";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

type Who = "anonymous" | "trainer" | "otherTrainer" | "admin";
type Row = {
  route: string;
  /** The audience the route must be registered in: its guard decides who gets past. */
  audience: Audience;
  /** The request each caller sends; `own` is the caller's e-mail, `other` another trainer's. */
  request: (ctx: { own: string; other: string }) => InjectOptions;
  expect: Partial<Record<Who, number>>;
};

const TRAINER = "trainer@example.com";
const OTHER = "lead@example.com";
const ADMIN = "admin@example.com";
/** The demo accounts' ids (tests/api/profile.test.ts checks them): the owner's profile is read by id. */
const DEMO_IDS: Record<string, number> = { [ADMIN]: 1, [OTHER]: 2, [TRAINER]: 3 };

const ROUTES: Row[] = [
  {
    route: "GET /api/health",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/health" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/dev/mailbox",
    audience: "dev",
    request: () => ({ method: "GET", url: "/api/dev/mailbox?limit=1" }),
    // Development only: the route does not exist in production (tests/api/auth.test.ts).
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/dev/trainers",
    audience: "dev",
    // Development only, like the mailbox; a duplicate e-mail shows the route validates and refuses.
    request: () => ({
      method: "POST",
      url: "/api/dev/trainers",
      payload: { name: "Demo Trainer", email: TRAINER },
    }),
    expect: { anonymous: 409, trainer: 409, admin: 409 },
  },
  {
    route: "POST /api/magic-login",
    audience: "public",
    request: () => ({ method: "POST", url: "/api/magic-login", payload: { email: "nobody@example.com" } }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/magic-link/status",
    audience: "public",
    request: () => ({
      method: "GET",
      url: `/api/magic-link/status?token=${"x".repeat(43)}&email=${TRAINER}`,
    }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/magic-link/consume",
    audience: "public",
    request: () => ({
      method: "POST",
      url: "/api/magic-link/consume",
      payload: { token: "x".repeat(43), email: TRAINER },
    }),
    expect: { anonymous: 410, trainer: 410, admin: 410 },
  },
  {
    route: "POST /api/login",
    audience: "public",
    request: () => ({
      method: "POST",
      url: "/api/login",
      payload: { email: TRAINER, password: "wrong-password" },
    }),
    expect: { anonymous: 401, trainer: 401, admin: 401 },
  },
  {
    route: "GET /api/me",
    audience: "portal",
    request: () => ({ method: "GET", url: "/api/me" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/me/password",
    audience: "portal",
    // A too-short password: authorised callers reach validation (400), nobody's password changes.
    request: () => ({ method: "POST", url: "/api/me/password", payload: { newPassword: "x" } }),
    expect: { anonymous: 401, trainer: 400, admin: 400 },
  },
  {
    route: "GET /api/trainers/by-email/:email",
    audience: "portal",
    request: ({ own }) => ({ method: "GET", url: `/api/trainers/by-email/${own}` }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "GET /api/public-trainers",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/public-trainers" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/geocode",
    audience: "public",
    // Answered by the offline gazetteer: no request leaves the machine.
    request: () => ({ method: "GET", url: "/api/geocode?q=Tulsa%2C%20OK" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/site-content/public",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/site-content/public" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/trainer-profile/:trainerName",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/trainer-profile/dana-whitfield" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/public-trainers/:id",
    audience: "public",
    // The headquarters trainer (the admin) is the first account of the demo data.
    request: () => ({ method: "GET", url: "/api/public-trainers/1" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/public-classes/:id",
    audience: "public",
    // Public for anyone; an unknown class is a 404 for every caller alike.
    request: () => ({ method: "GET", url: "/api/public-classes/00000000-0000-4000-8000-000000000000" }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/calendar/classes/:file",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/calendar/classes/00000000-0000-4000-8000-000000000000.ics" }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/calendar/trainers/:file",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/calendar/trainers/dana-whitfield.ics" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/calendar/all.ics",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/calendar/all.ics" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/dashboard",
    audience: "portal",
    // The caller's own card: the session decides whose, so there is no other trainer's to ask for.
    request: () => ({ method: "GET", url: "/api/dashboard" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/announcements/for-trainer",
    audience: "portal",
    // The caller's own e-mail; another trainer's is refused, the admin may read anyone's.
    request: ({ own }) => ({ method: "GET", url: `/api/announcements/for-trainer?email=${own}` }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "POST /api/announcements",
    audience: "portal",
    // Only the trainer lead (role announcement_author; tests/api/announcements.test.ts shows the 201)
    // may post; the demo admin is not the lead. Refused before the body is read: nothing is created.
    request: () => ({
      method: "POST",
      url: "/api/announcements",
      payload: { message: "Matrix check", priority: "info" },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 403 },
  },
  {
    route: "POST /api/announcements/:id/dismiss",
    audience: "portal",
    // Demo announcement 1: dismissing it again is fine; the dismissal is the caller's own.
    request: () => ({ method: "POST", url: "/api/announcements/1/dismiss", payload: {} }),
    expect: { anonymous: 401, trainer: 204, admin: 204 },
  },
  {
    route: "GET /api/curriculum",
    audience: "portal",
    request: () => ({ method: "GET", url: "/api/curriculum" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/curriculum/resources/:id/view",
    audience: "portal",
    // The view is recorded for the caller (idempotent).
    request: () => ({ method: "POST", url: "/api/curriculum/resources/1/view" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/chatbot",
    audience: "portal",
    request: () => ({
      method: "POST",
      url: "/api/chatbot",
      payload: { question: "How do I contact support?" },
    }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/trainer-profile/:id(^\\d+$)",
    audience: "portal",
    // The owner's full profile; another trainer's is refused, the admin may read anyone's.
    request: ({ own }) => ({ method: "GET", url: `/api/trainer-profile/${DEMO_IDS[own]}` }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "POST /api/trainer-profile/:id(^\\d+$)",
    audience: "portal",
    request: ({ own }) => ({
      method: "POST",
      url: `/api/trainer-profile/${DEMO_IDS[own]}`,
      payload: { availabilityDescription: "Flexible" },
    }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "GET /api/trainer-profile-edit",
    audience: "portal",
    request: ({ own }) => ({ method: "GET", url: `/api/trainer-profile-edit?email=${own}` }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "PUT /api/trainer-profile-edit",
    audience: "portal",
    request: ({ own }) => ({
      method: "PUT",
      url: `/api/trainer-profile-edit?email=${own}`,
      payload: { publicBio: "Matrix bio" },
    }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "POST /api/upload-profile-picture",
    audience: "portal",
    // A text file named .png: past the guard it is refused by its content (400), so no file is written.
    request: () => {
      const form = new FormData();
      form.append("profilePicture", new Blob(["not a picture"], { type: "image/png" }), "x.png");
      return { method: "POST", url: "/api/upload-profile-picture", payload: form };
    },
    expect: { anonymous: 401, trainer: 400, admin: 400 },
  },
  // Logout last: it ends the caller's session.
  {
    route: "POST /api/logout",
    audience: "public",
    request: () => ({ method: "POST", url: "/api/logout" }),
    expect: { anonymous: 204, trainer: 204, admin: 204 },
  },
];

let t: TestApp;
const cookies: Partial<Record<Who, string>> = {};
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  cookies.trainer = await loginAs(t.app, TRAINER);
  cookies.otherTrainer = cookies.trainer;
  cookies.admin = await loginAs(t.app, ADMIN);
});
afterAll(() => t.close());

it("lists every /api route the app has, with its audience, and no other", () => {
  const listed = ROUTES.map((r) => `${r.route} (${r.audience})`).sort();
  const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url} (${r.audience})`);
  expect([...new Set(registered)].sort()).toEqual(listed);
});

it("refuses anonymous callers on every portal and admin route", () => {
  for (const row of ROUTES.filter((r) => r.audience === "portal" || r.audience === "admin"))
    expect(row.expect.anonymous, row.route).toBe(401);
});

describe.each(ROUTES)("$route", (row) => {
  for (const who of ["anonymous", "trainer", "otherTrainer", "admin"] as const) {
    const status = row.expect[who];
    if (status === undefined) continue;
    it(`answers ${status} to ${who}`, async () => {
      const own = who === "admin" ? ADMIN : TRAINER;
      // "otherTrainer": a signed-in trainer asking for another trainer's data.
      const ctx = { own: who === "otherTrainer" ? OTHER : own, other: OTHER };
      const options = row.request(ctx);
      const cookie = cookies[who];
      const res = await t.app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode, res.body).toBe(status);
    });
  }
});
