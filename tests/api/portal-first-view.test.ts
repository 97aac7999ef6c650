/**
 * A signed-in trainer's dashboard and profile form are drawn on the server with the answers of their
 * calls (src/server/plugins/first-view.ts, src/web/first-view.tsx; decision 0023): the answers in the
 * page are the caller's own, the same as the API's, never cached by a shared cache; a page whose calls
 * do not all answer 200 is the plain shell.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainerProfiles } from "../../src/server/db/schema";
import { createTestApp, loginAs, type TestApp, testWebDir } from "../support/test-app";

const ENTRY = "/assets/index-test.js";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" },
    undefined,
    {},
    (config) => {
      config.webDir = testWebDir({ entry: ENTRY });
    },
  );
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** The answers a page carries, by query key. */
function seedOf(html: string): Map<string, unknown> {
  const json = /<script type="application\/json" id="query-seed">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, "the page carries its answers").toBeDefined();
  const seed = JSON.parse(json ?? "[]") as [unknown[], unknown][];
  return new Map(seed.map(([key, data]) => [JSON.stringify(key), data]));
}

describe("the dashboard", () => {
  it("comes drawn for its trainer, with the same answers as the API's and only theirs", async () => {
    const cookie = await loginAs(t.app, "trainer@example.com");
    const res = await get("/trainer-portal/dashboard", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    const seed = seedOf(res.body);
    expect(seed.get('["me"]')).toEqual((await get("/api/me", cookie)).json());
    expect(seed.get('["dashboard"]')).toEqual((await get("/api/dashboard", cookie)).json());
    expect(seed.get('["curriculum"]')).toEqual((await get("/api/curriculum", cookie)).json());
    const announcements = "/api/announcements/for-trainer?email=trainer%40example.com";
    expect(seed.get('["announcements","trainer@example.com"]')).toEqual(
      (await get(announcements, cookie)).json(),
    );
    expect(seed.size).toBe(4);

    // The screen itself, inert until the app replaces it, and the app run after the first paint.
    expect(res.body).toMatch(/<div id="root"><div inert>.*Welcome back, (<!-- -->)?Kayla Brooks/s);
    expect(res.body).toContain(`<script defer src="/run-after-paint.js" data-entry="${ENTRY}"></script>`);
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toContain(
      `<template id="after-paint-hints"><link rel="modulepreload" crossorigin href="${ENTRY}" />`,
    );
    // The answers are in the page: no call is hinted.
    expect(res.body).not.toContain('as="fetch"');
  });

  it("carries another trainer's data only for that trainer", async () => {
    const lead = await loginAs(t.app, "lead@example.com");
    const seed = seedOf((await get("/trainer-portal/dashboard", lead)).body);
    expect((seed.get('["me"]') as { email: string }).email).toBe("lead@example.com");
    expect((seed.get('["dashboard"]') as { email: string }).email).toBe("lead@example.com");
    expect([...seed.keys()]).toContain('["announcements","lead@example.com"]');
    expect(JSON.stringify([...seed.values()])).not.toContain("trainer@example.com");
  });

  it("is the plain shell signed out, and with a session no longer valid", async () => {
    for (const cookie of [undefined, "sp_session=not-a-session"]) {
      const res = await get("/trainer-portal/dashboard", cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).not.toContain("query-seed");
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain(`<script type="module" crossorigin src="${ENTRY}"></script>`);
    }
  });

  it("is the plain shell when one of its calls does not answer 200 (the screen then shows its own state)", async () => {
    const res0 = await t.app.inject({
      method: "POST",
      url: "/api/dev/trainers",
      payload: {
        name: "No Record Yet",
        email: "no-record@example.com",
        city: "Tulsa",
        state: "OK",
      },
    });
    expect(res0.statusCode).toBe(201);
    const id = res0.json().id as number;
    const cookie = await loginAs(t.app, "no-record@example.com");
    await t.database.db.delete(trainerProfiles).where(eq(trainerProfiles.trainerId, id));
    expect((await get("/api/dashboard", cookie)).statusCode).toBe(404);

    const res = await get("/trainer-portal/dashboard", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("query-seed");
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(`<script type="module" crossorigin src="${ENTRY}"></script>`);
  });
});

describe("the profile form", () => {
  it("comes drawn with the trainer's values and their full profile", async () => {
    const cookie = await loginAs(t.app, "trainer@example.com");
    const me = (await get("/api/me", cookie)).json() as { id: number };
    const res = await get("/trainer-portal/profile", cookie);
    expect(res.statusCode).toBe(200);
    const seed = seedOf(res.body);
    expect(seed.get(`["trainer-profile",${me.id}]`)).toEqual(
      (await get(`/api/trainer-profile/${me.id}`, cookie)).json(),
    );
    expect(res.body).toMatch(/id="profile-name"[^>]*value="Kayla Brooks"/);
  });

  it("is not drawn for the other portal screens", async () => {
    const cookie = await loginAs(t.app, "trainer@example.com");
    for (const path of [
      "/trainer-portal/calendar",
      "/trainer-portal/edit-profile",
      "/trainer-portal/next-ttt",
    ]) {
      const res = await get(path, cookie);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain("query-seed");
    }
  });
});
