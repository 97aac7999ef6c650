/**
 * Two app servers with their job runners on one fresh PostgreSQL database, and a pg-boss client of the
 * same queues (as a scheduler of another server would be: it only sends), for the tests that a job runs
 * once across servers (jobs-two-servers, class-alerts-two-servers).
 */
import type { FastifyInstance } from "fastify";
import { PgBoss } from "pg-boss";
import { buildApp } from "../../src/server/app";
import { type Database, openDatabase } from "../../src/server/db/client";
import { BOSS_SCHEMA } from "../../src/server/jobs/boss";
import { prepareDatabase } from "../../src/server/start";
import { freshPostgres, testConfig } from "./test-app";

export type JobServer = { app: FastifyInstance; database: Database };

export async function twoJobServers(serverUrl: string) {
  const own = await freshPostgres(serverUrl);
  const config = testConfig({ DATABASE_URL: own.url, JOBS: "on" });
  const first = await openDatabase({ databaseUrl: own.url });
  await prepareDatabase(first, config);
  const second = await openDatabase({ databaseUrl: own.url });
  // Both start their runners at once: pg-boss creates its schema once, under its own lock.
  const apps = await Promise.all([first, second].map((database) => buildApp(config, database)));
  await Promise.all(apps.map((app) => app.ready()));
  const servers: JobServer[] = [
    { app: apps[0]!, database: first },
    { app: apps[1]!, database: second },
  ];
  const client = new PgBoss({
    connectionString: own.url,
    schema: BOSS_SCHEMA,
    supervise: false,
    schedule: false,
  });
  client.on("error", () => undefined);
  await client.start();
  return {
    servers,
    client,
    async close() {
      await client.stop({ graceful: false, close: true });
      for (const s of servers) {
        await s.app.close();
        await s.database.close();
      }
      await own.drop();
    },
  };
}
