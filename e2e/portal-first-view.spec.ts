import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, login, seedTrainer, test } from "./support/fixtures";

/*
 * A signed-in trainer's dashboard and profile form come drawn in their HTML, with the answers they were
 * drawn from (src/web/first-view.tsx, src/server/plugins/first-view.ts; decision 0023): readable before
 * any script runs, asked of the server once, and the app takes over without a loading state.
 */

/** The calls the two screens make on mount, which a drawn page answers in its HTML. */
const FIRST_CALLS = ["/api/me", "/api/dashboard", "/api/curriculum", "/api/announcements/for-trainer"];

/** A page of the same session with JavaScript off: what the HTML alone shows. */
async function withoutScripts(browser: Browser, page: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  await context.addCookies(await page.context().cookies());
  return context.newPage();
}

/** The /api/ paths the page asks from now on. */
function apiCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/")) asked.push(path);
  });
  return asked;
}

test("signed out, the dashboard's HTML hints no call and carries no one's data", async ({ page }) => {
  const html = await (await page.request.get("/trainer-portal/dashboard")).text();
  expect(html).toMatch(/rel="modulepreload"/);
  expect(html).not.toContain('as="fetch"');
  expect(html).not.toContain('id="query-seed"');
  expect(html).toContain('<div id="root"></div>');
});

test("a signed-in trainer's dashboard comes drawn with its answers, and the browser asks none of them again", async ({
  page,
  browser,
}) => {
  const trainer = await seedTrainer(page);
  await login(page, trainer.email);

  const response = await page.request.get("/trainer-portal/dashboard");
  expect(response.headers()["cache-control"]).toBe("private, no-cache");
  const html = await response.text();
  expect(html).toContain('<script type="application/json" id="query-seed">');
  expect(html).toContain(trainer.email);
  expect(html).not.toContain('as="fetch"');
  // The app starts after the first paint: its entry and hints wait for it (public/run-after-paint.js).
  expect(html).toMatch(/<script defer src="\/run-after-paint\.js" data-entry="\/assets\/index-[^"]+\.js">/);
  expect(html).not.toContain('<script type="module"');
  expect(html).toMatch(
    /<template id="after-paint-hints"><link rel="modulepreload" crossorigin href="\/assets\/index-/,
  );

  const plain = await withoutScripts(browser, page);
  await plain.goto("/trainer-portal/dashboard");
  await expect(plain.getByText(`Welcome back, ${trainer.name}!`)).toBeVisible();
  await expect(plain.getByText("Trainer Portal", { exact: true })).toBeVisible();
  await plain.context().close();

  const asked = apiCalls(page);
  await page.goto("/trainer-portal/dashboard");
  await expect(page.locator("[inert]")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Welcome back, ${trainer.name}!` })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked.filter((path) => FIRST_CALLS.includes(path))).toEqual([]);

  // The app has taken over: the announcements fold away and come back.
  const toggle = page.getByRole("button", { name: /^Announcements/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expectAccessible(page);
});

test("the profile form comes drawn with the trainer's values, and saves once the app has taken over", async ({
  page,
  browser,
}) => {
  const trainer = await seedTrainer(page);
  await login(page, trainer.email);

  const plain = await withoutScripts(browser, page);
  await plain.goto("/trainer-portal/profile");
  await expect(plain.getByText("Trainer Profile", { exact: true })).toBeVisible();
  await expect(plain.locator("#profile-name")).toHaveValue(trainer.name);
  // Until the app runs, the drawn form takes no input that would be lost.
  await expect(plain.locator("#root > [inert]")).toHaveCount(1);
  await plain.context().close();

  const asked = apiCalls(page);
  await page.goto("/trainer-portal/profile");
  await expect(page.locator("[inert]")).toHaveCount(0);
  const name = page.getByLabel("Full name *");
  await expect(name).toHaveValue(trainer.name);
  expect(asked).not.toContain("/api/me");

  await page.getByLabel("Phone", { exact: true }).fill("(918) 555-0199");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page).toHaveURL(/\/trainer-portal\/dashboard$/);
  const saved = await (await page.request.get(`/api/trainer-profile/${trainer.id}`)).json();
  expect(saved.phone).toBe("(918) 555-0199");
});
