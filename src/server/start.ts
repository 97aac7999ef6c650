/**
 * Opening everything a server needs, in order: lock DATA_DIR (PGlite only; with PostgreSQL, wait for
 * the turn of this start-up), open and migrate the database, load shipped content, demo data on a fresh
 * database, configured roles.
 */

import pg from "pg";
import { todayIn } from "../shared/time-zones";
import type { AppConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { acquireDataDirLock, type DataDirLock } from "./db/lock";
import { seedContent, seedDemoIfFresh } from "./db/seed";
import { createTrainerService } from "./services";
import { type TimePhase, untimed } from "./startup-log";

export type OpenedData = { database: Database; lock?: DataDirLock; close(): Promise<void> };

/** The advisory lock app servers take turns on at start-up (any number unique in the app). */
const STARTUP_LOCK = 7_150_002;

/**
 * App servers starting together on one PostgreSQL database take turns migrating and loading content:
 * otherwise the second one's migration fails on a type the first one has just created, and both may
 * load the demo data. The lock belongs to a connection of its own, so it is released when that ends,
 * also when the server dies on the way. Resolves to the function that gives the turn back.
 */
export async function startupTurn(databaseUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 });
  // A lost connection also fails the running query, which is what reports it.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }
  return () => client.end().catch(() => {});
}

/** `time` logs each phase's time (main.ts); tests and scripts leave it out. */
export async function openData(config: AppConfig, time: TimePhase = untimed): Promise<OpenedData> {
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const url = config.databaseUrl;
  const turnDone = url ? await time("startup turn", () => startupTurn(url)) : undefined;
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (err) => process.stderr.write(`database: an idle connection was lost (${err.message})\n`),
      time,
      pgliteWorker: config.pgliteWorkerScript,
      onThreadExit: embeddedDatabaseStopped,
    });
    await prepareDatabase(database, config, time);
    await turnDone?.();
    return {
      database,
      lock,
      async close() {
        await database.close();
        lock?.release();
      },
    };
  } catch (err) {
    await turnDone?.();
    lock?.release();
    throw err;
  }
}

/**
 * The embedded database's thread stopped unasked (PGlite failed beyond repair): nothing can be read or
 * written any more, and a server that stayed up would answer 503 to everything. So it exits at once, and
 * its supervisor (systemd, Docker, the platform) starts it again on the same data.
 */
function embeddedDatabaseStopped(err: Error): never {
  process.stderr.write(`database: the embedded database stopped (${err.message}); the server exits\n`);
  process.exit(1);
}

export async function prepareDatabase(database: Database, config: AppConfig, time: TimePhase = untimed) {
  const trainers = createTrainerService(database);
  await time("content", () => seedContent(database.db));
  // On a fresh database the demo trainers' points wait for the gazetteer's background load.
  if (config.demoData) await time("demo data", () => seedDemoIfFresh(database.db, trainers, todayIn()));
  await time("roles", () => trainers.applyConfiguredRoles(config));
}
