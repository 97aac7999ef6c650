import type { Locator, Page } from "@playwright/test";
import { demoPortraits } from "../src/server/db/demo/trainers";
import { expect, publicTrainers, test } from "./support/fixtures";

/*
 * The public pages' imagery (docs/design.md "Images"): the demo trainers' generated portraits on the
 * directory cards and the profile page, and the hero illustration on /home.
 */

/** Scrolled into view first: the pictures load lazily. */
async function expectLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
}

test("every directory card with a picture shows it, loaded and named", async ({ page, visit }) => {
  await visit("/find-trainer");
  const all = await publicTrainers(page);
  const cards = page.getByTestId("trainer-card");
  await expect(cards.first()).toBeVisible();
  for (let clicks = 0; (await cards.count()) < all.length && clicks < 20; clicks++)
    await page.getByRole("button", { name: /Show more trainers/ }).click();
  await expect(cards).toHaveCount(all.length);

  // Every listed demo trainer has their portrait; other specs' own trainers may have no picture.
  const portraits = new Set(demoPortraits().values());
  const demo = all.filter((t) => portraits.has(`/demo/avatars/${t.customUrlSlug}.webp`));
  expect(demo.length).toBeGreaterThan(0);
  for (const t of demo)
    expect(t.profilePicture, t.customUrlSlug).toBe(`/demo/avatars/${t.customUrlSlug}.webp`);
  const pictured = all.filter((t) => t.profilePicture);
  // The pictures load lazily: each card comes near the viewport once. A picture that fails to load
  // turns into the initials placeholder, so the count drops.
  for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
  const images = cards.locator("img");
  await expect(images).toHaveCount(pictured.length);
  await expect
    .poll(() =>
      images.evaluateAll((list) => list.filter((i) => !(i as HTMLImageElement).naturalWidth).length),
    )
    .toBe(0);
  const named = await cards.evaluateAll((list) =>
    list.flatMap((card) => {
      const img = card.querySelector("img");
      return img ? [{ alt: img.alt, name: card.querySelector("h3")?.textContent?.trim() }] : [];
    }),
  );
  for (const { alt, name } of named) expect(alt).toBe(name);
});

test("a demo trainer's profile page shows the portrait", async ({ page, visit }) => {
  const t = (await publicTrainers(page)).find((x) => x.profilePicture?.startsWith("/demo/avatars/"));
  expect(t, "a demo trainer with a generated portrait").toBeTruthy();
  await visit(`/${t!.customUrlSlug}`);
  const img = page.getByRole("img", { name: t!.displayName, exact: true });
  await expect(img).toHaveAttribute("src", t!.profilePicture!);
  await expectLoaded(img);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(256);
});

const hero = (page: Page) => page.getByRole("img", { name: /women .* self-defense class/ });

test("/home shows the hero illustration, loaded, sized and described", async ({ page, visit }) => {
  await visit("/home");
  await expect(hero(page)).toBeVisible();
  await expectLoaded(hero(page));
  // Explicit dimensions: the text does not move when the picture arrives.
  await expect(hero(page)).toHaveAttribute("width", "440");
  await expect(hero(page)).toHaveAttribute("height", "360");
});

test("/home on a phone keeps the heading and Find a Trainer Now in the first screen @phone", async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit("/home");
  await expectLoaded(hero(page));
  await page.evaluate(() => window.scrollTo(0, 0));
  const firstScreen: [string, Locator][] = [
    ["the heading", page.getByRole("heading", { level: 1, name: "Find Your Self Defense Trainer" })],
    ["Find a Trainer Now", page.getByRole("link", { name: "Find a Trainer Now" })],
    ["Contact Us", page.getByRole("button", { name: "Contact Us" })],
  ];
  for (const [what, target] of firstScreen) {
    const box = await target.boundingBox();
    expect(box, what).not.toBeNull();
    expect(box!.y + box!.height, what).toBeLessThanOrEqual(844);
  }
});
