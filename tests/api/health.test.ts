import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("reports the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ok",
      database: { kind: process.env.DATABASE_URL ? "postgres" : "pglite", ok: true },
    });
  });

  it("answers 503 when the database does not answer", async () => {
    const original = t.database.ping;
    t.database.ping = async () => false;
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: "degraded", database: { ok: false } });
    } finally {
      t.database.ping = original;
    }
  });
});

describe("unknown and invalid requests", () => {
  it("answers 404 JSON for an unknown /api path", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toEqual({ error: "Not Found", message: "No API route for GET /api/no-such-thing" });
  });

  it("answers 404 JSON for an unknown /api path with another method", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/nothing", payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("Not Found");
  });

  it("answers 400 with the field messages when a query fails its schema", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dev/mailbox?limit=abc&to=not-an-email" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe("Bad Request");
    expect(body.issues.map((i: { field: string }) => i.field).sort()).toEqual(["limit", "to"]);
    expect(body.message).toContain("limit:");
  });
});
