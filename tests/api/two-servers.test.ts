/**
 * Two app servers on one PostgreSQL database, with one Redis (issue 17, point 5;
 * docs/decisions/0018-two-app-servers.md):
 * - a write through one moves the public-data version of both (LISTEN/NOTIFY, db/public-version.ts), so
 *   the other's prepared public answers (the directory list, a trainer's page, the sitemap, the calendar
 *   feeds) show it on its next requests: a trainer created, a class added, a profile saved, a status
 *   changed in the admin console;
 * - a session started on one works on the other, and ends on both;
 * - the rate limits count in Redis: hits through both add up to one 429;
 * - the public geocoder's budget is shared: upstream requests of both start a slot apart (through Redis,
 *   and through the database without Redis).
 * Runs in CI's PostgreSQL pass, which has Redis on 127.0.0.1:6379 (TEST_REDIS_URL to use another).
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContent, trainers, upstreamBudget } from "../../src/server/db/schema";
import { DEMO_MARKER } from "../../src/server/db/seed";
import { ClassRepository } from "../../src/server/modules/classes/repository";
import { databaseBudget } from "../../src/server/modules/geo/budget-repository";
import { createGeocoder } from "../../src/server/modules/geo/geocoder";
import { GEOCODE_PER_IP_PER_MINUTE } from "../../src/server/modules/geo/routes.public";
import { type OpenedData, openData } from "../../src/server/start";
import { LOGIN_TEXT } from "../../src/shared/contracts/auth";
import { GEOCODE_TOO_MANY } from "../../src/shared/contracts/geo";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import {
  type AppServer,
  appServersOnPostgres,
  freshPostgres,
  loginAs,
  testConfig,
  testWebDir,
} from "../support/test-app";

const serverUrl = process.env.DATABASE_URL;

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** The geocoder's slot for this file: short, to keep it fast. */
const SLOT = 300;

describe.skipIf(!serverUrl)("two app servers starting at once on a fresh database", () => {
  it("take turns migrating and loading content: both start, the demo data is loaded once", async () => {
    const fresh = await freshPostgres(serverUrl!);
    const config = testConfig({ DATABASE_URL: fresh.url });
    const opened = await Promise.allSettled([openData(config), openData(config)]);
    try {
      expect(opened.map((o) => (o.status === "rejected" ? String(o.reason) : o.status))).toEqual([
        "fulfilled",
        "fulfilled",
      ]);
      const { database } = (opened[0] as PromiseFulfilledResult<OpenedData>).value;
      expect((await database.db.select({ id: trainers.id }).from(trainers)).length).toBeGreaterThan(10);
      const marker = await database.db.select().from(siteContent).where(eq(siteContent.key, DEMO_MARKER));
      expect(marker).toHaveLength(1);
    } finally {
      for (const o of opened) if (o.status === "fulfilled") await o.value.close();
      await fresh.drop();
    }
  });
});

