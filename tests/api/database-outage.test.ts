/**
 * A database that hangs or goes away must not hang the app: health and API calls answer 503 within a
 * few seconds with the product's default timeouts, and everything answers normally again once the
 * database is back. The app reaches PostgreSQL through a TCP proxy that can stop forwarding (a host
 * that stopped answering, like a SIGSTOPped server: connections stay open, nothing comes back) or stop
 * listening (connections refused), tests/support/tcp-proxy.ts. Runs only in the PostgreSQL pass of CI
 * (DATABASE_URL set); e2e/database-outage.spec.ts shows the same outage in the browser.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { type Database, openDatabase } from "../../src/server/db/client";
import { isDatabaseUnavailable } from "../../src/server/db/unavailable";
import { prepareDatabase } from "../../src/server/start";
import { OutageProxy } from "../support/tcp-proxy";
import { freshPostgres, testConfig, testWebDir } from "../support/test-app";

const serverUrl = process.env.DATABASE_URL;
const UNAVAILABLE = {
  error: "Service Unavailable",
  message: "We can't reach our database right now. Please try again in a moment.",
};
/** The bound the defaults must meet. */
const QUICK_MS = 5_000;

async function timed<T>(run: () => Promise<T>): Promise<{ res: T; ms: number }> {
  const started = performance.now();
  const res = await run();
  return { res, ms: Math.round(performance.now() - started) };
}

