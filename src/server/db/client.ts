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
import * as schema from "./schema";

/** The one database type the code sees; PGlite's Drizzle driver has the same query API. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs SELECT 1; false if the database does not answer. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export function migrationsFolder(): string {
  // Works from src/server/db (tsx, vitest) and from dist/server (the built bundle copies them there).
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "db", "migrations")];
  return candidates.find((dir) => existsSync(path.join(dir, "meta"))) ?? candidates[0]!;
}

/**
 * pool.end() resolves once its connections are asked to close, not once they are closed: wait for each
 * one's 'remove' so that nothing of this pool is still connected when the caller goes on.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on("remove", () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, a forced DROP DATABASE) makes the pool emit
    // 'error'; with no listener that would end the process. The pool has already discarded that
    // connection and the next query opens a new one, so the error is only reported.
    pool.on("error", (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as Db;
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    return {
      db,
      kind: "postgres",
      ping: () =>
        pool.query("select 1").then(
          () => true,
          () => false,
        ),
      close: () => endPool(pool),
    };
  }
  const dataDir = opts.dataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // In-memory when no directory is given (tests that do not need a file).
  const client = dataDir ? new PGlite(path.join(dataDir, "pgdata")) : new PGlite();
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    ping: () =>
      client.query("select 1").then(
        () => true,
        () => false,
      ),
    close: () => client.close(),
  };
}
