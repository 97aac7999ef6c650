/**
 * The shared limits themselves (plugins/limit-counters.ts, redis.ts, modules/geo/upstream-budget.ts;
 * docs/decisions/0018-two-app-servers.md):
 * - with Redis (CI's PostgreSQL pass, which has Redis on 127.0.0.1:6379; TEST_REDIS_URL to use another):
 *   fixed windows counted by two connections as by two servers, what a 429's Retry-After is taken from,
 *   clearing, keys that name no address or e-mail, and the geocoder's slots reserved in turn;
 * - with a Redis that does not answer (every pass): the sign-in limits count in the process, the
 *   rate-limit plugin lets requests through, the geocoder's slots come from the database, nothing waits
 *   long, and the app still closes at once.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBudget } from "../../src/server/modules/geo/budget-repository";
import { redisBudget, sharedBudget } from "../../src/server/modules/geo/upstream-budget";
import {
  type LimitCounters,
  RedisWindowCounters,
  WindowCounters,
} from "../../src/server/plugins/limit-counters";
import { openRedis, type SharedRedis } from "../../src/server/redis";
import { createTestApp, type TestApp } from "../support/test-app";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** Nothing listens on port 1: every connection is refused at once. */
const DOWN_URL = "redis://127.0.0.1:1";
const quiet = { warn() {}, info() {} };
const withRedis = Boolean(process.env.DATABASE_URL || process.env.TEST_REDIS_URL);

describe.skipIf(!withRedis)("counters and slots in Redis", () => {
  const prefix = `test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}:`;
  const WINDOW = 400;
  let one: SharedRedis;
  let two: SharedRedis;
  /** The same counters as two app servers see them, each over its own connection. */
  let first: RedisWindowCounters;
  let second: RedisWindowCounters;
  const counters = (redis: SharedRedis) =>
    new RedisWindowCounters(redis, "limits", WINDOW, Date.now, new WindowCounters(WINDOW, Date.now));

  beforeAll(async () => {
    one = await openRedis(redisUrl, prefix, quiet);
    two = await openRedis(redisUrl, prefix, quiet);
    first = counters(one);
    second = counters(two);
  });
  afterAll(async () => {
    const keys = await one.client.keys(`${prefix}*`);
    // KEYS answers with the prefix; DEL through this client would add it again.
    if (keys.length > 0) await one.client.del(...keys.map((k) => k.slice(prefix.length)));
    await one.close();
    await two.close();
  });

  it("count hits from both connections in one fixed window, which ends on time", async () => {
    const key = "link-pair:203.0.113.5|someone@example.com";
    const started = Date.now();
    const opening = await first.add(key);
    // The window opens with the first hit, somewhere between these two moments (a loaded machine may
    // take tens of milliseconds for one call: the bound is counted from the call's own return).
    const opened = Date.now();
    const hits = [opening, await second.add(key), await first.add(key)];
    expect(hits.map((h) => h.hits)).toEqual([1, 2, 3]);
    // Fixed: later hits do not move the window's end (what Retry-After is computed from).
    for (const h of hits) {
      expect(h.resetAt).toBeGreaterThanOrEqual(started + WINDOW - 5);
      expect(h.resetAt).toBeLessThanOrEqual(opened + WINDOW + 5);
      expect(Math.abs(h.resetAt - opening.resetAt)).toBeLessThanOrEqual(25);
    }
    expect((await second.count(key))?.hits).toBe(3);
    await sleep(Math.max(0, hits[0]!.resetAt - Date.now()) + 50);
    expect(await second.count(key)).toBeUndefined();
    expect((await first.add(key)).hits).toBe(1);
  });

  it("forget a key cleared through either connection", async () => {
    const key = "password-failed-pair:203.0.113.6|owner@example.com";
    await first.add(key);
    await first.add(key);
    await second.clear(key);
    expect(await first.count(key)).toBeUndefined();
  });

  it("write neither addresses nor e-mails into Redis keys", async () => {
    const keys = await one.client.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) expect(k).not.toMatch(/@|203\.0\.113/);
  });

  it("give the geocoder's slots in turn, whichever connection asks", async () => {
    const budgets = [redisBudget(one, "slots"), redisBudget(two, "slots"), redisBudget(one, "slots")];
    const waits: number[] = [];
    for (const budget of budgets) waits.push(await budget.reserve(200));
    // Each waits out the slots given before it (less the moments between the reservations).
    expect(waits[0]).toBeLessThanOrEqual(5);
    expect(waits[1]).toBeLessThanOrEqual(200);
    expect(waits[1]).toBeGreaterThan(100);
    expect(waits[2]).toBeLessThanOrEqual(400);
    expect(waits[2]).toBeGreaterThan(300);
  });
});

