/**
 * A fresh app on a fresh database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database created for the file and dropped afterwards.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type BuildOptions, buildApp } from "../../src/server/app";
import { type AppConfig, loadConfig } from "../../src/server/config";
import { type Database, openDatabase, pgliteImage } from "../../src/server/db/client";
import { prepareDatabase } from "../../src/server/start";
import { freshPostgres } from "./fresh-postgres";

export { freshPostgres };

export type TestApp = { app: FastifyInstance; database: Database; config: AppConfig; close(): Promise<void> };

/**
 * What production needs to start (config.ts), for tests of production behaviour; SMTP points at a closed
 * port, so a test that sends e-mail brings its own SMTP_URL.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://trainers.example",
  SMTP_URL: "smtp://127.0.0.1:1",
  ADMIN_EMAILS: "owner@trainers.example",
} as const;

/** Fastify's inject sends "Host: localhost:80": the test apps answer there too (plugins/host-guard.ts). */
export const INJECT_ORIGIN = "http://localhost";

export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({ NODE_ENV: "test", DEMO_DATA: "on", ALLOWED_ORIGINS: INJECT_ORIGIN, ...env });
}

/** The embedded database's thread from source (main.ts names the built one). */
export const PGLITE_WORKER = {
  file: path.resolve("src/server/db/pglite-worker.ts"),
  execArgv: ["--import", "tsx"],
};

/** One migrated PGlite image per worker: the API project shares modules across files (isolate: false). */
let image: Promise<Blob> | undefined;
const migratedImage = () => {
  image ??= pgliteImage();
  return image;
};

export async function createTestApp(
  env: Record<string, string | undefined> = {},
  beforeReady?: (app: FastifyInstance) => void,
  buildOptions: BuildOptions = {},
  configure?: (config: AppConfig) => void,
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const pgDb = serverUrl ? await freshPostgres(serverUrl) : undefined;
  const config = testConfig({ ...env, DATABASE_URL: pgDb?.url });
  configure?.(config);
  // TEST_PGLITE_THREAD=1 runs every suite's PGlite on its own thread, as the server does (db/pglite-thread.ts).
  if (process.env.TEST_PGLITE_THREAD === "1") config.pgliteWorkerScript ??= PGLITE_WORKER;
  const database = pgDb
    ? await openDatabase({ databaseUrl: pgDb.url })
    : await openDatabase({ pgliteImage: await migratedImage(), pgliteWorker: config.pgliteWorkerScript });
  await prepareDatabase(database, config);
  const app = await buildApp(config, database, buildOptions);
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}

export type AppServer = { app: FastifyInstance; database: Database };

/**
 * `count` app servers on one fresh PostgreSQL database of `serverUrl`, each with its own connection pool,
 * as several machines would run them; the first prepares the database. `configFor(i, url)` gives each its
 * configuration. close() stops them all and drops the database.
 */
export async function appServersOnPostgres(
  serverUrl: string,
  count: number,
  configFor: (i: number, databaseUrl: string) => AppConfig,
  buildOptions: BuildOptions = {},
): Promise<{ servers: AppServer[]; close(): Promise<void> }> {
  const own = await freshPostgres(serverUrl);
  const servers: AppServer[] = [];
  const close = async () => {
    for (const s of servers) {
      await s.app.close();
      await s.database.close();
    }
    await own.drop();
  };
  try {
    for (let i = 0; i < count; i++) {
      const config = configFor(i, own.url);
      const database = await openDatabase({ databaseUrl: own.url });
      if (i === 0) await prepareDatabase(database, config);
      const app = await buildApp(config, database, buildOptions);
      servers.push({ app, database });
      await app.ready();
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { servers, close };
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date("2026-11-22T15:00:00Z")) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The session cookie pair ("name=value") from a response's Set-Cookie header. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = [res.headers["set-cookie"]]
    .flat()
    .find((c) => typeof c === "string" && /sp_session=/.test(c)) as string | undefined;
  if (!raw) throw new Error("no session cookie in the response");
  return raw.split(";")[0]!;
}

/** Requests a link for an e-mail and returns the token and the e-mail it was bound to, read from the mailbox. */
export async function requestLink(app: FastifyInstance, email: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: "POST", url: "/api/magic-login", payload: { email }, headers });
  if (res.statusCode !== 200) throw new Error(`magic-login answered ${res.statusCode}: ${res.body}`);
  const box = await app.inject({
    method: "GET",
    url: `/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`,
  });
  const link = new URL(box.json()[0].links.find((l: string) => l.includes("/trainer-portal/magic-link")));
  return { token: link.searchParams.get("token")!, email: link.searchParams.get("email")!, link };
}

/** Logs in through the e-mail link and returns the cookie to send with later requests. */
export async function loginAs(app: FastifyInstance, email: string): Promise<string> {
  const { token } = await requestLink(app, email);
  const res = await app.inject({ method: "POST", url: "/api/magic-link/consume", payload: { token, email } });
  if (res.statusCode !== 200) throw new Error(`consume answered ${res.statusCode}: ${res.body}`);
  return sessionCookie(res);
}

/**
 * The built web app (dist/web: the browser's assets and React Router's server build), which the page
 * handler renders every page from (src/server/pages/page-handler.ts). `npm test` builds it before the
 * API tests run; run `npm run build` first when running these files alone.
 */
export function testWebDir(): string {
  const dir = path.resolve("dist/web");
  if (!existsSync(path.join(dir, "server", "index.js")))
    throw new Error("dist/web/server/index.js is missing: run `npm run build` before the API tests.");
  return dir;
}

/**
 * A request as the holder of `cookie` (a session cookie from loginAs; undefined for anonymous), with an
 * optional JSON body.
 */
export function requestAs(app: FastifyInstance) {
  return (
    cookie: string | undefined,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: cookie ? { cookie } : {},
    });
}
