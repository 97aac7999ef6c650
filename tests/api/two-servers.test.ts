/**
 * Two app servers on one PostgreSQL database: a write through one moves the public-data version of
 * both (LISTEN/NOTIFY, db/public-version.ts), so the other's prepared public answers (the directory
 * list, a trainer's page, the sitemap, the calendar feeds) show it on its next requests.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { type Database, openDatabase } from "../../src/server/db/client";
import { prepareDatabase } from "../../src/server/start";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { freshPostgres, testConfig, testWebDir } from "../support/test-app";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("two app servers on one database", () => {
  let own: Awaited<ReturnType<typeof freshPostgres>>;
  const servers: { app: FastifyInstance; database: Database }[] = [];
  const server = (i: number) => ({
    get: (url: string) => servers[i]!.app.inject({ method: "GET", url }),
    post: (url: string, payload: object) => servers[i]!.app.inject({ method: "POST", url, payload }),
  });
  const a = server(0);
  const b = server(1);

  beforeAll(async () => {
    own = await freshPostgres(serverUrl!);
    for (let i = 0; i < 2; i++) {
      const config = testConfig({ DATABASE_URL: own.url });
      config.webDir = testWebDir();
      const database = await openDatabase({ databaseUrl: own.url });
      if (i === 0) await prepareDatabase(database, config);
      const app = await buildApp(config, database);
      await app.ready();
      servers.push({ app, database });
    }
  });
  afterAll(async () => {
    for (const s of servers) {
      await s.app.close();
      await s.database.close();
    }
    await own?.drop();
  });

  const namesOn = async (on: typeof a) =>
    ((await on.get("/api/public-trainers")).json() as PublicTrainer[]).map((t) => t.name);

  it("shows a trainer created through one server in the other's directory, sitemap and feed", async () => {
    // B prepares its answers first, so a stale copy would be what it sends.
    expect(await namesOn(b)).not.toContain("Maren Okafor");
    const sitemapBefore = (await b.get("/sitemap.xml")).body;
    const created = await a.post("/api/dev/trainers", { name: "Maren Okafor", email: "maren@example.org" });
    expect(created.statusCode).toBe(201);
    const { slug } = created.json();
    await expect.poll(() => namesOn(b), { timeout: 2000, interval: 20 }).toContain("Maren Okafor");
    expect(sitemapBefore).not.toContain(`/${slug}<`);
    expect((await b.get("/sitemap.xml")).body).toContain(`/${slug}</loc>`);
    expect((await b.get(`/${slug}`)).statusCode).toBe(200);
    expect((await b.get(`/api/calendar/trainers/${slug}.ics`)).statusCode).toBe(200);
  });

  it("shows a class written through one server's store on the other's trainer page and profile", async () => {
    const [dana] = (await b.get("/api/public-trainers")).json() as PublicTrainer[];
    const page = `/${dana!.customUrlSlug}`;
    const titles = async () =>
      (
        (await b.get(`/api/trainer-profile/${dana!.customUrlSlug}`)).json() as PublicTrainer
      ).upcomingClasses.map((c) => c.title);
    expect((await b.get(page)).body).not.toContain("Added On Server A");
    expect(await titles()).not.toContain("Added On Server A");
    const date = new Date(Date.now() + 9 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const { version } = (await servers[0]!.app.classes.listState(dana!.id))!;
    const added = await servers[0]!.app.classes.create(dana!.id, version, {
      title: "Added On Server A",
      date,
      startTime: "18:00:00",
      endTime: "20:00:00",
      location: "Community Hall",
    });
    expect(added.status).toBe("ok");
    await expect
      .poll(async () => (await b.get(page)).body, { timeout: 2000, interval: 20 })
      .toContain("Added On Server A");
    expect(await titles()).toContain("Added On Server A");
  });

  it("drops everything prepared when its listener comes back after a lost connection", async () => {
    const before = servers[1]!.database.publicVersion.current();
    // The server ends B's listening connection, as a restart or failover would.
    await servers[0]!.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await expect
      .poll(() => servers[1]!.database.publicVersion.current(), { timeout: 5000, interval: 50 })
      .toBeGreaterThan(before);
    const afterLoss = servers[1]!.database.publicVersion.current();
    // Listening again: a write through A still reaches B.
    await expect
      .poll(
        async () => {
          servers[0]!.app.database.publicVersion.changed();
          return servers[1]!.database.publicVersion.current();
        },
        { timeout: 8000, interval: 300 },
      )
      .toBeGreaterThan(afterLoss + 1);
  });
});