describe("when Redis does not answer", () => {
  let t: TestApp;
  let down: SharedRedis;
  const warnings: string[] = [];
  let openedIn = 0;

  beforeAll(async () => {
    const started = performance.now();
    down = await openRedis(DOWN_URL, "down:", { warn: (_o, msg) => warnings.push(msg), info() {} });
    openedIn = performance.now() - started;
    t = await createTestApp({
      REDIS_URL: DOWN_URL,
      RATE_LIMIT_LOGIN_PER_IP: "1000",
      RATE_LIMIT_LOGIN_PER_EMAIL: "2",
    });
  });
  afterAll(async () => {
    await down.close();
    await t.close();
  });

  it("start-up waits for it a second at most, and says so once", () => {
    expect(openedIn).toBeLessThan(2000);
    expect(down.client.status).not.toBe("ready");
    expect(warnings).toHaveLength(1);
  });

  it("the counters count in the process, without waiting", async () => {
    const counters: LimitCounters = new RedisWindowCounters(
      down,
      "limits",
      60_000,
      Date.now,
      new WindowCounters(60_000, Date.now),
    );
    const started = performance.now();
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push((await counters.add("link-ip:203.0.113.9")).hits);
    expect(hits).toEqual([1, 2, 3]);
    expect((await counters.count("link-ip:203.0.113.9"))?.hits).toBe(3);
    // Waiting for Redis would take 0.5 s a command.
    expect(performance.now() - started).toBeLessThan(400);
    // One warning per 30 seconds, not one per request.
    expect(warnings).toHaveLength(1);
  });

  it("the geocoder's slots come from the database", async () => {
    const budget = sharedBudget({ db: t.database.db, redis: down, name: "down-test" });
    // Each wait is counted from its own call: the time the calls took (long on a loaded machine) is
    // added back, so the slots are checked, not the machine's speed.
    const started = performance.now();
    const since = () => performance.now() - started;
    const first = await budget.reserve(300);
    const second = await budget.reserve(300);
    const secondAt = since();
    // The second waits out the rest of the first's slot.
    expect(first).toBeLessThanOrEqual(20);
    expect(second).toBeLessThanOrEqual(300);
    expect(second + secondAt).toBeGreaterThan(250);
    // The next one from the database directly follows: it is the same row (its slot 600 ms after the first).
    const third = await databaseBudget(t.database.db, "down-test").reserve(300);
    expect(third + since()).toBeGreaterThan(550);
  });

  it("the sign-in limits still refuse, per server", async () => {
    const ask = () =>
      t.app.inject({
        method: "POST",
        url: "/api/magic-login",
        payload: { email: "trainer@example.com" },
        remoteAddress: "203.0.113.10",
      });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await ask()).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });

  it("the rate-limit plugin's limits let requests through", async () => {
    const search = () =>
      t.app.inject({ method: "GET", url: "/api/geocode?q=Tulsa%2C%20OK", remoteAddress: "203.0.113.11" });
    // The first search loads the gazetteer.
    expect((await search()).statusCode).toBe(200);
    const started = performance.now();
    for (let i = 0; i < 3; i++) expect((await search()).statusCode).toBe(200);
    // Waiting for Redis would take 0.5 s a request.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("closing does not wait for it", async () => {
    const other = await openRedis(DOWN_URL, "down:", quiet);
    const started = performance.now();
    await other.close();
    expect(performance.now() - started).toBeLessThan(100);
  });
});
