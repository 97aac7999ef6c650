/**
 * `npm run seed:many -- N` (scripts/seed-many.ts): N fictional trainers with coordinates and classes, and
 * a refusal while another process holds the DATA_DIR lock.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isNotNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { acquireDataDirLock } from "../../src/server/db/lock";
import { classes, trainerProfiles, trainers } from "../../src/server/db/schema";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function seedMany(dataDir: string, ...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/seed-many.ts", ...args], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, DEMO_DATA: "off" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("close", (code) => resolve({ code, out }));
  });
}

const skipOnPostgres = process.env.DATABASE_URL ? describe.skip : describe;

skipOnPostgres("seed:many", () => {
  it("inserts N trainers with profiles, coordinates and some classes", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sp-seed-many-"));
    dirs.push(dataDir);
    const run = await seedMany(dataDir, "1200", "--seed", "42");
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain("inserted 1200 trainers");

    const database = await openDatabase({ dataDir });
    try {
      const count = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
      const n = sql<number>`count(*)::int`;
      // DEMO_DATA=off: only the configured admin's account was there before.
      expect(await count(database.db.select({ n }).from(trainers))).toBe(1201);
      expect(
        await count(
          database.db.select({ n }).from(trainerProfiles).where(isNotNull(trainerProfiles.latitude)),
        ),
      ).toBe(1200);
      expect(await count(database.db.select({ n }).from(classes))).toBeGreaterThan(600);
      const states = await database.db.selectDistinct({ state: trainerProfiles.state }).from(trainerProfiles);
      expect(states.length).toBeGreaterThan(40);
      expect(states.some((s) => s.state === "ON")).toBe(true);
    } finally {
      await database.close();
    }
    // A child process that compiles the seeder and fills a PGlite database: minutes on CI's shared cores.
  }, 180_000);

  it("refuses while another process holds the DATA_DIR lock", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sp-seed-many-"));
    dirs.push(dataDir);
    const lock = acquireDataDirLock(dataDir);
    try {
      const run = await seedMany(dataDir, "10");
      expect(run.code).toBe(1);
      expect(run.out).toContain(`is in use by another server (pid ${process.pid})`);
    } finally {
      lock.release();
    }
  });

  it("explains its usage", async () => {
    const run = await seedMany(path.join(tmpdir(), "sp-seed-never-used"), "lots");
    expect(run.code).toBe(2);
    expect(run.out).toContain("Usage: npm run seed:many -- <count>");
  });
});
