/**
 * PGlite is single-process: one server owns DATA_DIR. The lock file holds the owner's pid; a lock whose
 * process is gone (a crash, kill -9) is stale and taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export class LockError extends Error {}

export type DataDirLock = { release(): void };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) {
        throw new LockError(
          `DATA_DIR ${path.resolve(dataDir)} is in use by another server (pid ${pid}); stop it first or use another DATA_DIR.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new LockError(`Could not lock DATA_DIR ${path.resolve(dataDir)}.`);
}
