/**
 * Helpers for the server-rendered pages (issue 29): when a page has hydrated, and a context that never
 * reaches the internet.
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";

/** React has taken over the element (it keeps its props on each node it hydrated). */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")));
}

/**
 * Waits until React Router has loaded the page's route modules and React has taken over `element`
 * (the body unless told): from then on a click or a fill reaches React, not the native form. Fast: no
 * wait for the network to be quiet.
 */
export async function waitForReact(page: Page, element: Locator = page.locator("body")) {
  await element.waitFor({ state: "attached" });
  await page.waitForFunction(
    (el) =>
      // biome-ignore lint/suspicious/noExplicitAny: React Router's global, set by entry.client
      !!(window as any).__reactRouterRouteModules &&
      !!el &&
      Object.keys(el).some((key) => key.startsWith("__reactProps$")),
    await element.elementHandle(),
    // Well under the test's minute: a page that never hydrates (a script refused) fails on its own line.
    { timeout: 20_000 },
  );
  // React marks the nodes as it renders them; the commit (effects, the router's listeners) follows.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/**
 * Waits until React has hydrated the page's body and the page is quiet: the effects that run after
 * hydration (a refetch, a redirect) have run.
 */
export async function waitForHydration(page: Page, element: Locator = page.locator("body")) {
  await waitForReact(page, element);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
}

/**
 * Answers every request that leaves the test server: pages (the QR generator, a storefront) get a stub
 * page, anything else (map tiles, pictures) a 404, so no test reaches the internet.
 */
export async function stayOffline(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.request().resourceType() === "document"
      ? route.fulfill({
          contentType: "text/html",
          body: '<!doctype html><html lang="en"><title>Stub</title><h1>Stub</h1></html>',
        })
      : route.fulfill({ status: 404, body: "" }),
  );
}

/**
 * Makes `page.goto` and `page.reload` return once React has hydrated the page they opened (not for
 * `waitUntil: "commit"`, which a test uses to act before hydration): the server's HTML is on screen before
 * React takes over, and a fill or click in between reaches the native form (a login submitted as a GET).
 * A page that is no React Router page (a stub, an API answer) or never hydrates is returned as it is:
 * the test's own assertions and the page watch say what went wrong.
 */
export function hydrateOnNavigation(page: Page) {
  const { goto, reload } = page;
  const settle = async () => {
    const ours = await page
      // biome-ignore lint/suspicious/noExplicitAny: React Router's global, set in the server's HTML
      .evaluate(() => !!(window as any).__reactRouterContext)
      .catch(() => false);
    if (ours) await waitForReact(page).catch(() => undefined);
  };
  page.goto = async (url, options) => {
    const response = await goto.call(page, url, options);
    if (options?.waitUntil !== "commit") await settle();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload.call(page, options);
    if (options?.waitUntil !== "commit") await settle();
    return response;
  };
}

/**
 * A move inside the app, as a link would make it (React Router's own router; the page must be one of
 * ours and hydrated): the page is not loaded again, the screen reads what it needs in the browser.
 */
export async function navigateInApp(page: Page, path: string) {
  // A page still loading (a sign-in that ended with a full load) is not React's yet: wait for it.
  await waitForReact(page);
  await page.evaluate(async (to) => {
    // biome-ignore lint/suspicious/noExplicitAny: React Router's global router in framework mode
    await (window as any).__reactRouterDataRouter.navigate(to);
  }, path);
}
