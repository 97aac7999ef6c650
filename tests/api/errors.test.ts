import { afterAll, beforeAll, expect, it } from "vitest";
import { route } from "../../src/server/http/endpoint-route";
import { audience } from "../../src/server/plugins/audiences";
import { defineEndpoint } from "../../src/shared/contracts/endpoint";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // Every /api route sits in an audience (plugins/audiences.ts), test-only ones too.
    const testOnly = async (scope: typeof app) => {
      const boom = defineEndpoint({
        method: "GET",
        path: "/api/test-only/boom",
        audience: "public",
        responses: {},
      });
      const echo = defineEndpoint({
        method: "POST",
        path: "/api/test-only/echo",
        audience: "public",
        responses: {},
      });
      route(scope, boom, async () => {
        throw new Error("secret internal detail: password=hunter2");
      });
      route(scope, echo, async (req) => req.body);
    };
    void app.register(audience("public", undefined, [testOnly]));
  });
});
afterAll(() => t.close());

it("never shows internals in a 5xx", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/test-only/boom" });
  expect(res.statusCode).toBe(500);
  expect(res.body).not.toContain("hunter2");
  expect(res.json()).toEqual({
    error: "Internal Server Error",
    message: "Something went wrong on our side. Please try again in a moment.",
  });
});

it("answers malformed JSON with a plain 400", async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/test-only/echo",
    headers: { "content-type": "application/json" },
    payload: "{not json",
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe("Bad Request");
});

it("refuses a body over 1 MB with a plain 413 before any route reads it", async () => {
  const big = JSON.stringify({ email: `${"a".repeat(1024 * 1024)}@example.com` });
  for (const url of ["/api/test-only/echo", "/api/login"]) {
    const res = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: big,
    });
    expect(res.statusCode, url).toBe(413);
    expect(res.json(), url).toEqual({ error: "Payload Too Large", message: "Request body is too large" });
  }
});
