import type { Page } from "@playwright/test";
import { ROUTES } from "../src/shared/routes";
import { expect, type SeededTrainer, seedTrainer, test } from "./support/fixtures";
import { waitForReact } from "./support/hydration";
import { pathOf, routeData } from "./support/route-paths";
import { addClass, signedIn } from "./support/trainer-classes";

/*
 * Trainer insights (issue 32 part 3, docs/decisions/0046): ten views of a trainer's profile and three
 * Register clicks in Chromium are on her dashboard's chart the next day (the server's clock moved a day
 * by the development clock); a visitor whose browser sends Sec-GPC: 1 is not counted; no public page
 * sets a cookie.
 */

const BEACON = "/api/insights/beacon";
/** A beacon leaving the page (Playwright shows no body for a beacon: the page sends one per action here). */
const isBeacon = (r: { url(): string }) => r.url().endsWith(BEACON);

/** The trainer's counts as her dashboard reads them. */
async function insightsOf(trainer: Page) {
  const res = await trainer.request.get("/api/insights");
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { totals: Record<string, number>; through: string };
}

/** Opens the profile and waits for its view to leave as a beacon. */
async function viewProfile(page: Page, who: SeededTrainer) {
  const sent = page.waitForRequest(isBeacon);
  await page.goto(`/${who.slug}`);
  await sent;
}

async function moveServerClock(page: Page, offsetDays: number) {
  const res = await page.request.post("/api/dev/clock", { data: { offsetDays } });
  expect(res.status(), await res.text()).toBe(200);
}

test("ten profile views and three Register clicks are on the trainer's dashboard the next day", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const who = await seedTrainer(page, { name: `Insight Trainer ${Date.now().toString(36)}` });
  const trainer = await signedIn(browser, baseURL, who.email);
  try {
    await addClass(trainer.page, {
      title: "Insights Basics",
      inDays: 7,
      location: "Riverside Gym",
      paymentLink: "https://pay.example/insights",
    });

    for (let i = 0; i < 10; i++) await viewProfile(page, who);
    const register = page.getByRole("link", { name: /^Register for class Insights Basics/ });
    await waitForReact(page, register);
    for (let i = 0; i < 3; i++) {
      const sent = page.waitForRequest(isBeacon);
      const opened = page.context().waitForEvent("page");
      await register.click();
      await sent;
      await (await opened).close();
    }
    // Written to the database every two seconds.
    await expect
      .poll(async () => (await insightsOf(trainer.page)).totals, { timeout: 15_000 })
      .toMatchObject({ profile_view: 10, register_click: 3 });
    const today = (await insightsOf(trainer.page)).through;

    await moveServerClock(page, 1);
    await trainer.page.goto("/trainer-portal/dashboard");
    const card = trainer.page.getByRole("region", { name: "Your public page, last 30 days" });
    await expect(card.getByTestId("insights-chart")).toBeVisible();
    await expect(card.getByTestId("insights-profile_view")).toHaveText("10");
    await expect(card.getByTestId("insights-register_click")).toHaveText("3");
    await expect(card.getByTestId("insights-best-class")).toContainText("Insights Basics");
    // Yesterday's bar: the chart's table names the day before the server's new today.
    const row = card.getByTestId("insights-table").locator(`tr[data-day="${today}"]`);
    await expect(row.locator("td")).toHaveText(["10", "3"]);
    expect((await insightsOf(trainer.page)).through > today).toBe(true);
  } finally {
    await moveServerClock(page, 0);
    await trainer.close();
  }
});

test("a visitor whose browser sends Sec-GPC: 1 is not counted", async ({ page, browser, baseURL }) => {
  const who = await seedTrainer(page, { name: `Private Visit ${Date.now().toString(36)}` });
  const trainer = await signedIn(browser, baseURL, who.email);
  const gpc = await browser.newContext({ baseURL, extraHTTPHeaders: { "Sec-GPC": "1" } });
  try {
    const before = (await insightsOf(trainer.page)).totals.profile_view ?? 0;
    const privatePage = await gpc.newPage();
    const sent = privatePage.waitForRequest(isBeacon);
    await privatePage.goto(`/${who.slug}`);
    const beacon = await sent;
    expect((await beacon.allHeaders())["sec-gpc"]).toBe("1");
    // Then one ordinary view: once it is written, the private one would have been written with it.
    await viewProfile(page, who);
    await expect
      .poll(async () => (await insightsOf(trainer.page)).totals.profile_view, { timeout: 15_000 })
      .toBe(before + 1);
    // Had the private view been counted, a later write would add it: nothing more after one.
    await page.waitForTimeout(2_500);
    expect((await insightsOf(trainer.page)).totals.profile_view).toBe(before + 1);
  } finally {
    await gpc.close();
    await trainer.close();
  }
});

test("no public page sets a cookie", async ({ page, context }) => {
  test.setTimeout(180_000);
  const data = await routeData(page);
  const setCookies: string[] = [];
  page.on("response", async (response) => {
    const header = (await response.allHeaders())["set-cookie"];
    if (header) setCookies.push(`${response.url()}: ${header}`);
  });
  const paths = ROUTES.filter((r) => r.group === "public" && r.path !== "/qr").map((r) => pathOf(r, data));
  expect(paths.length).toBeGreaterThan(15);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await context.cookies(), `${path}: cookies`).toEqual([]);
  }
  expect(setCookies).toEqual([]);
});
