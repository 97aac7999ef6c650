import type { Page } from "@playwright/test";
import type { PublicTrainer } from "../src/shared/contracts/public-trainers";
import { filterTrainers } from "../src/shared/directory-rules";
import { STATE_SLUGS } from "../src/shared/state-pages";
import { expect, expectAccessible, publicTrainers, test } from "./support/fixtures";

/*
 * State pages (issue 18, docs/decisions/0021-state-pages.md): /find-trainer/{state} lists and links every
 * listed trainer of the state in its HTML, for visitors without JavaScript and for crawlers; with
 * JavaScript it is the directory with that state's filter set, and the address follows the state filter.
 */

const cards = (page: Page) => page.getByTestId("trainer-card");
const stateFilter = (page: Page) => page.getByLabel("State", { exact: true });
const markup = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
const href = (t: PublicTrainer) => `/${encodeURIComponent(t.customUrlSlug)}`;

test("a state page renders its trainers with JavaScript off (curl) and links every trainer listed", async ({
  page,
  request,
  browser,
}) => {
  const texas = (await publicTrainers(page)).filter((t) => t.state === "TX");
  expect(texas.length, "listed trainers in Texas").toBeGreaterThan(0);

  // As curl reads it: one request, no JavaScript.
  const res = await request.get("/find-trainer/texas");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("<title>Self-Defense Trainers in Texas | Soul Punch</title>");
  const list = html.slice(html.indexOf('<section aria-labelledby="state-trainers-heading"'));
  const linked = [...list.slice(0, list.indexOf("</section>")).matchAll(/<li><a [^>]*href="([^"]+)"/g)];
  expect(linked.map((m) => m[1])).toEqual(texas.map((t) => markup(href(t))));
  for (const t of texas)
    expect(list).toMatch(`href="${markup(href(t))}" data-discover="true">${markup(t.displayName)}</a>`);

  // In a browser with JavaScript off: the names, places and links are on the page.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const offline = await context.newPage();
  await offline.goto("/find-trainer/texas");
  const every = offline.getByRole("region", { name: "Every Certified Trainer in Texas" });
  await expect(every).toBeVisible();
  // The first page of cards is there too.
  await expect(cards(offline).first()).toBeVisible();
  for (const t of texas) {
    const link = every.locator(`a[href="${href(t)}"]`);
    await expect(link).toBeVisible();
    await expect(link).toHaveText(t.displayName);
  }
  await expect(
    every.getByText(`${texas.length} ${texas.length === 1 ? "trainer" : "trainers"} in Texas`),
  ).toBeVisible();
  await context.close();
});

test("with JavaScript the state page is the directory with the state's filter set, and only its trainers", async ({
  page,
  visit,
}) => {
  const all = await publicTrainers(page);
  const texas = all.filter((t) => t.state === "TX");
  await visit("/find-trainer/texas");
  await expect(cards(page).first()).toBeVisible();
  await expect(page).toHaveTitle("Self-Defense Trainers in Texas | Soul Punch");
  await expect(page.getByRole("heading", { level: 1, name: "Self-defense trainers in Texas" })).toBeVisible();
  await expect(stateFilter(page)).toHaveValue("TX");
  await expect(page.getByTestId("results-count")).toHaveText(
    `Showing ${texas.length} of ${all.length} trainers`,
  );
  const names = texas.map((t) => t.displayName);
  for (const text of await cards(page).allTextContents())
    expect(
      names.some((n) => text.includes(n)),
      text,
    ).toBe(true);
  await expect(page).toHaveURL(/\/find-trainer\/texas$/);
});

test("changing the state follows in the address and the title; All goes back to /find-trainer; the search stays", async ({
  page,
  visit,
}) => {
  const all = await publicTrainers(page);
  // A state that still has trainers once "a" is searched: an option leading to nobody is disabled.
  const other = STATE_SLUGS.find(
    (s) => s.code !== "TX" && filterTrainers(all, { search: "a", state: s.code }).length > 0,
  )!;
  await page.goto("/home");
  await visit("/find-trainer/texas");
  await page.getByRole("searchbox", { name: "Search trainers" }).fill("a");

  await stateFilter(page).selectOption(other.code);
  await expect(page).toHaveURL(new RegExp(`/find-trainer/${other.slug}$`));
  await expect(page).toHaveTitle(`Self-Defense Trainers in ${other.name} | Soul Punch`);
  await expect(page.getByRole("searchbox", { name: "Search trainers" })).toHaveValue("a");

  await stateFilter(page).selectOption("all");
  await expect(page).toHaveURL(/\/find-trainer$/);
  await expect(page).toHaveTitle("Soul Punch Certified Trainers Directory");
  await expect(page.getByRole("searchbox", { name: "Search trainers" })).toHaveValue("a");

  // The address is replaced, as any filter change: Back leaves the directory.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/find-trainer$/);
  await expect(stateFilter(page)).toHaveValue("all");

  // Choosing a state on the directory opens the state's address; under /public/find-trainer it stays there.
  await visit("/public/find-trainer");
  await stateFilter(page).selectOption("TX");
  await expect(page).toHaveURL(/\/public\/find-trainer\/texas$/);
  await expectAccessible(page);
});

test("an unknown state is the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/find-trainer/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expectAccessible(page);
});

test("the server's first cards stay through hydration: no loading skeleton or spinner in between", async ({
  page,
}) => {
  // Records, from the first byte on, what the cards section held: cards, skeletons, or nothing yet.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cardStates: seen });
    new MutationObserver(() => {
      const section = document.getElementById("trainer-cards");
      if (!section) return;
      const state = section.querySelector('[aria-label="Loading trainers"]')
        ? "skeletons"
        : section.querySelector('[data-testid="trainer-card"]')
          ? "cards"
          : "empty";
      if (seen.at(-1) !== state) seen.push(state);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/find-trainer/texas");
  await expect(page.getByTestId("trainer-card").first()).toBeVisible();
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  const states = await page.evaluate(() => (window as unknown as { cardStates: string[] }).cardStates);
  expect(states).toEqual(["cards"]);
});