describe.skipIf(!serverUrl)("two app servers on one database", () => {
  let closeServers: (() => Promise<void>) | undefined;
  // Keys of this run only: runs (and other files) sharing the Redis never see each other's counters.
  const prefix = `test-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}:`;
  const servers: AppServer[] = [];
  /** Upstream geocoder requests: the query and when it arrived. */
  const upstreamSaw: { q: string; at: number }[] = [];
  let upstream: Server;
  type Options = { cookie?: string; ip?: string };
  const server = (i: number) => ({
    get: (url: string, o: Options = {}) =>
      servers[i]!.app.inject({
        method: "GET",
        url,
        remoteAddress: o.ip,
        headers: o.cookie ? { cookie: o.cookie } : {},
      }),
    post: (url: string, payload: object, o: Options = {}) =>
      servers[i]!.app.inject({
        method: "POST",
        url,
        payload,
        remoteAddress: o.ip,
        headers: o.cookie ? { cookie: o.cookie } : {},
      }),
    patch: (url: string, payload: object, o: Options = {}) =>
      servers[i]!.app.inject({
        method: "PATCH",
        url,
        payload,
        remoteAddress: o.ip,
        headers: o.cookie ? { cookie: o.cookie } : {},
      }),
  });
  const a = server(0);
  const b = server(1);

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const q = new URL(req.url ?? "/", "http://127.0.0.1").searchParams.get("q") ?? "";
      upstreamSaw.push({ q, at: performance.now() });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify([{ lat: "47.25", lon: "-122.4375", display_name: q }]));
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const { port } = upstream.address() as AddressInfo;
    const started = await appServersOnPostgres(serverUrl!, 2, (_i, url) => {
      const config = testConfig({
        DATABASE_URL: url,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: prefix,
        GEOCODER_URL: `http://127.0.0.1:${port}/search`,
        RATE_LIMIT_LOGIN_PER_IP: "1000",
        RATE_LIMIT_LOGIN_PER_EMAIL: "3",
      });
      config.webDir = testWebDir();
      config.geocoderSlotMs = SLOT;
      return config;
    });
    servers.push(...started.servers);
    closeServers = started.close;
  });
  afterAll(async () => {
    await closeServers?.();
    upstream?.closeAllConnections();
    await new Promise((resolve) => upstream?.close(resolve));
    const redis = new Redis(redisUrl, { lazyConnect: true });
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("counts in the same Redis on both servers", () => {
    for (const s of servers) expect(s.app.redis?.client.status).toBe("ready");
  });

  const publicList = async (on: typeof a) => (await on.get("/api/public-trainers")).json() as PublicTrainer[];
  const namesOn = async (on: typeof a) => (await publicList(on)).map((t) => t.name);

  it("shows a trainer created through one server in the other's directory, sitemap and feed", async () => {
    // B prepares its answers first, so a stale copy would be what it sends.
    expect(await namesOn(b)).not.toContain("Maren Okafor");
    const sitemapBefore = (await b.get("/sitemap.xml")).body;
    const created = await a.post("/api/dev/trainers", { name: "Maren Okafor", email: "maren@example.org" });
    expect(created.statusCode).toBe(201);
    const { slug } = created.json();
    await expect.poll(() => namesOn(b), { timeout: 2000, interval: 20 }).toContain("Maren Okafor");
    expect(sitemapBefore).not.toContain(`/${slug}<`);
    expect((await b.get("/sitemap.xml")).body).toContain(`/${slug}</loc>`);
    expect((await b.get(`/${slug}`)).statusCode).toBe(200);
    expect((await b.get(`/api/calendar/trainers/${slug}.ics`)).statusCode).toBe(200);
  });

  it("shows a class written through one server's store on the other's trainer page and profile", async () => {
    const [dana] = (await b.get("/api/public-trainers")).json() as PublicTrainer[];
    const page = `/${dana!.customUrlSlug}`;
    const titles = async () =>
      (
        (await b.get(`/api/trainer-profile/${dana!.customUrlSlug}`)).json() as PublicTrainer
      ).upcomingClasses.map((c) => c.title);
    expect((await b.get(page)).body).not.toContain("Added On Server A");
    expect(await titles()).not.toContain("Added On Server A");
    const date = new Date(Date.now() + 9 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const { version } = (await new ClassRepository(servers[0]!.app.database).listState(dana!.id))!;
    const added = await new ClassRepository(servers[0]!.app.database).create(dana!.id, version, {
      title: "Added On Server A",
      date,
      startTime: "18:00:00",
      endTime: "20:00:00",
      location: "Community Hall",
    });
    expect(added.status).toBe("ok");
    await expect
      .poll(async () => (await b.get(page)).body, { timeout: 2000, interval: 20 })
      .toContain("Added On Server A");
    expect(await titles()).toContain("Added On Server A");
  });

  it("keeps a session started on one server on the other, and ends it on both", async () => {
    const cookie = await loginAs(servers[0]!.app, "trainer@example.com");
    const me = await b.get("/api/me", { cookie });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().email).toBe("trainer@example.com");
    expect((await b.post("/api/logout", {}, { cookie })).statusCode).toBe(204);
    expect((await a.get("/api/me", { cookie })).statusCode).toBe(401);
  });

  it("shows a profile saved through one server on the other's trainer page and directory", async () => {
    const cookie = await loginAs(servers[0]!.app, "lead@example.com");
    const { id } = (await a.get("/api/me", { cookie })).json() as { id: number };
    const slug = (await publicList(b)).find((t) => t.id === id)!.customUrlSlug;
    const availability = async () =>
      ((await b.get(`/api/trainer-profile/${slug}`)).json() as PublicTrainer).availabilityDescription;
    // B prepares its answers first: the list and her page (kept by her own version, decision 0048).
    expect(await availability()).not.toBe("Saturdays, saved on server A");
    expect((await b.get(`/${slug}`)).body).not.toContain("Saturdays, saved on server A");
    const saved = await a.post(
      `/api/trainer-profile/${id}`,
      { availabilityDescription: "Saturdays, saved on server A" },
      { cookie },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(availability, { timeout: 2000, interval: 20 }).toBe("Saturdays, saved on server A");
    const listed = (await publicList(b)).find((t) => t.id === id)!;
    expect(listed.availabilityDescription).toBe("Saturdays, saved on server A");
    expect((await b.get(`/${slug}`)).body).toContain("Saturdays, saved on server A");
  });

  it("hides a trainer suspended in the admin console of one server from the other's directory", async () => {
    const admin = await loginAs(servers[0]!.app, "admin@example.com");
    const created = await a.post("/api/dev/trainers", { name: "Ines Halloran", email: "ines@example.org" });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json() as { id: number; slug: string };
    await expect.poll(async () => (await publicList(b)).map((t) => t.id), { timeout: 2000 }).toContain(id);
    expect((await b.get(`/api/trainer-profile/${slug}`)).statusCode).toBe(200);
    const changed = await a.patch(`/api/admin/trainers/${id}`, { status: "suspended" }, { cookie: admin });
    expect(changed.statusCode, changed.body).toBe(200);
    await expect
      .poll(async () => (await publicList(b)).map((t) => t.id), { timeout: 2000, interval: 20 })
      .not.toContain(id);
    expect((await b.get(`/api/trainer-profile/${slug}`)).statusCode).toBe(404);
  });

  it("adds up sign-in link requests through both servers to one 429, with Retry-After", async () => {
    const ip = "203.0.113.40";
    const ask = (on: typeof a) => on.post("/api/magic-login", { email: "trainer@example.com" }, { ip });
    // Three per IP and e-mail in 15 minutes (RATE_LIMIT_LOGIN_PER_EMAIL), whichever server is asked.
    expect([(await ask(a)).statusCode, (await ask(b)).statusCode, (await ask(a)).statusCode]).toEqual([
      200, 200, 200,
    ]);
    const limited = await ask(b);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(LOGIN_TEXT.tooMany);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(850);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await ask(a)).statusCode).toBe(429);
  });

  it("pace one address's sign-in e-mails through both servers, never refusing them", async () => {
    const email = "priya.raman@example.com";
    const ask = (on: typeof a, i: number) =>
      on.post("/api/magic-login", { email }, { ip: `203.0.113.${60 + i}` });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await ask(i % 2 ? b : a, i)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
    // Three e-mails (RATE_LIMIT_LOGIN_PER_EMAIL), then none for a minute, whichever server is asked.
    expect((await b.get(`/api/dev/mailbox?to=${email}`)).json()).toHaveLength(3);
  });

  it("adds up location searches through both servers to one 429 (the rate-limit plugin's store)", async () => {
    const ip = "203.0.113.41";
    const search = (on: typeof a) => on.get("/api/geocode?q=Tulsa%2C%20OK", { ip });
    const half = GEOCODE_PER_IP_PER_MINUTE / 2;
    for (let i = 0; i < half; i++) {
      expect((await search(a)).statusCode).toBe(200);
      expect((await search(b)).statusCode).toBe(200);
    }
    const limited = await search(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(GEOCODE_TOO_MANY);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await search(b)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await b.get("/api/geocode?q=Tulsa%2C%20OK", { ip: "203.0.113.42" })).statusCode).toBe(200);
  });

  /**
   * Upstream arrivals of these queries are a slot apart. Arrival jitters on a loaded machine (one
   * request late by 100 ms at a load of 16 on two cores, which shortens the gap after it): so each gap
   * is at least half a slot, and all together at least a slot each, less half a slot. Without a shared
   * budget the two servers' requests arrive in pairs, about at once.
   */
  function expectSpaced(queries: string[]) {
    const times = upstreamSaw.filter((s) => queries.includes(s.q)).map((s) => s.at);
    expect(times).toHaveLength(queries.length);
    const gaps = times.slice(1).map((t, i) => Math.round(t - times[i]!));
    const label = `gaps ${gaps.join(", ")} ms`;
    for (const gap of gaps) expect(gap, label).toBeGreaterThanOrEqual(SLOT / 2);
    expect(times.at(-1)! - times[0]!, label).toBeGreaterThanOrEqual((times.length - 1.5) * SLOT);
  }

  it("spaces the upstream geocoder requests of both servers a slot apart (Redis)", async () => {
    const queries = [1, 2, 3].flatMap((i) => [`Shared Budget A${i}`, `Shared Budget B${i}`]);
    // Each from its own address (a client has at most three pending), all at once.
    const answers = await Promise.all(
      queries.map((q, i) =>
        (q.includes(" A") ? a : b).get(`/api/geocode?q=${encodeURIComponent(q)}`, {
          ip: `198.51.100.${i + 1}`,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(queries.map(() => 200));
    expectSpaced(queries);
    // The slots came from Redis (the client adds the key prefix), not from the database.
    expect(await servers[0]!.app.redis!.client.exists("budget:geocoder")).toBe(1);
    const rows = await servers[0]!.database.db.select().from(upstreamBudget);
    expect(rows.map((r) => r.name)).not.toContain("geocoder");
  });

  it("spaces them through the database too, without Redis", async () => {
    // Two geocoders as two servers would build them without REDIS_URL: each on its own connection pool.
    const [first, second] = servers.map((s) =>
      createGeocoder({
        db: s.database.db,
        url: s.app.config.geocoderUrl,
        userAgent: "test",
        minIntervalMs: SLOT,
        budget: databaseBudget(s.database.db, "geocoder-test"),
      }),
    );
    const queries = ["Db Budget A1", "Db Budget B1", "Db Budget A2", "Db Budget B2"];
    await Promise.all(queries.map((q, i) => (i % 2 === 0 ? first! : second!).geocode(q, `client-${i}`)));
    expectSpaced(queries);
  });

  it("drops everything prepared when its listener comes back after a lost connection", async () => {
    const before = servers[1]!.database.publicVersion.current();
    // The server ends B's listening connection, as a restart or failover would.
    await servers[0]!.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await expect
      .poll(() => servers[1]!.database.publicVersion.current(), { timeout: 5000, interval: 50 })
      .toBeGreaterThan(before);
    const afterLoss = servers[1]!.database.publicVersion.current();
    // Listening again: a write through A still reaches B.
    await expect
      .poll(
        async () => {
          servers[0]!.app.database.publicVersion.changed();
          return servers[1]!.database.publicVersion.current();
        },
        { timeout: 8000, interval: 300 },
      )
      .toBeGreaterThan(afterLoss + 1);
  });
});
