/**
 * Issue 28, point 5: GET /api/health/live (the process answers; no database) and GET /api/health/ready
 * (the database answers and holds every shipped migration, else 503 with the reason), each naming the
 * version and commit; the probes log at debug, never at info (http/request-log.ts).
 */
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../src/server/db/client";
import { shippedMigrations } from "../../src/server/modules/health/service";
import { createTestApp, type TestApp } from "../support/test-app";

const VERSION = JSON.parse(readFileSync("package.json", "utf8")).version as string;
const SHIPPED = shippedMigrations(migrationsFolder());

type LogLine = { level: number; reqId?: string; msg: string };
const infoLog: LogLine[] = [];
const debugLog: LogLine[] = [];
let t: TestApp;
let debug: TestApp;
beforeAll(async () => {
  const into = (lines: LogLine[]) => ({
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  t = await createTestApp({ LOG_LEVEL: "info" }, undefined, into(infoLog));
  debug = await createTestApp({ LOG_LEVEL: "debug" }, undefined, into(debugLog));
});
afterAll(async () => {
  await t.close();
  await debug.close();
});

const probe = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: "GET", url, headers });

describe("GET /api/health/live", () => {
  it("answers that the process is up, with the version and commit", async () => {
    const res = await probe(t, "/api/health/live");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "live",
      version: VERSION,
      // From the sources there is no build-info.json (scripts/build-server.mjs writes it).
      commit: "unknown",
      uptimeSeconds: expect.any(Number),
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("does not ask the database", async () => {
    const original = t.database.ping;
    t.database.ping = async () => {
      throw new Error("the live probe must not ask the database");
    };
    try {
      expect((await probe(t, "/api/health/live")).statusCode).toBe(200);
    } finally {
      t.database.ping = original;
    }
  });

  it("answers at any Host, as /api/health does (a load balancer probes each server's own address)", async () => {
    for (const url of ["/api/health/live", "/api/health/ready"])
      expect((await probe(t, url, { host: "10.0.0.7:3001" })).statusCode, url).toBe(200);
    expect((await probe(t, "/api/health/other", { host: "10.0.0.7:3001" })).statusCode).toBe(421);
  });
});

describe("GET /api/health/ready", () => {
  it("answers ready when the database answers and every shipped migration is applied", async () => {
    const res = await probe(t, "/api/health/ready");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      version: VERSION,
      commit: "unknown",
      database: { kind: process.env.DATABASE_URL ? "postgres" : "pglite", ok: true },
      migrations: { shipped: SHIPPED.length, missing: [] },
      reason: null,
    });
    expect(SHIPPED.length).toBeGreaterThan(8);
  });

  it("answers 503 naming a shipped migration the database lacks, and ready again once it is there", async () => {
    const last = SHIPPED.at(-1)!;
    const table = sql`drizzle.__drizzle_migrations`;
    const [row] = (
      await t.database.db.execute(sql`delete from ${table} where created_at = ${last.when} returning hash`)
    ).rows as Array<{ hash: string }>;
    expect(row).toBeDefined();
    try {
      const res = await probe(t, "/api/health/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: "not ready",
        database: { ok: true },
        migrations: { shipped: SHIPPED.length, missing: [last.tag] },
        reason: `1 migration is not applied yet: ${last.tag}.`,
      });
    } finally {
      await t.database.db.execute(
        sql`insert into ${table} (hash, created_at) values (${row!.hash}, ${last.when})`,
      );
    }
    expect((await probe(t, "/api/health/ready")).statusCode).toBe(200);
  });

  it("answers 503 when nothing was ever migrated", async () => {
    const table = sql`drizzle.__drizzle_migrations`;
    await t.database.db.execute(sql`alter table ${table} rename to __drizzle_migrations_kept`);
    try {
      const res = await probe(t, "/api/health/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json().reason).toBe(
        `${SHIPPED.length} migrations are not applied yet: ${SHIPPED.map((m) => m.tag).join(", ")}.`,
      );
    } finally {
      await t.database.db.execute(
        sql`alter table drizzle.__drizzle_migrations_kept rename to __drizzle_migrations`,
      );
    }
  });

  it("answers 503 when the database does not answer, while live still answers 200", async () => {
    const original = t.database.ping;
    t.database.ping = async () => false;
    try {
      const res = await probe(t, "/api/health/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: "not ready",
        database: { ok: false },
        migrations: null,
        reason: "The database does not answer.",
      });
      expect((await probe(t, "/api/health/live")).statusCode).toBe(200);
    } finally {
      t.database.ping = original;
    }
  });
});

describe("the probes' log lines", () => {
  const PROBES = ["/api/health", "/api/health/live", "/api/health/ready", "/api/health/ready?from=lb"];

  it("writes no info line for a probe, and the usual two for any other request", async () => {
    for (const [i, url] of PROBES.entries()) await probe(t, url, { "x-request-id": `probe-${i}` });
    await probe(t, "/api/site-content/public", { "x-request-id": "not-a-probe" });
    expect(infoLog.filter((l) => l.reqId?.startsWith("probe-"))).toEqual([]);
    expect(infoLog.filter((l) => l.reqId === "not-a-probe").map((l) => [l.level, l.msg])).toEqual([
      [30, "incoming request"],
      [30, "request completed"],
    ]);
  });

  it("writes them at debug, so LOG_LEVEL=debug still shows each probe", async () => {
    for (const [i, url] of PROBES.entries()) await probe(debug, url, { "x-request-id": `probe-${i}` });
    for (const [i] of PROBES.entries())
      expect(debugLog.filter((l) => l.reqId === `probe-${i}`).map((l) => [l.level, l.msg])).toEqual([
        [20, "incoming request"],
        [20, "request completed"],
      ]);
  });
});
