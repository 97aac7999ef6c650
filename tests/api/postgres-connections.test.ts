/**
 * On PostgreSQL the server must outlive a dropped connection, and closing the database must leave no
 * connection behind (a forced DROP DATABASE right after close once raced the pool's own closing).
 * Runs only in the PostgreSQL pass of CI (DATABASE_URL set).
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { freshPostgres } from "../support/test-app";

const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

onPostgres("PostgreSQL connections", () => {
  let own: Awaited<ReturnType<typeof freshPostgres>>;
  beforeAll(async () => {
    own = await freshPostgres(serverUrl!);
  });
  afterAll(() => own.drop());

  it("keeps serving after the server terminates an idle connection, and reports it", async () => {
    const errors: Error[] = [];
    const database = await openDatabase({ databaseUrl: own.url, onIdleError: (e) => errors.push(e) });
    try {
      const { rows } = await database.db.execute(sql`select pg_backend_pid() as pid`);
      await withAdmin((admin) => admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]));
      await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("has no connection left once close() resolves", async () => {
    const database = await openDatabase({ databaseUrl: own.url });
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    const name = new URL(own.url).pathname.slice(1);
    await database.close();
    const left = await withAdmin((admin) =>
      admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]),
    );
    expect(left.rows[0].n).toBe(0);
  });
});
