/**
 * Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both are driven through the same Drizzle pg-core schema and the same committed migrations.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type TimePhase, untimed } from "../startup-log";
import { PgliteThread, type PgliteWorkerScript } from "./pglite-thread";
import {
  localPublicVersion,
  PUBLIC_DATA_CHANNEL,
  type PublicVersion,
  sharedPublicVersion,
} from "./public-version";
import * as schema from "./schema";
import { isDatabaseUnavailable } from "./unavailable";

/** The one database type the code sees; PGlite's Drizzle driver has the same query API. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs SELECT 1; false if the database does not answer within a few seconds. */
  ping(): Promise<boolean>;
  /** The public data's version, shared by every app server on PostgreSQL (public-version.ts). */
  publicVersion: PublicVersion;
  /** PostgreSQL's connection pool now (GET /metrics); PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export function migrationsFolder(): string {
  // Works from src/server/db (tsx, vitest) and from dist/server (the built bundle copies them there).
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "db", "migrations")];
  return candidates.find((dir) => existsSync(path.join(dir, "meta"))) ?? candidates[0]!;
}

/**
 * How long node-postgres waits before it calls the database unreachable. Requests, the health check
 * and shutdown must fail within a few seconds when the database host hangs or is gone, instead of
 * waiting for TCP to give up (minutes).
 */
export type PostgresTimeouts = {
  /** Opening a connection, or waiting for a free one when all are busy. */
  connectMs: number;
  /** Client side: a query with no answer fails after this; its connection is then destroyed. */
  queryMs: number;
  /**
   * Server side (statement_timeout): a little under queryMs, so that a merely slow statement is
   * cancelled by the server first and its connection stays usable.
   */
  statementMs: number;
  /** Server side: a transaction the app leaves open (crash, lost socket) stops holding its locks. */
  idleInTransactionMs: number;
  /** close() stops waiting for connections to say goodbye and drops them. */
  closeMs: number;
};

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 3_000,
  queryMs: 4_000,
  statementMs: 3_500,
  idleInTransactionMs: 10_000,
  closeMs: 5_000,
};

/**
 * PGlite's WebAssembly heap holds PostgreSQL's shared buffers, 128 MB by default, and every page of it
 * stays resident once touched. PGlite serves the embedded, single-server installs (the data of a few
 * thousand trainers fits many times over, and the files stay in the OS page cache), so 32 MB: about
 * 100 MB less memory for the server (docs/decisions/0009-hardening.md).
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"] };

/** The promise's value, or "timeout" if it has not settled within ms (it is left to settle). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | "timeout"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * pool.end() resolves once its connections are asked to close, not once they are closed: wait for each
 * one's 'remove' so that nothing of this pool is still connected when the caller goes on. A hung
 * database never answers the goodbye (and a stuck query holds its client), so after closeMs the
 * remaining sockets are destroyed.
 */
async function endPool(pool: pg.Pool, connected: Set<pg.PoolClient>, closeMs: number): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on("remove", () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  const ended = Promise.all([pool.end(), closed]);
  if ((await within(ended, closeMs)) !== "timeout") return;
  for (const client of connected) client.connection.stream.destroy();
  await within(ended, 1_000);
}

type ConnectCallback = Parameters<pg.Pool["connect"]>[0];

/**
 * Drizzle checks a client out of the pool only for a transaction, and gives it back with a plain
 * release(): also after a query timed out on a stuck socket (the next user of that client would queue
 * behind the stuck query, maybe inside the still open transaction), and never when BEGIN itself failed
 * (the pool would lose that slot for good). A checked-out client also has no 'error' listener, so a
 * connection lost mid-transaction would crash the process. So once the database is unreachable on a
 * checked-out client, it goes back to the pool with the error, which destroys it, and its later
 * queries (Drizzle's ROLLBACK) fail at once with the same error.
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // pool.query checks out with a callback and itself releases with its query's error.
    if (!callback) return super.connect().then(guardCheckout);
    super.connect(callback);
    return undefined;
  }
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const { release, query } = client;
  let lost: Error | undefined;
  const giveBack = (err?: Error | boolean) => {
    client.removeListener("error", fail);
    // Back to the prototype's query for the next user (pool.query calls it with a callback).
    Reflect.deleteProperty(client, "query");
    release(err);
  };
  function fail(err: Error) {
    if (lost) return;
    lost = err;
    giveBack(err);
  }
  client.on("error", fail);
  client.query = ((...args: unknown[]) => {
    if (lost) return Promise.reject(lost);
    const result: unknown = Reflect.apply(query, client, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((err: unknown) => {
      if (err instanceof Error && isDatabaseUnavailable(err)) fail(err);
      throw err;
    });
  }) as typeof client.query;
  client.release = (err) => {
    if (!lost) giveBack(err);
  };
  return client;
}

/**
 * Migrations run on a connection of their own without the statement and query timeouts: a migration
 * may legitimately take long (an index on a big table), and nothing waits on it but the start-up.
 */
