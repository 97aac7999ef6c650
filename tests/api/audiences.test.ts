/**
 * Access by audience (plugins/audiences.ts): a route registered in the portal or admin audience is
 * behind that audience's guard without saying so itself, and the app refuses to start with an /api
 * route outside every audience.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/client";
import { route } from "../../src/server/http/endpoint-route";
import { audience } from "../../src/server/plugins/audiences";
import { type Audience, defineEndpoint } from "../../src/shared/contracts/endpoint";
import { createTestApp, loginAs, type TestApp, testConfig } from "../support/test-app";

const probeEndpoint = (path: `/api/${string}`, audience: Audience) =>
  defineEndpoint({ method: "GET", path, audience, responses: {} });

describe("routes added to an audience", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      const probe = async (scope: typeof app) => {
        route(scope, probeEndpoint("/api/probe/portal", "portal"), async () => ({ ok: true }));
      };
      const adminProbe = async (scope: typeof app) => {
        route(scope, probeEndpoint("/api/probe/admin", "admin"), async () => ({ ok: true }));
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
    for (const [url, audience] of [
      ["/api/probe/portal", "portal"],
      ["/api/probe/admin", "admin"],
    ])
      expect(t.app.apiRoutes).toContainEqual(expect.objectContaining({ method: "GET", url, audience }));
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

describe("one definition per endpoint", () => {
  it("stops the app from starting on a route registered without a definition", async () => {
    const database = await openDatabase({});
    try {
      const app = await buildApp(testConfig({ DATABASE_URL: "" }), database);
      await app.register(
        audience("public", undefined, [
          async (scope) => {
            scope.get("/api/hand-written", async () => ({ ok: true }));
          },
        ]),
      );
      await expect(app.ready()).rejects.toThrow(
        "API routes without an endpoint definition (http/endpoint-route.ts): GET /api/hand-written",
      );
      await app.close().catch(() => {});
    } finally {
      await database.close();
    }
  });

  it("stops the app from starting on a definition registered in another audience", async () => {
    const database = await openDatabase({});
    try {
      const app = await buildApp(testConfig({ DATABASE_URL: "" }), database);
      const misplaced = async (scope: FastifyInstance) => {
        route(scope, probeEndpoint("/api/misplaced", "admin"), async () => ({ ok: true }));
      };
      await expect(app.register(audience("public", undefined, [misplaced]))).rejects.toThrow(
        "GET /api/misplaced is defined for admin, not public",
      );
      await app.close().catch(() => {});
    } finally {
      await database.close();
    }
  });
});
