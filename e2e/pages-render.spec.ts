import type { Browser, BrowserContext, Page } from "@playwright/test";
import { ROUTES } from "../src/shared/routes";
import { expect, login, publicClasses, publicTrainers, test } from "./support/fixtures";
import { isHydrated, stayOffline, waitForHydration } from "./support/hydration";
import { isHydrationProblem, type PageWatch } from "./support/page-watch";
import { pathOf, routeData } from "./support/route-paths";

/*
 * Every page is rendered on the server and hydrated in the browser (issue 29): each route of the route
 * table loads with no hydration warning and no uncaught error; with JavaScript off the public pages and
 * the signed-in portal's main pages show their content; a field typed into before hydration keeps its
 * value.
 */

/** A script the page's Content-Security-Policy refused: the page would never hydrate. */
const CSP = /Content Security Policy/i;

/** Opens each path, hydrated and quiet, and reports any hydration problem or uncaught error on it. */
async function expectRendered(page: Page, watch: PageWatch, paths: string[]) {
  for (const path of paths) {
    const before = watch.problems().length;
    const response = await page.goto(path);
    expect.soft(response?.status(), `${path}: status`).toBeLessThan(400);
    if (path === "/qr") await page.waitForURL(/qr-code-generator/);
    else await waitForHydration(page);
    const problems = watch
      .problems()
      .slice(before)
      .filter((p) => p.kind === "pageerror" || isHydrationProblem(p) || CSP.test(p.text));
    expect.soft(problems, `${path}: hydration warnings and uncaught errors`).toEqual([]);
  }
}

test("every route outside the portal renders and hydrates cleanly", async ({ page, context, pageWatch }) => {
  // About forty pages, each loaded and hydrated: more than the default minute on a loaded CI machine.
  test.setTimeout(180_000);
  await stayOffline(context);
  const data = await routeData(page);
  const paths = ROUTES.filter((r) => r.group !== "portal").map((r) => pathOf(r, data));
  await expectRendered(page, pageWatch, paths);
});

test("every portal route renders and hydrates cleanly, the console for the admin", async ({
  page,
  context,
  browser,
  baseURL,
  pageWatch,
}) => {
  test.setTimeout(180_000);
  await stayOffline(context);
  const data = await routeData(page);
  const portal = ROUTES.filter((r) => r.group === "portal");
  await login(page, "trainer@example.com");
  await expectRendered(
    page,
    pageWatch,
    portal.filter((r) => r.screen !== "admin-console").map((r) => pathOf(r, data)),
  );

  const admin = await browser.newContext({ baseURL });
  await stayOffline(admin);
  const adminPage = await admin.newPage();
  await login(adminPage, "admin@example.com");
  await expectRendered(
    adminPage,
    pageWatch,
    portal.filter((r) => r.screen === "admin-console").map((r) => pathOf(r, data)),
  );
  await admin.close();
});

/** A context with JavaScript off, signed in as `from`'s context is when given. */
async function withoutJavaScript(browser: Browser, baseURL: string | undefined, from?: BrowserContext) {
  const storageState = from ? await from.storageState() : undefined;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState });
  return context.newPage();
}

/** The page shows its heading and `text` (real data), and nothing is left loading. */
async function expectContent(page: Page, path: string, text: string | RegExp) {
  const response = await page.goto(path);
  expect.soft(response?.status(), `${path}: status`).toBe(200);
  await expect.soft(page.getByRole("heading", { level: 1 }).first(), `${path}: heading`).toBeVisible();
  await expect.soft(page.getByText(text).first(), `${path}: ${text}`).toBeVisible();
  await expect.soft(page.getByRole("status", { name: /Loading/ }), `${path}: nothing loading`).toHaveCount(0);
  await expect.soft(page.getByText(/^Loading\b/), `${path}: nothing loading`).toHaveCount(0);
}

test("with JavaScript off, the public pages show their content", async ({ page, browser, baseURL }) => {
  const trainers = await publicTrainers(page);
  const classes = await publicClasses(page);
  const data = await routeData(page);
  const teacher = trainers.find((t) => t.id === data.trainerId)!;
  const texan = trainers.find((t) => t.state === "TX")!;
  const listed = classes.find((c) => c.id === data.classId)!;
  // Each class screen shows some of the upcoming classes (a month, a period): one of their titles.
  const anyClass = new RegExp(
    [...new Set(classes.map((c) => c.title))].map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"),
  );
  const off = await withoutJavaScript(browser, baseURL);
  const pages: [string, string | RegExp][] = [
    ["/home", /trainer/i],
    ["/find-trainer", trainers[0]!.displayName],
    [`/find-trainer/${data.state}`, texan.displayName],
    [`/${teacher.customUrlSlug}`, teacher.displayName],
    [`/public/trainer/${teacher.id}`, teacher.displayName],
    ["/public/classes", anyClass],
    ["/public", anyClass],
    ["/public-calendar", anyClass],
    ["/classes", anyClass],
    [`/public/class/${listed.id}`, listed.title],
    ["/terms", /terms/i],
    ["/privacy", /privacy/i],
    ["/terms-of-service-public", /terms/i],
    ["/privacy-policy-public", /privacy/i],
    ["/support-public", /support/i],
    ["/legal/terms", /terms/i],
  ];
  for (const [path, text] of pages) await expectContent(off, path, text);
  await off.context().close();
});

test("with JavaScript off, the signed-in dashboard, profile, calendar and assessments show their content", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await login(page, "trainer@example.com");
  const me = (await (await page.request.get("/api/me")).json()) as { name: string };
  const off = await withoutJavaScript(browser, baseURL, context);
  await expectContent(off, "/trainer-portal/dashboard", me.name.split(" ")[0]!);
  // The form is drawn with the trainer's values: the name is the Full name field's value.
  await expectContent(off, "/trainer-portal/profile", "Trainer Profile");
  await expect(off.getByLabel("Full name *")).toHaveValue(me.name);
  await expectContent(off, "/trainer-portal/calendar", "Manage Classes");
  await expectContent(off, "/trainer-portal/next-ttt", /assessment/i);
  await off.context().close();
});

/**
 * Holds the page's scripts back three seconds (typing under a loaded CI machine takes more than one), so what the test types lands in the server's HTML before
 * React hydrates it, as on a slow phone.
 */
async function slowScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 3000));
    await route.continue();
  });
}

for (const [path, name, typed] of [
  ["/trainer-portal/login", "Email", "early@example.com"],
  ["/find-trainer", "Search trainers", "Tex"],
] as const)
  test(`${path}: a field typed into before hydration keeps its value`, async ({ page }) => {
    await slowScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const field = page.getByRole(name === "Email" ? "textbox" : "searchbox", { name, exact: true });
    await field.waitFor();
    await field.pressSequentially(typed);
    expect(await isHydrated(field), "typed before hydration").toBe(false);
    await waitForHydration(page, field);
    await expect(field).toHaveValue(typed);
  });
