/**
 * PGlite on its own thread (src/server/db/pglite-thread.ts, decision 0049), as the server runs it: the
 * same answers as PGlite on the app's thread, transactions that hold other queries back until they end,
 * the database's errors with their SQLSTATE, a closed database that reads as out of reach (503), data
 * kept across a restart, and a whole app on it. The thread runs from source here (through tsx).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, pgliteImage } from "../../src/server/db/client";
import { PgliteThread } from "../../src/server/db/pglite-thread";
import { isDatabaseUnavailable } from "../../src/server/db/unavailable";
import { createTestApp, PGLITE_WORKER } from "../support/test-app";

const opened: Database[] = [];
let image: Promise<Blob> | undefined;
const dirs: string[] = [];
/**
 * Each test opens a database on a new thread, often migrating it from scratch: on a loaded 2-core CI
 * machine that took over the suite's 30 s (a run of PostgreSQL's API suite beside it), so these tests
 * and the migrated image they share get a minute and a half.
 */
const THREAD_MS = 90_000;
beforeAll(async () => {
  image ??= pgliteImage();
  await image;
}, THREAD_MS);
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function open(opts: { dataDir?: string } = {}): Promise<Database> {
  image ??= pgliteImage();
  const database = await openDatabase({
    ...opts,
    pgliteImage: opts.dataDir ? undefined : await image,
    pgliteWorker: PGLITE_WORKER,
  });
  opened.push(database);
  return database;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const count = async (database: Database, table: string) =>
  Number(rowsOf(await database.db.execute(sql.raw(`select count(*) as n from ${table}`)))[0]!.n);

/** The first error in a chain of causes (Drizzle wraps the database's) that has a SQLSTATE. */
function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string") return e.code;
  }
  return undefined;
}

describe("PGlite on its own thread", { timeout: THREAD_MS }, () => {
  it("opens migrated, and values cross the thread as Drizzle's PGlite driver reads them", async () => {
    const database = await open();
    expect(await database.ping()).toBe(true);
    expect(await count(database, "drizzle.__drizzle_migrations")).toBeGreaterThan(10);
    const [row] = rowsOf(
      await database.db.execute(
        sql`select timestamptz '2026-11-29 10:00:00+00' as at, 7::int8 as big, ${"é ok"}::text as t,
          '\\x0102'::bytea as b, '{"a":[1,2]}'::jsonb as j, null::text as n, true as yes`,
      ),
    );
    // Timestamps stay text (Drizzle's parsers), the rest as PGlite gives them.
    expect(row).toEqual({
      at: "2026-11-29 10:00:00+00",
      big: 7,
      t: "é ok",
      b: new Uint8Array([1, 2]),
      j: { a: [1, 2] },
      n: null,
      yes: true,
    });
  });

  it("commits a transaction, rolls back one that throws, and keeps a savepoint's rollback inside", async () => {
    const { db } = await open();
    await db.execute(sql`create table notes (id int primary key, body text not null)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes values (2, 'undone')`);
          inner.rollback();
        })
        .catch(() => {});
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (3, 'lost')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (4, 'lost too')`);
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);
    expect(rowsOf(await db.execute(sql`select id, body from notes order by id`))).toEqual([
      { id: 1, body: "kept" },
    ]);
  });

  it("holds a plain query back until the open transaction has committed", async () => {
    const database = await open();
    const { db } = database;
    await db.execute(sql`create table marks (id int primary key)`);
    let began: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      began = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into marks values (1)`);
      began();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`insert into marks values (2)`);
    });
    await inside;
    // Asked while the transaction is open: answered after its COMMIT, so it sees both rows.
    expect(await count(database, "marks")).toBe(2);
    await transaction;
  });

  it("reports the database's errors with their SQLSTATE, and the thread goes on", async () => {
    const database = await open();
    const { db } = database;
    await db.execute(sql`create table once (id int primary key)`);
    await db.execute(sql`insert into once values (1)`);
    const duplicate = await db.execute(sql`insert into once values (1)`).catch((err: unknown) => err);
    expect(sqlState(duplicate)).toBe("23505");
    const failedInside = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into once values (2)`);
        await tx.execute(sql`select no_such_column from once`);
      })
      .catch((err: unknown) => err);
    expect(sqlState(failedInside)).toBe("42703");
    expect(isDatabaseUnavailable(failedInside)).toBe(false);
    expect(await count(database, "once")).toBe(1);
  });

  it("fails a query whose parameter cannot cross the thread, and answers the next one", async () => {
    const database = await open();
    const uncloneable = () => 1;
    const err = await database.db.execute(sql`select ${uncloneable} as f`).catch((e: unknown) => e);
    expect(String((err as { cause?: unknown }).cause ?? err)).toMatch(/could not be cloned/);
    expect(await database.ping()).toBe(true);
  });

  it("once closed, fails every query as a database out of reach (503)", async () => {
    const database = await open();
    await database.close();
    const err = await database.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(await database.ping()).toBe(false);
  });

  it("fails its start with the thread's own error when the migrations cannot be applied", async () => {
    const run = (wait: () => Promise<void>) => wait();
    const started = PgliteThread.start(
      PGLITE_WORKER,
      {
        startParams: PGlite.defaultStartParams,
        migrationsFolder: path.join(tmpdir(), "sp-no-such-migrations"),
      },
      { opened: run, migrated: run },
    );
    await expect(started).rejects.toThrow(/migrations|meta|_journal|ENOENT/i);
  });

  it("keeps its data in DATA_DIR across a close and a new open", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sp-pglite-thread-"));
    dirs.push(dataDir);
    const first = await open({ dataDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    const second = await open({ dataDir });
    expect(rowsOf(await second.db.execute(sql`select note from kept`))).toEqual([{ note: "still here" }]);
  });
});

describe("an app on PGlite's own thread", { timeout: THREAD_MS }, () => {
  it("answers the public list and says it is ready", async () => {
    const t = await createTestApp({}, undefined, {}, (config) => {
      config.pgliteWorkerScript = PGLITE_WORKER;
    });
    try {
      const list = await t.app.inject({ method: "GET", url: "/api/public-trainers" });
      expect(list.statusCode).toBe(200);
      expect((list.json() as unknown[]).length).toBeGreaterThan(10);
      expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
