/**
 * A fresh app on a fresh database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database created for the file and dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../../src/server/app";
import { type AppConfig, loadConfig } from "../../src/server/config";
import { type Database, openDatabase } from "../../src/server/db/client";
import { prepareDatabase } from "../../src/server/start";

export type TestApp = { app: FastifyInstance; database: Database; config: AppConfig; close(): Promise<void> };

export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({ NODE_ENV: "test", DEMO_DATA: "on", ...env });
}

async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  env: Record<string, string | undefined> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const pgDb = serverUrl ? await freshPostgres(serverUrl) : undefined;
  const config = testConfig({ ...env, DATABASE_URL: pgDb?.url });
  const database = await openDatabase({ databaseUrl: pgDb?.url });
  await prepareDatabase(database, config);
  const app = await buildApp(config, database);
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}
