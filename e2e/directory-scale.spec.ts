/**
 * The directory at 10,000 trainers (issue 18): 20 recorded queries give the same trainers in the same
 * order, and the same "Showing X of Y trainers", on the new path (first results, then the compact
 * index filtering in the browser) as the full-list rules (filterTrainers over GET /api/public-trainers,
 * computed here).
 *
 * The spec starts its own built server (dist/server/main.js, at E2E_PORT + 5) on a new DATA_DIR seeded
 * with `seed:many 10000` (PGlite, whatever DATABASE_URL says), so it runs once, in the desktop project
 * (it has no @phone tag).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { GeocodeAnswer } from "../src/shared/contracts/geo";
import type { DirectoryIndex, DirectoryResults } from "../src/shared/contracts/public-directory";
import { directoryResultsPath } from "../src/shared/contracts/public-directory";
import type { PublicTrainer } from "../src/shared/contracts/public-trainers";
import { decodeIndex } from "../src/shared/directory-index";
import { type DirectoryFilters, filterTrainers } from "../src/shared/directory-rules";
import { expect, test } from "./support/fixtures";
import { type OwnServer, startOwnServer } from "./support/own-server";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const APP_URL = `http://127.0.0.1:${PORT}`;
const TRAINERS = 10_000;

/** A recorded query: what the visitor sets, through the screen's own controls. */
type Query = {
  search?: string;
  state?: string;
  specialty?: string;
  availability?: "available" | "training";
  near?: { place: string; miles: 25 | 50 | 100 };
};

const QUERIES: Query[] = [
  { search: "austin" },
  { search: "son" },
  // Only the bios say this (seed-many's bio text): the index must carry the bio.
  { search: "simple strikes" },
  { search: "SAN" },
  { state: "TX" },
  { state: "ON" },
  { specialty: "Women's Self Defense" },
  { specialty: "Advanced Training" },
  { specialty: "Teen Defense" },
  { availability: "available" },
  { availability: "training" },
  { state: "CA", availability: "available" },
  { search: "san", state: "TX" },
  { state: "FL", specialty: "Basic Self-Defense", availability: "training" },
  { near: { place: "Austin, TX", miles: 25 } },
  { near: { place: "Chicago, IL", miles: 50 } },
  { near: { place: "Tulsa, OK", miles: 100 } },
  { near: { place: "Austin, TX", miles: 100 }, search: "simple strikes" },
  { near: { place: "Chicago, IL", miles: 25 }, availability: "available" },
  { near: { place: "Tulsa, OK", miles: 50 }, specialty: "Advanced Training" },
];

/** Sets a query through the filter bar, from Clear All. */
async function setQuery(page: Page, q: Query) {
  await page.getByRole("button", { name: "Clear All" }).click();
  if (q.search) await page.getByRole("searchbox", { name: "Search trainers" }).fill(q.search);
  if (q.state) await page.getByLabel("State", { exact: true }).selectOption(q.state);
  if (q.specialty) await page.getByLabel("Specialty", { exact: true }).selectOption(q.specialty);
  if (q.availability) await page.getByLabel("Availability", { exact: true }).selectOption(q.availability);
  if (q.near) {
    await page.getByLabel("Distance", { exact: true }).selectOption(String(q.near.miles));
    await page.getByLabel("Near location").fill(q.near.place);
    await page.getByRole("button", { name: "Search Location" }).click();
  }
}

/** The first page's trainer ids and the count, as the browser shows them. */
async function shown(page: Page) {
  const ids = await page
    .locator("#trainer-cards li[data-trainer-id]")
    .evaluateAll((items) => items.map((li) => Number(li.getAttribute("data-trainer-id"))));
  return { ids, count: await page.getByTestId("results-count").textContent() };
}

test.describe("the directory at 10,000 trainers", () => {
  test.describe.configure({ mode: "serial", timeout: 150_000 });
  test.use({ baseURL: APP_URL });

  let server: OwnServer | undefined;
  let dataDir = "";

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    dataDir = mkdtempSync(path.join(tmpdir(), "e2e-scale-"));
    // PGlite in this spec's own data dir, whatever database the other servers use.
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test", LOG_LEVEL: "warn" };
    const seeded = spawnSync("npx", ["tsx", "scripts/seed-many.ts", String(TRAINERS), "--seed", "42"], {
      env,
      encoding: "utf8",
      timeout: 120_000,
    });
    if (seeded.status !== 0) throw new Error(`seed:many failed: ${seeded.stderr || seeded.stdout}`);
    server = await startOwnServer(PORT, env, { readyWithinMs: 60_000 });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("20 recorded queries: the same trainers, order and count as the full-list rules", async ({ page }) => {
    const all = (await (await page.request.get("/api/public-trainers")).json()) as PublicTrainer[];
    expect(all.length).toBeGreaterThan(TRAINERS * 0.8);
    const rows = decodeIndex(
      (await (await page.request.get("/api/public-trainers/index")).json()) as DirectoryIndex,
    );
    const places = new Map<string, GeocodeAnswer>();
    for (const q of QUERIES)
      if (q.near && !places.has(q.near.place)) {
        const res = await page.request.get(`/api/geocode?q=${encodeURIComponent(q.near.place)}`);
        expect(res.ok(), q.near.place).toBe(true);
        places.set(q.near.place, await res.json());
      }

    // The directory never asks for the whole list.
    const listAsked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/public-trainers") listAsked.push(r.url());
    });
    await page.goto("/find-trainer");
    // The compact index comes once the visitor wants more than the first screen: here, the map.
    await page.getByRole("heading", { name: "Trainer Locations" }).scrollIntoViewIfNeeded();
    await expect(page.locator('#trainer-cards[data-source="index"]')).toBeVisible({ timeout: 30_000 });

    for (const q of QUERIES) {
      const filters: DirectoryFilters = {
        search: q.search,
        state: q.state,
        specialty: q.specialty,
        availability: q.availability,
        distance: q.near?.miles,
        point: q.near ? places.get(q.near.place) : null,
      };
      const expected = filterTrainers(all, filters).map((t) => t.id);
      const label = JSON.stringify(q);
      expect(expected.length, `${label} finds someone`).toBeGreaterThan(0);

      // The index (what the browser filters) over every matched trainer, in order.
      expect(
        filterTrainers(rows, filters).map((r) => r.id),
        label,
      ).toEqual(expected);
      // The first results call.
      const first = (await (
        await page.request.get(directoryResultsPath(filters))
      ).json()) as DirectoryResults;
      expect({ matched: first.matched, page: first.page }, label).toEqual({
        matched: expected.length,
        page: expected.slice(0, 9),
      });
      // The browser.
      await setQuery(page, q);
      await expect
        .poll(() => shown(page), { message: label, timeout: 10_000 })
        .toEqual({
          ids: expected.slice(0, 9),
          count: `Showing ${expected.length} of ${all.length} trainers`,
        });
    }
    expect(listAsked).toEqual([]);
  });
});
