/**
 * Opening everything a server needs, in order: lock DATA_DIR (PGlite only), open and migrate the
 * database, load shipped content, demo data on a fresh database, configured roles.
 */

import { todayIn } from "../shared/time-zones";
import type { AppConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { acquireDataDirLock, type DataDirLock } from "./db/lock";
import { seedContent, seedDemoIfFresh } from "./db/seed";
import { TrainerStore } from "./modules/trainers/store";

export type OpenedData = { database: Database; lock?: DataDirLock; close(): Promise<void> };

export async function openData(config: AppConfig): Promise<OpenedData> {
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (err) => process.stderr.write(`database: an idle connection was lost (${err.message})\n`),
    });
    await prepareDatabase(database, config);
    return {
      database,
      lock,
      async close() {
        await database.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

export async function prepareDatabase(database: Database, config: AppConfig) {
  const trainers = new TrainerStore(database);
  await seedContent(database.db);
  if (config.demoData) await seedDemoIfFresh(database.db, trainers, todayIn());
  await trainers.applyConfiguredRoles(config);
}
