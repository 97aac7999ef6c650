/**
 * Issue 28, point 5: every answer carries its request id in X-Request-Id, the caller's when it is a plain
 * token, else a new UUID, and every log line of the request carries the same id as `reqId`
 * (http/request-id.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testWebDir } from "../support/test-app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const log: Array<Record<string, unknown>> = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: "info" },
    undefined,
    { logStream: { write: (line) => void log.push(JSON.parse(line)) } },
    (config) => {
      config.webDir = testWebDir();
    },
  );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const linesOf = (id: string) => log.filter((line) => line.reqId === id);

describe("X-Request-Id", () => {
  it("echoes a sane incoming id and puts it on every log line of the request", async () => {
    for (const id of ["abc-123", "lb.7f3a:0001_x", "A".repeat(128)]) {
      const res = await get("/api/site-content/public", { "x-request-id": id });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-request-id"]).toBe(id);
      const lines = linesOf(id);
      expect(lines.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
    }
  });

  it("gives a request without one a new UUID, a different one each time", async () => {
    const first = (await get("/api/site-content/public")).headers["x-request-id"] as string;
    const second = (await get("/api/site-content/public")).headers["x-request-id"] as string;
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(linesOf(first)).toHaveLength(2);
  });

  it("replaces an id that is not a plain token with a new UUID, and never echoes or logs it", async () => {
    const refused = ["A".repeat(129), "a b", "<script>", "id;drop", "ünïcode", "a,b", ""];
    for (const id of refused) {
      const res = await get("/api/site-content/public", { "x-request-id": id });
      expect(res.headers["x-request-id"], JSON.stringify(id)).toMatch(UUID);
      if (id) expect(JSON.stringify(log)).not.toContain(id);
    }
  });

  it("is on every kind of answer: an error, an API 404, a page, a missing page, a redirect, a foreign Host", async () => {
    const cases: Array<[string, Record<string, string>, number]> = [
      ["/api/dev/mailbox?limit=abc", {}, 400],
      ["/api/no-such-thing", {}, 404],
      ["/find-trainer", {}, 200],
      ["/no/such/page", {}, 404],
      ["/Find-Trainer", {}, 301],
      ["/api/site-content/public", { host: "evil.example" }, 421],
    ];
    for (const [url, headers, status] of cases) {
      const id = `case-${status}-${url.length}`;
      const res = await get(url, { ...headers, "x-request-id": id });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers["x-request-id"], url).toBe(id);
    }
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: "{not json",
      headers: { "content-type": "application/json", "x-request-id": "bad-json" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers["x-request-id"]).toBe("bad-json");
  });
});