describe.skipIf(!serverUrl)("a database that hangs or is down", () => {
  let own: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  let proxy: OutageProxy | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let proxiedUrl = "";
  const idleErrors: Error[] = [];

  const health = () => app!.inject({ method: "GET", url: "/api/health" });
  const linkStatus = () =>
    app!.inject({ method: "GET", url: `/api/magic-link/status?token=${"a".repeat(40)}&email=a@example.com` });
  const magicLogin = () =>
    app!.inject({ method: "POST", url: "/api/magic-login", payload: { email: "trainer@example.com" } });
  /** A public read the app prepares once and keeps in memory (plugins/public-answers.ts). */
  const publicList = () => app!.inject({ method: "GET", url: "/api/public-trainers" });

  beforeAll(async () => {
    own = await freshPostgres(serverUrl!);
    proxy = OutageProxy.to(own.url);
    await proxy.listen();
    proxiedUrl = proxy.proxied(own.url);
    const config = testConfig({
      DATABASE_URL: proxiedUrl,
      RATE_LIMIT_LOGIN_PER_IP: "1000",
      RATE_LIMIT_LOGIN_PER_EMAIL: "1000",
    });
    config.webDir = testWebDir();
    database = await openDatabase({ databaseUrl: proxiedUrl, onIdleError: (e) => idleErrors.push(e) });
    await prepareDatabase(database, config);
    app = await buildApp(config, database);
    await app.ready();
  });

  afterAll(async () => {
    // Each step runs even if one before it failed; the proxy goes first so nothing waits on a pause.
    const steps = [() => proxy?.stop(), () => app?.close(), () => database?.close(), () => own?.drop()];
    const failures: unknown[] = [];
    for (const step of steps) await step()?.catch((err: unknown) => failures.push(err));
    if (failures.length) throw failures[0];
  });

  it("answers normally through the proxy", async () => {
    expect((await health()).statusCode).toBe(200);
    expect((await linkStatus()).json()).toEqual({ state: "unknown" });
    expect((await magicLogin()).statusCode).toBe(200);
  });

  it("lets the server cancel a statement that runs too long, before the client gives up on it", async () => {
    let failure: unknown;
    const slow = await timed(() =>
      database!.db.execute(sql`select pg_sleep(10)`).catch((err: unknown) => {
        failure = err;
      }),
    );
    expect((failure as Error).cause).toMatchObject({ code: "57014" });
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(slow.ms).toBeLessThan(QUICK_MS);
    expect((await health()).statusCode).toBe(200);
  });

  it("answers 503 within a few seconds while the database hangs, and recovers when it answers again", async () => {
    expect((await publicList()).statusCode).toBe(200);
    proxy!.pause();
    try {
      // A public answer prepared before the outage is still served from memory: the public-data
      // listener's connection is open (only silent), so nothing says the data moved.
      const kept = await timed(publicList);
      expect(kept.res.statusCode).toBe(200);
      expect(kept.ms).toBeLessThan(1_000);
      // At the same time, as requests arrive during an outage: some find an idle connection whose
      // query never gets an answer, others wait for a new connection that never finishes its start-up.
      const [h, s, m] = await Promise.all([timed(health), timed(linkStatus), timed(magicLogin)]);
      expect(h.res.statusCode).toBe(503);
      expect(h.res.json()).toMatchObject({ status: "degraded", database: { kind: "postgres", ok: false } });
      for (const r of [s.res, m.res]) {
        expect(r.statusCode).toBe(503);
        expect(r.json()).toEqual(UNAVAILABLE);
        expect(r.headers["retry-after"]).toBe("5");
      }
      for (const { ms } of [h, s, m]) expect(ms).toBeLessThan(QUICK_MS);
      // The liveness probe never asks the database: an outage must not get the servers restarted.
      const live = await timed(() => app!.inject({ method: "GET", url: "/api/health/live" }));
      expect(live.res.statusCode).toBe(200);
      expect(live.ms).toBeLessThan(1_000);

      // Again, now that the pool holds connections whose queries timed out.
      const again = await timed(linkStatus);
      expect(again.res.statusCode).toBe(503);
      expect(again.ms).toBeLessThan(QUICK_MS);
    } finally {
      proxy!.resume();
    }

    await expect
      .poll(async () => (await health()).statusCode, { timeout: QUICK_MS, interval: 100 })
      .toBe(200);
    expect((await linkStatus()).statusCode).toBe(200);
    expect((await magicLogin()).statusCode).toBe(200);
  });

  it("gives a transaction's connection back to the pool when BEGIN times out", async () => {
    const pool = (database!.db as unknown as { $client: pg.Pool }).$client;
    await database!.db.execute(sql`select 1`);
    proxy!.pause();
    let failure: unknown;
    try {
      const tx = await timed(() =>
        database!.db
          .transaction(async (t) => t.execute(sql`select 1`))
          .catch((err: unknown) => {
            failure = err;
          }),
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(tx.ms).toBeLessThan(QUICK_MS);
    } finally {
      proxy!.resume();
    }
    // Drizzle never releases a client whose BEGIN failed; without the guard it would stay checked out.
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: QUICK_MS }).toBe(0);
    await expect(database!.db.transaction(async (t) => t.execute(sql`select 1`))).resolves.toBeDefined();
  });

  it("answers 503 at once while the database refuses connections, and recovers when it listens again", async () => {
    const port = proxy!.port;
    await proxy!.stop();
    try {
      // The pool's idle connections were cut: reported through onIdleError, not thrown.
      await expect.poll(() => idleErrors.length, { timeout: QUICK_MS }).toBeGreaterThan(0);
      // So was the public-data listener's: what changed meanwhile is unknown, so the answers kept in
      // memory are dropped and a public read needs the database again (503, never a stale list).
      await expect
        .poll(async () => (await publicList()).statusCode, { timeout: QUICK_MS, interval: 100 })
        .toBe(503);
      expect((await publicList()).json()).toEqual(UNAVAILABLE);
      const [h, s, m] = await Promise.all([timed(health), timed(linkStatus), timed(magicLogin)]);
      expect(h.res.statusCode).toBe(503);
      expect(h.res.json()).toMatchObject({ database: { ok: false } });
      for (const r of [s.res, m.res]) {
        expect(r.statusCode).toBe(503);
        expect(r.json()).toEqual(UNAVAILABLE);
      }
      for (const { ms } of [h, s, m]) expect(ms).toBeLessThan(QUICK_MS);
      // The readiness probe says why at once (the load balancer stops sending); live still answers.
      const ready = await timed(() => app!.inject({ method: "GET", url: "/api/health/ready" }));
      expect(ready.res.statusCode).toBe(503);
      expect(ready.res.json()).toMatchObject({
        status: "not ready",
        reason: "The database does not answer.",
      });
      expect(ready.ms).toBeLessThan(QUICK_MS);
      expect((await app!.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
      // A page that needs the database is still a page, with 503 (React Router's document, whose error
      // page the browser hydrates); a screen without data is served from memory as always.
      const page = await timed(() => app!.inject({ method: "GET", url: "/dana-whitfield" }));
      expect(page.res.statusCode).toBe(503);
      expect(page.res.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.res.body).toMatch(/^<!doctype html>/i);
      expect(page.res.body).toContain("window.__reactRouterContext");
      expect(page.ms).toBeLessThan(QUICK_MS);
      // The directory's HTML carries its first results since issue 18: it needs the database too.
      expect((await app!.inject({ method: "GET", url: "/find-trainer" })).statusCode).toBe(503);
      expect((await app!.inject({ method: "GET", url: "/home" })).statusCode).toBe(200);
    } finally {
      await proxy!.listen(port);
    }
    await expect
      .poll(async () => (await health()).statusCode, { timeout: QUICK_MS, interval: 100 })
      .toBe(200);
    expect((await app!.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
    expect((await linkStatus()).statusCode).toBe(200);
    expect((await magicLogin()).statusCode).toBe(200);
    expect((await app!.inject({ method: "GET", url: "/dana-whitfield" })).statusCode).toBe(200);
    expect((await publicList()).statusCode).toBe(200);
  });

  it("closes within its bound while the database hangs", async () => {
    const other = await openDatabase({ databaseUrl: proxiedUrl, timeouts: { closeMs: 1_000 } });
    expect(await other.ping()).toBe(true);
    proxy!.pause();
    try {
      const closing = await timed(() => other.close());
      expect(closing.ms).toBeLessThan(3_000);
    } finally {
      proxy!.resume();
    }
  });
});
