/**
 * PostgreSQL refuses connections, then listens again (issue 17, "Faults"), seen in the browser: the
 * screens show their error states and the API answers 503 with a plain message while it is down, and
 * everything comes back through each screen's own retry, without restarting the server.
 *
 * The spec starts its own built server (dist/server/main.js, at E2E_PORT + 4) on a new PostgreSQL
 * database (made on E2E_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432, dropped after),
 * reached through a TCP proxy that can stop listening (tests/support/tcp-proxy.ts, shared with
 * tests/api/database-outage.test.ts). scripts/test-all.sh passes CI's PostgreSQL address; without
 * E2E_DATABASE_URL and with no PostgreSQL on the default address the spec is skipped.
 *
 * The public answers the server keeps in memory are not served during this outage: the proxy cuts the
 * server's public-data listener too, and a server that lost it drops every kept answer (it may have
 * missed a change; src/server/db/public-version.ts). So every public read needs the database and
 * fails with 503 until it is back. (While a database only hangs, the listener stays open and kept
 * answers are still served: tests/api/database-outage.test.ts.)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freshPostgres } from "../tests/support/fresh-postgres";
import { OutageProxy } from "../tests/support/tcp-proxy";
import { expect, expectAccessible, login, test } from "./support/fixtures";
import { type OwnServer, startOwnServer } from "./support/own-server";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 4;
const APP_URL = `http://127.0.0.1:${PORT}`;
const EXPLICIT_DATABASE = process.env.E2E_DATABASE_URL;
const DATABASE_SERVER = EXPLICIT_DATABASE || "postgresql://postgres@127.0.0.1:5432";
const UNAVAILABLE = "We can't reach our database right now. Please try again in a moment.";

/** Is PostgreSQL there at all (only asked when no address was given)? */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

test.describe("the database refuses connections, then returns", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  test.use({ baseURL: APP_URL });

  let database: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  let proxy: OutageProxy | undefined;
  let server: OwnServer | undefined;
  let dataDir = "";

  test.beforeAll(async () => {
    test.skip(
      !EXPLICIT_DATABASE && !(await reachable(DATABASE_SERVER)),
      `no PostgreSQL at ${DATABASE_SERVER} (set E2E_DATABASE_URL)`,
    );
    database = await freshPostgres(DATABASE_SERVER, "e2e_outage");
    proxy = OutageProxy.to(database.url);
    await proxy.listen();
    dataDir = mkdtempSync(path.join(tmpdir(), "e2e-outage-"));
    server = await startOwnServer(PORT, {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: proxy.proxied(database.url),
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      RATE_LIMIT_LOGIN_PER_IP: "500",
      RATE_LIMIT_LOGIN_PER_EMAIL: "100",
    });
  });

  test.afterAll(async () => {
    // Each step runs even if one before it failed.
    const failures: unknown[] = [];
    for (const step of [
      () => proxy?.listen().catch(() => {}),
      () => server?.stop(),
      () => proxy?.stop(),
      () => database?.drop(),
      async () => dataDir && rmSync(dataDir, { recursive: true, force: true }),
    ])
      await Promise.resolve(step()).catch((err: unknown) => failures.push(err));
    if (failures.length) throw failures[0];
  });

  test("the screens show their error states, the API answers 503, and all recovers without a restart", async ({
    page,
    context,
    browser,
  }) => {
    // Before the outage: the trainer signs in, and their portal is open on the Profile screen (the
    // dashboard is read when they go back to it); in another tab they looked at the directory.
    await login(page, "trainer@example.com");
    await page.goto("/trainer-portal/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Trainer Profile" })).toBeVisible();
    const seen = await context.newPage();
    await seen.goto("/find-trainer");
    await expect(seen.getByTestId("trainer-card").first()).toBeVisible();

    await proxy!.stop();

    // The API: 503 with the plain message, at once.
    const started = performance.now();
    const api = await page.request.get("/api/public-trainers");
    expect(api.status()).toBe(503);
    expect(await api.json()).toEqual({ error: "Service Unavailable", message: UNAVAILABLE });
    expect(api.headers()["retry-after"]).toBe("5");
    // "At once": within the pool's timeouts (3 s to connect, 4 s for a query), not TCP's minutes. The API
    // test holds the defaults to 5 s (tests/api/database-outage.test.ts); here, on two cores shared with
    // the API suites, a run once took 5,020 ms.
    expect(performance.now() - started).toBeLessThan(8_000);
    expect((await page.request.get("/api/health")).status()).toBe(503);

    // The signed-in trainer goes to their dashboard: its error state, with the server's message.
    await page.getByRole("navigation").getByRole("link", { name: "Dashboard", exact: true }).first().click();
    const dashboardError = page.getByRole("alert").filter({ hasText: "We couldn't load your dashboard" });
    await expect(dashboardError).toBeVisible();
    await expect(dashboardError).toContainText(UNAVAILABLE);

    // The directory they had open keeps its cards until reloaded; reloaded, the page is drawn again
    // on the server, which cannot read the list now: the screen's error state, with the server's words.
    await expect(seen.getByTestId("trainer-card").first()).toBeVisible();
    const reloaded = await seen.reload();
    expect(reloaded?.status()).toBe(503);
    await expect(seen.getByRole("alert").filter({ hasText: "Unable to load trainers" })).toBeVisible();

    // A new visitor (nothing kept in their browser) opens the directory, a trainer's page and the
    // class list: each screen's error state.
    const visitor = await browser.newContext({ baseURL: APP_URL });
    const directory = await visitor.newPage();
    await directory.goto("/find-trainer");
    const trainersError = directory.getByRole("alert").filter({ hasText: "Unable to load trainers" });
    await expect(trainersError).toBeVisible();

    const profile = await visitor.newPage();
    const shell = await profile.goto("/dana-whitfield");
    // The page's shell still comes (from memory), with 503; the screen says what happened.
    expect(shell?.status()).toBe(503);
    const profileError = profile.getByRole("alert").filter({ hasText: "Unable to load this trainer" });
    await expect(profileError).toBeVisible();
    await expect(profileError).toContainText(UNAVAILABLE);
    await expect(profile.getByRole("heading", { name: "Trainer Not Found" })).toHaveCount(0);
    await expectAccessible(profile);

    const classes = await visitor.newPage();
    await classes.goto("/public/classes");
    const classesError = classes.getByRole("alert").filter({ hasText: "Unable to load classes" });
    await expect(classesError).toBeVisible();

    // The database listens again; the same server answers, and each screen recovers by its own button.
    await proxy!.listen();
    await expect
      .poll(async () => (await page.request.get("/api/health")).status(), { timeout: 10_000 })
      .toBe(200);
    expect((await page.request.get("/api/public-trainers")).status()).toBe(200);

    await dashboardError.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Welcome back, Kayla Brooks!" })).toBeVisible();

    await trainersError.getByRole("button", { name: "Refresh Page" }).click();
    await expect(directory.getByTestId("trainer-card").first()).toBeVisible();

    await profileError.getByRole("button", { name: "Try again" }).click();
    await expect(profile.getByRole("heading", { level: 1, name: "Dana", exact: true })).toBeVisible();
    await expect(profileError).toHaveCount(0);

    await classesError.getByRole("button", { name: "Try again" }).click();
    await expect(classes.getByRole("region", { name: / calendar$/ })).toBeVisible();
    await expect(classesError).toHaveCount(0);

    // The same process throughout: it was never restarted.
    expect(server!.running()).toBe(true);
    await visitor.close();
  });
});
