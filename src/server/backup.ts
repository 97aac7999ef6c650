/**
 * `npm run db:backup`: dumps the embedded database to backups/pglite-<time>.tar.gz. PGlite is
 * single-process, so the server must be stopped first (the lock says so). With DATABASE_URL, use
 * PostgreSQL's own pg_dump (docs/deployment.md).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { ConfigError, loadConfig } from "./config";
import { acquireDataDirLock, LockError } from "./db/lock";

async function backup() {
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stderr.write("DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deployment.md).\n");
    process.exit(1);
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const client = new PGlite(path.join(config.dataDir, "pgdata"));
    await client.waitReady;
    const dump = await client.dumpDataDir("gzip");
    await client.close();
    const outDir = process.env.BACKUP_DIR ?? "backups";
    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `pglite-${new Date().toISOString().replaceAll(":", "-")}.tar.gz`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.stdout.write(`Backup written to ${file}\n`);
  } finally {
    lock.release();
  }
}

backup().catch((err) => {
  process.stderr.write(
    `${err instanceof ConfigError || err instanceof LockError ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
