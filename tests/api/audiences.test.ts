/**
 * Access by audience (plugins/audiences.ts): a route registered in the portal or admin audience is
 * behind that audience's guard without saying so itself, and the app refuses to start with an /api
 * route outside every audience.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/client";
import { audience } from "../../src/server/plugins/audiences";
import { createTestApp, loginAs, type TestApp, testConfig } from "../support/test-app";

describe("routes added to an audience", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      const probe = async (scope: typeof app) => {
        scope.get("/api/probe/portal", async () => ({ ok: true }));
      };
      const adminProbe = async (scope: typeof app) => {
        scope.get("/api/probe/admin", async () => ({ ok: true }));
      };
      void app.register(audience("portal", app.requireTrainer, [probe]));
      void app.register(audience("admin", app.requireAdmin, [adminProbe]));
    });
  });
  afterAll(() => t.close());

  it("are guarded by the audience, not by the route", async () => {
    const trainer = await loginAs(t.app, "trainer@example.com");
    const admin = await loginAs(t.app, "admin@example.com");
    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} }).then((r) => r.statusCode);
    expect(await get("/api/probe/portal")).toBe(401);
    expect(await get("/api/probe/portal", trainer)).toBe(200);
    expect(await get("/api/probe/admin")).toBe(401);
    expect(await get("/api/probe/admin", trainer)).toBe(403);
    expect(await get("/api/probe/admin", admin)).toBe(200);
  });

  it("are listed with their audience for the authorization matrix", () => {
    expect(t.app.apiRoutes).toContainEqual({ method: "GET", url: "/api/probe/portal", audience: "portal" });
    expect(t.app.apiRoutes).toContainEqual({ method: "GET", url: "/api/probe/admin", audience: "admin" });
  });
});

describe("a route outside every audience", () => {
  it("stops the app from starting, naming the route", async () => {
    const database = await openDatabase({});
    try {
      const app = await buildApp(testConfig({ DATABASE_URL: "" }), database);
      app.get("/api/unguarded", async () => ({ secret: true }));
      await expect(app.ready()).rejects.toThrow(
        "API routes outside every audience (plugins/audiences.ts): GET /api/unguarded",
      );
      await app.close().catch(() => {});
    } finally {
      await database.close();
    }
  });
});
