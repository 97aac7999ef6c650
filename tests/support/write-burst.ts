/**
 * Child process for the crash test: owns DATA_DIR like the server does, then commits one row at a time
 * and prints "ack <id>" only after the commit returned, as a server answers 2xx after its write. PGlite
 * runs on its own thread, as in the server (db/pglite-thread.ts): a commit is acknowledged once that
 * thread has answered.
 */
import path from "node:path";
import { openDatabase } from "../../src/server/db/client";
import { acquireDataDirLock } from "../../src/server/db/lock";
import { announcements } from "../../src/server/db/schema";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: write-burst <dataDir>");
acquireDataDirLock(dataDir);
const pgliteWorker = { file: path.resolve("src/server/db/pglite-worker.ts"), execArgv: ["--import", "tsx"] };
const { db } = await openDatabase({ dataDir, pgliteWorker });
process.stdout.write("ready\n");
for (let i = 0; ; i++) {
  const [row] = await db
    .insert(announcements)
    .values({ message: `burst ${i}`, priority: "info" })
    .returning({ id: announcements.id });
  process.stdout.write(`ack ${row!.id}\n`);
}
