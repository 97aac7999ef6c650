/**
 * A new PostgreSQL database on the server of `url` (an address whose user may create databases), with a
 * unique name, for one test file or spec; drop() removes it, connections and all.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export async function freshPostgres(
  url: string,
  prefix = "t",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
