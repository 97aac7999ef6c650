/**
 * The development mailbox, the /api/dev/* routes and the /dev/mailbox page answer only to clients on this
 * machine. The app here trusts the nearest proxy, whatever its address (TRUST_PROXY=1), the worst case: a
 * made-up X-Forwarded-For then sets request.ip, and still opens nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testWebDir } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" }, undefined, {}, (config) => {
    config.webDir = testWebDir();
  });
});
afterAll(() => t.close());

const ELSEWHERE = "203.0.113.9";

type Client = { remoteAddress?: string; headers?: Record<string, string> };
const mailbox = (client: Client = {}) => t.app.inject({ method: "GET", url: "/api/dev/mailbox", ...client });
const seed = (email: string, client: Client = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/dev/trainers",
    payload: { name: "Loop Back", email },
    ...client,
  });
const page = (client: Client = {}) => t.app.inject({ method: "GET", url: "/dev/mailbox", ...client });

describe("from this machine", () => {
  it.each(["127.0.0.1", "127.10.0.3", "::1", "::ffff:127.0.0.1"])("%s reaches the mailbox", async (ip) => {
    expect((await mailbox({ remoteAddress: ip })).statusCode).toBe(200);
  });

  it("reaches the seeding route and the mailbox page", async () => {
    expect((await seed("loop-1@example.com")).statusCode).toBe(201);
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
  });
});

describe("from anywhere else", () => {
  const clients: [string, Client][] = [
    ["another address", { remoteAddress: ELSEWHERE }],
    [
      "another address with a forged X-Forwarded-For",
      { remoteAddress: ELSEWHERE, headers: { "x-forwarded-for": "127.0.0.1" } },
    ],
    ["an IPv6 address", { remoteAddress: "2001:db8::1" }],
    ["a local reverse proxy", { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": ELSEWHERE } }],
    [
      "a local proxy forwarding a local address",
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "127.0.0.1" } },
    ],
  ];

  it.each(clients)("%s gets the mailbox's 404, as if it did not exist", async (_name, client) => {
    const res = await mailbox(client);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not Found", message: "No API route for GET /api/dev/mailbox" });
  });

  it.each(clients)("%s gets 404 from the seeding route, which creates nothing", async (_name, client) => {
    const res = await seed("elsewhere@example.com", client);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No API route for POST /api/dev/trainers");
    const login = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: "elsewhere@example.com" },
    });
    expect(login.statusCode).toBe(404);
  });

  it.each(clients)("%s gets the not-found page for /dev/mailbox", async (_name, client) => {
    const res = await page(client);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<title>404 Page Not Found</title>");
  });
});
