/**
 * What a call changed in the database: a snapshot is one md5 per table of src/server/db/schema.ts over all
 * its rows in a stable order, read in one query; two equal snapshots mean no row was added, removed or
 * changed.
 */
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";

export type Snapshot = Record<string, string>;

/** Every table the schema declares. */
export const SCHEMA_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

const SNAPSHOT_SQL = SCHEMA_TABLES.map(
  (name) =>
    `select '${name}' as name, md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as hash from "${name}" r`,
).join(" union all ");

export async function snapshot(db: Db): Promise<Snapshot> {
  const { rows } = (await db.execute(sql.raw(SNAPSHOT_SQL))) as unknown as {
    rows: { name: string; hash: string }[];
  };
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return SCHEMA_TABLES.filter((name) => before[name] !== after[name]);
}

/**
 * The next transaction id. PostgreSQL gives a transaction an id when it first writes a row (insert,
 * update, delete, row lock), never for reads; so while it has not moved, no row has changed.
 */
async function nextTransactionId(db: Db): Promise<string> {
  const { rows } = (await db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  )) as unknown as { rows: { xid: string }[] };
  return rows[0]!.xid;
}

/**
 * Follows the database from call to call: `changes()` names the tables changed since the previous
 * look. The snapshot is taken again only when a transaction wrote (or tried to write) something, so a
 * call that only read costs one tiny query.
 */
export async function watchDatabase(db: Db) {
  let xid = await nextTransactionId(db);
  let last = await snapshot(db);
  return {
    async changes(): Promise<string[]> {
      const now = await nextTransactionId(db);
      if (now === xid) return [];
      const next = await snapshot(db);
      const changed = changedTables(last, next);
      [xid, last] = [now, next];
      return changed;
    },
  };
}

/** The tables the database has (outside the migrator's own schema), to check the snapshot misses none. */
export async function databaseTables(db: Db): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return rows.map((r) => r.table_name);
}
