import type { Page } from "@playwright/test";
import { expect, publicTrainers, test } from "./support/fixtures";

/*
 * The directory for a keyboard and after a search (issue 31 part 6): "Skip to results" after "Skip to
 * content" brings a keyboard user to the first trainer card within 15 Tab presses, at 1280 and 390 px
 * (52 before: the state tiles came first); after a search the cards sit right under the count on a
 * desktop; a state page has its own heading; a class's time carries its zone for a visitor whose clock
 * differs.
 */

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const cards = (page: Page) => page.getByTestId("trainer-card");

/** Where the focus is: on the skip link, inside the first card, or elsewhere. */
function focusOf(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    const first = document.querySelector('[data-testid="trainer-card"]');
    return {
      skip: el?.textContent?.trim() === "Skip to results",
      inFirstCard: !!first && !!el && first.contains(el),
    };
  });
}

for (const size of WIDTHS) {
  test(`@phone a keyboard user reaches the first trainer card within 15 Tab presses at ${size.width} px`, async ({
    page,
    visit,
  }) => {
    await page.setViewportSize(size);
    await visit("/find-trainer");
    await expect(cards(page).first()).toBeVisible();
    let presses = 0;
    let reached = false;
    while (presses < 15 && !reached) {
      await page.keyboard.press("Tab");
      presses += 1;
      const focus = await focusOf(page);
      reached = focus.inFirstCard;
      if (focus.skip) {
        // The skip link shows itself when focused, and follows to the cards.
        await expect(page.getByRole("link", { name: "Skip to results" })).toBeInViewport();
        await page.keyboard.press("Enter");
      }
    }
    expect(reached, `the first card after ${presses} Tab presses`).toBe(true);
    await expect(cards(page).first()).toBeInViewport();
  });
}

test("after a search the cards come right under the results count on a desktop", async ({ page, visit }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit("/find-trainer");
  await expect(cards(page).first()).toBeVisible();
  const count = page.getByTestId("results-count");
  const gap = async () => {
    const countBox = await count.boundingBox();
    const cardBox = await cards(page).first().boundingBox();
    return cardBox && countBox ? cardBox.y - (countBox.y + countBox.height) : Number.POSITIVE_INFINITY;
  };
  await page.getByLabel("State", { exact: true }).selectOption("TX");
  await expect(count).toContainText("Showing");
  // The section heading "Certified Trainers" sits between: the first card within 150 px of the count.
  await expect.poll(gap).toBeLessThan(150);
  // The state tiles follow the cards.
  const tiles = page.getByRole("heading", { name: "Trainers by State and Province" });
  const tilesBox = await tiles.boundingBox();
  const cardBox = await cards(page).first().boundingBox();
  expect(tilesBox && cardBox && tilesBox.y > cardBox.y).toBe(true);
});

test("@phone a state page has its own heading and intro", async ({ page, visit }) => {
  await visit("/find-trainer/texas");
  await expect(page.getByRole("heading", { level: 1, name: "Self-defense trainers in Texas" })).toBeVisible();
  await expect(page.getByText(/teaching women's self-defense in Texas/)).toBeVisible();
  await page.getByLabel("State", { exact: true }).selectOption("all");
  await expect(page).toHaveURL(/\/find-trainer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find a Certified Trainer" })).toBeVisible();
});

/** A class of a trainer whose classes are in Central time. */
async function centralClass(page: Page) {
  const trainers = await publicTrainers(page);
  const c = trainers.flatMap((t) => t.upcomingClasses).find((k) => k.timeZone === "America/Chicago");
  if (!c) throw new Error("the demo data has a trainer in Central time with a class");
  return c;
}

test.describe("a visitor in New York", () => {
  test.use({ timezoneId: "America/New_York" });
  test("@phone sees a Central-time class's zone beside its time", async ({ page, visit }) => {
    const c = await centralClass(page);
    await visit(`/public/class/${encodeURIComponent(c.id)}`);
    await expect(page.getByTestId("class-zone").first()).toHaveText(/^C[SD]T$/);
    await expect(page.getByTestId("class-zone").first()).toHaveAttribute("title", "Central Time");
  });
});

test.describe("a visitor in Chicago", () => {
  test.use({ timezoneId: "America/Chicago" });
  test("sees the plain time of a class in her own zone", async ({ page, visit }) => {
    const c = await centralClass(page);
    await visit(`/public/class/${encodeURIComponent(c.id)}`);
    await expect(page.getByText(c.time).first()).toBeVisible();
    await expect(page.getByTestId("class-zone")).toHaveCount(0);
  });
});