async function migrate(connectionString: string, connectMs: number): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectMs, keepAlive: true });
  // A lost connection also fails the running query, which is what reports it.
  client.on("error", () => {});
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.end();
  }
}

/**
 * A dump of a new, migrated in-memory PGlite database. Tests that open many databases start each from
 * one (openDatabase's pgliteImage): a new cluster costs PGlite's initdb and every migration, some 3 s of
 * CPU each on CI's machine, against 0.5 s to load the dump.
 */
export async function pgliteImage(): Promise<Blob> {
  const client = new PGlite(PGLITE_OPTIONS);
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  onIdleError?: (err: Error) => void;
  /** PostgreSQL only; tests may shorten them. */
  timeouts?: Partial<PostgresTimeouts>;
  /** In-memory PGlite only: start from this dump (pgliteImage) instead of an empty cluster. */
  pgliteImage?: Blob;
  /** Start-up times its phases with this (startup-log.ts). */
  time?: TimePhase;
  /**
   * PGlite only: run it on a thread of its own from this script (pglite-thread.ts; PGLITE_THREAD, on
   * for the server). `onThreadExit` hears of that thread stopping unasked.
   */
  pgliteWorker?: PgliteWorkerScript;
  onThreadExit?: (err: Error) => void;
}): Promise<Database> {
  const time = opts.time ?? untimed;
  if (opts.databaseUrl) {
    const t = { ...DEFAULT_POSTGRES_TIMEOUTS, ...opts.timeouts };
    const url = opts.databaseUrl;
    await time("migrations", () => migrate(url, t.connectMs));
    const pool = new GuardedPool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: t.connectMs,
      query_timeout: t.queryMs,
      statement_timeout: t.statementMs,
      idle_in_transaction_session_timeout: t.idleInTransactionMs,
      // Idle connections to a host that vanished (no FIN, no RST) are found and dropped.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle connection the server drops (restart, failover, a forced DROP DATABASE) makes the pool emit
    // 'error'; with no listener that would end the process. The pool has already discarded that
    // connection and the next query opens a new one, so the error is only reported.
    pool.on("error", (err) => opts.onIdleError?.(err));
    const connected = new Set<pg.PoolClient>();
    pool.on("connect", (client) => connected.add(client));
    pool.on("remove", (client) => connected.delete(client));
    const db = drizzlePg(pool, { schema }) as Db;
    const publicVersion = await sharedPublicVersion({
      connectionString: opts.databaseUrl,
      notify: (payload) => pool.query("select pg_notify($1, $2)", [PUBLIC_DATA_CHANNEL, payload]),
      connectMs: t.connectMs,
      onError: opts.onIdleError,
    });
    return {
      db,
      kind: "postgres",
      publicVersion,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // queryMs bounds the whole ping, waiting for a connection included.
      ping: () =>
        within(pool.query("select 1"), t.queryMs).then(
          (result) => result !== "timeout",
          () => false,
        ),
      close: async () => {
        await publicVersion.close();
        await endPool(pool, connected, t.closeMs);
      },
    };
  }
  const dataDir = opts.dataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  if (opts.pgliteWorker) return openPgliteThread(opts.pgliteWorker, { ...opts, time });
  // In-memory when no directory is given (tests that do not need a file).
  const client = dataDir
    ? new PGlite(path.join(dataDir, "pgdata"), PGLITE_OPTIONS)
    : new PGlite({ ...PGLITE_OPTIONS, loadDataDir: opts.pgliteImage });
  // A new data folder runs PGlite's initdb here: seconds, where opening an existing one takes a fraction.
  await time("database", () => client.waitReady);
  const pgliteDb = drizzlePglite(client, { schema });
  await time("migrations", () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }));
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    publicVersion: localPublicVersion(),
    ping: () =>
      client.query("select 1").then(
        () => true,
        () => false,
      ),
    close: () => client.close(),
  };
}

/** PGlite on its own thread: the same Drizzle driver, speaking to pglite-worker.ts through PgliteThread. */
async function openPgliteThread(
  script: PgliteWorkerScript,
  opts: { dataDir?: string; pgliteImage?: Blob; time: TimePhase; onThreadExit?: (err: Error) => void },
): Promise<Database> {
  const { time } = opts;
  const thread = await PgliteThread.start(
    script,
    {
      dataDir: opts.dataDir ? path.join(opts.dataDir, "pgdata") : undefined,
      image: opts.pgliteImage ? await opts.pgliteImage.arrayBuffer() : undefined,
      startParams: PGLITE_OPTIONS.startParams,
      migrationsFolder: migrationsFolder(),
    },
    { opened: (wait) => time("database", wait), migrated: (wait) => time("migrations", wait) },
    opts.onThreadExit,
  );
  const db = drizzlePglite(thread as unknown as PGlite, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    publicVersion: localPublicVersion(),
    ping: () =>
      thread.query("select 1").then(
        () => true,
        () => false,
      ),
    close: () => thread.close(),
  };
}
