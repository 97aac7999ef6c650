import type { Page } from "@playwright/test";
import { expect, expectAccessible, publicTrainers, test } from "./support/fixtures";
import { smallTapTargets } from "./support/tap-targets";

/*
 * Results first on a phone (issue 16): at 390 × 844 the search, the filters and the first trainer card
 * sit within the first two screens; the state tiles and the map wait behind "Browse by state" and "Show
 * map"; the filters stay reachable while scrolling; every control is at least 44 px; the map fits the
 * trainers shown.
 */

const PHONE = { width: 390, height: 844 };
const cards = (page: Page) => page.getByTestId("trainer-card");

/** Where an element starts, from the top of the page. */
async function pageTop(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

/** Every marker and cluster the map draws lies inside the map's own box. */
async function markersInsideMap(page: Page): Promise<{ drawn: number; outside: number }> {
  return page.locator(".leaflet-container").evaluate((map) => {
    const frame = map.getBoundingClientRect();
    const icons = [...map.querySelectorAll(".trainer-pin, .marker-cluster")];
    const outside = icons.filter((icon) => {
      const r = icon.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      return x < frame.left || x > frame.right || y < frame.top || y > frame.bottom;
    });
    return { drawn: icons.length, outside: outside.length };
  });
}

test("on a phone the search, the filters and the first card come within two screens", async ({
  page,
  visit,
}) => {
  await page.setViewportSize(PHONE);
  await visit("/find-trainer");
  await expect(cards(page).first()).toBeVisible();

  expect(await pageTop(page, '[data-testid="trainer-card"]')).toBeLessThan(2 * PHONE.height);
  expect(await pageTop(page, 'input[type="search"]')).toBeLessThan(PHONE.height);
  // The tiles and the map wait; the impact figure follows the cards.
  await expect(page.getByRole("region", { name: "Trainers by State and Province" })).toHaveCount(0);
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  expect(await pageTop(page, '[aria-label="Our impact"]')).toBeGreaterThan(
    await pageTop(page, '[data-testid="trainer-card"]'),
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await smallTapTargets(page)).toEqual([]);
  await expectAccessible(page);
});

test("Browse by state opens the tiles, and a tile filters the cards", async ({ page, visit }) => {
  await page.setViewportSize(PHONE);
  await visit("/find-trainer");
  const all = await publicTrainers(page);
  const texas = all.filter((t) => t.state === "TX").length;
  expect(texas).toBeGreaterThan(0);

  await page.getByText("Browse by state", { exact: true }).click();
  const tile = page.getByRole("link", { name: `Texas ${texas} trainers` });
  await expect(tile).toBeVisible();
  expect(await smallTapTargets(page)).toEqual([]);
  await tile.click();
  await expect(page.getByTestId("results-count")).toHaveText(`Showing ${texas} of ${all.length} trainers`);
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("TX");
  await expect(cards(page).first()).toBeInViewport();
});

test("Show map loads the map on request, fitted to the trainers shown", async ({ page, visit }) => {
  await page.setViewportSize(PHONE);
  await visit("/find-trainer");
  await expect(cards(page).first()).toBeVisible();
  const show = page.getByRole("button", { name: "Show map" });
  await expect(show).toHaveAttribute("aria-expanded", "false");
  await show.click();
  await expect(page.getByRole("button", { name: "Hide map" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect(page.locator(".trainer-pin, .marker-cluster").first()).toBeVisible();
  // At the spec's starting view (zoom 4 on the middle of the US) a phone shows a slice of the continent:
  // fitted, nothing the map draws falls outside it.
  await expect.poll(() => markersInsideMap(page)).toMatchObject({ outside: 0 });
  await expectAccessible(page);

  await page.getByRole("button", { name: "Hide map" }).click();
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
});

test("the map fits the trainers a filter leaves, on a desktop too", async ({ page, visit }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit("/find-trainer");
  await page.getByRole("heading", { name: "Trainer Locations" }).scrollIntoViewIfNeeded();
  await expect(page.locator(".trainer-pin, .marker-cluster").first()).toBeVisible();
  await expect.poll(() => markersInsideMap(page)).toMatchObject({ outside: 0 });

  await page.getByLabel("State", { exact: true }).selectOption("TX");
  // Texas's trainers are cities apart: fitted to them, each is its own pin, where the whole-country
  // view would draw one cluster.
  await expect.poll(() => page.locator(".leaflet-container .trainer-pin").count()).toBeGreaterThanOrEqual(2);
  await expect.poll(() => markersInsideMap(page)).toMatchObject({ outside: 0 });
});

test("the filters stay reachable while the visitor scrolls the cards", async ({ page, visit }) => {
  await page.setViewportSize(PHONE);
  await visit("/find-trainer");
  await expect(cards(page).nth(2)).toBeVisible();
  const shortcut = page.getByRole("button", { name: "Filters", exact: true });
  await expect(shortcut).toHaveCount(0);

  await cards(page).nth(2).scrollIntoViewIfNeeded();
  await expect(shortcut).toBeInViewport();
  await expect(page.getByText(/^Showing \d+ of \d+ trainers$/).first()).toBeVisible();
  await shortcut.click();
  const search = page.getByRole("searchbox", { name: "Search trainers" });
  await expect(search).toBeFocused();
  await expect(search).toBeInViewport();
  await expect(shortcut).toHaveCount(0);
});

test("tap targets are at least 44 px on the directory and a trainer's page", async ({ page, visit }) => {
  await page.setViewportSize(PHONE);
  await visit("/find-trainer");
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole("button", { name: /Show more trainers/ }).click();
  expect(await smallTapTargets(page), "/find-trainer").toEqual([]);

  const teacher = (await publicTrainers(page)).find((t) => t.upcomingClasses.length > 0)!;
  await visit(`/${teacher.customUrlSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await smallTapTargets(page), `/${teacher.customUrlSlug}`).toEqual([]);
});

test("a card's device button and class rows keep their words whole at 390 px", async ({ page, visit }) => {
  await page.setViewportSize(PHONE);
  await visit("/find-trainer");
  const card = cards(page)
    .filter({ has: page.getByRole("heading", { name: "Upcoming classes" }) })
    .first();
  await expect(card).toBeVisible();
  // The device button is one line; each class title wraps between words only (a word cut in two
  // would make some line end inside a word: measured as a line box narrower than its word).
  const device = card.getByRole("link", { name: /Device/ });
  expect((await device.boundingBox())!.height).toBeLessThanOrEqual(48);
  const broken = await card.evaluate(
    (el) =>
      [...el.querySelectorAll("li p, a, button")].filter((node) => {
        const style = getComputedStyle(node);
        return style.wordBreak === "break-all" || style.overflowWrap === "anywhere";
      }).length,
  );
  expect(broken).toBe(0);
  // The class action sits under its text, beside nothing that squeezes the title.
  const row = card
    .locator("li")
    .filter({ has: page.locator("p") })
    .first();
  const title = row.locator("p").first();
  expect((await title.boundingBox())!.width).toBeGreaterThan(200);
});
