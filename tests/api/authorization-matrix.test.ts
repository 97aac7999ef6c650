/**
 * Who may call each /api route. The app lists every route it registered with its audience
 * (plugins/audiences.ts); every one must be listed here with that audience (a missing or moved one
 * fails), and each row is run against the app as anonymous, as a trainer, against another trainer's
 * data, and as the admin. The rows are in tests/support/route-matrix.ts (the bad-input test reads them
 * too); later issues add their routes there.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allEndpoints, endpointKey } from "../support/endpoints";
import { ADMIN, OTHER, ROUTES, signInCallers, TRAINER, type Who } from "../support/route-matrix";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let cookies: Partial<Record<Who, string>> = {};
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  cookies = await signInCallers(t.app);
});
afterAll(() => t.close());

it("lists every endpoint definition, with the audience it names, and no other", async () => {
  const listed = ROUTES.map((r) => `${r.route} (${r.audience})`).sort();
  const defined = (await allEndpoints()).map(({ endpoint: e }) => `${endpointKey(e)} (${e.audience})`);
  expect(defined.sort()).toEqual(listed);
  // And the app serves each in that audience (tests/api/endpoints.test.ts checks the rest).
  const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url} (${r.audience})`);
  expect([...new Set(registered)].sort()).toEqual(listed);
});

it("refuses trainers on every admin route", () => {
  for (const row of ROUTES.filter((r) => r.audience === "admin"))
    expect(row.expect.trainer, row.route).toBe(403);
});

it("refuses anonymous callers on every onboarding, portal and admin route", () => {
  for (const row of ROUTES.filter((r) => ["onboarding", "portal", "admin"].includes(r.audience)))
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
