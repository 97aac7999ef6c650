/**
 * The embedded database keeps every acknowledged write through a kill -9, refuses a second owner of
 * DATA_DIR, and keeps data across a clean restart.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { acquireDataDirLock, LockError } from "../../src/server/db/lock";
import { announcements, trainers } from "../../src/server/db/schema";
import { startServer } from "../support/server-process";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sp-durability-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function startBurst(dataDir: string): { child: ChildProcess; acked: number[]; ready: Promise<void> } {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/write-burst.ts", dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const acked: number[] = [];
  let buffer = "";
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  child.stdout!.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      if (line === "ready") markReady();
      else if (line.startsWith("ack ")) acked.push(Number(line.slice(4)));
    }
  });
  return { child, acked, ready };
}

const skipOnPostgres = process.env.DATABASE_URL ? describe.skip : describe;

skipOnPostgres("the server on PGlite", () => {
  it("keeps every write answered 2xx before a kill -9 during a burst of HTTP writes", async () => {
    const dataDir = tempDir();
    const server = await startServer({ dataDir });
    const base = server.base;

    // Four writers in parallel; each records the ids the server answered 201 for.
    const answered: number[] = [];
    let n = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const i = n++;
        try {
          const res = await fetch(`${base}/api/dev/trainers`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name: `Burst Trainer ${i}`, email: `burst-${i}@example.com` }),
          });
          if (res.status === 201) answered.push(((await res.json()) as { id: number }).id);
        } catch {
          // The connection died with the server: not answered, so not counted.
        }
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    while (answered.length < 120) await new Promise((r) => setTimeout(r, 10));
    killed = true;
    await server.kill9();
    await Promise.all(writers);
    const acked = [...answered];

    const lock = acquireDataDirLock(dataDir);
    const database = await openDatabase({ dataDir });
    try {
      const found = await database.db
        .select({ id: trainers.id })
        .from(trainers)
        .where(inArray(trainers.id, acked));
      expect(found.length).toBe(acked.length);
    } finally {
      await database.close();
      lock.release();
    }
  }, 90_000);
});

skipOnPostgres("PGlite in DATA_DIR", () => {
  it("keeps every acknowledged write after kill -9 during a burst of writes", async () => {
    const dataDir = tempDir();
    const burst = startBurst(dataDir);
    await burst.ready;
    while (burst.acked.length < 150) await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise((r) => burst.child.once("exit", r));
    burst.child.kill("SIGKILL");
    await exited;
    const acked = [...burst.acked];
    expect(acked.length).toBeGreaterThanOrEqual(150);

    // The killed process's lock is stale: a restart takes it over.
    const lock = acquireDataDirLock(dataDir);
    const database = await openDatabase({ dataDir });
    try {
      const found = await database.db
        .select({ id: announcements.id })
        .from(announcements)
        .where(inArray(announcements.id, acked));
      expect(found.length).toBe(acked.length);
    } finally {
      await database.close();
      lock.release();
    }
  }, 60_000);

  it("refuses a second owner of DATA_DIR with a clear message", async () => {
    const dataDir = tempDir();
    const burst = startBurst(dataDir);
    await burst.ready;
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(LockError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(/is in use by another server \(pid \d+\)/);
    } finally {
      burst.child.kill("SIGKILL");
    }
  }, 60_000);

  it("keeps data across a clean restart", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    const [row] = await first.db
      .insert(announcements)
      .values({ message: "survives", priority: "urgent" })
      .returning();
    await first.close();
    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(announcements);
    await second.close();
    expect(rows.map((r) => r.id)).toContain(row!.id);
  }, 60_000);
});
