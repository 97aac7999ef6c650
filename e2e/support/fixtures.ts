/**
 * Shared e2e fixtures: `visit` opens a path and checks it with axe-core (no serious or critical
 * violation); every spec visits pages through it. `login` signs a demo identity in through the
 * e-mailed link, read from the development mailbox. Later issues add seeding fixtures here.
 * `pageWatch` is automatic: every page of every test, in any browser context, is watched, and a
 * hydration warning or error fails the test that produced it (support/page-watch.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import { flattenClasses, type ListedClass } from "../../src/shared/class-listing";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { hydrateOnNavigation, waitForReact } from "./hydration";
import { type PageWatch, watchBrowser } from "./page-watch";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

export async function expectAccessible(page: Page) {
  // Colours measured halfway through a transition (a button just pressed) are neither the old nor the
  // new ones: let finite animations and transitions end first (spinners run forever and are skipped).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the browser's protocol: the page's CSP (script-src 'self') stays in force.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
    });
    return result.violations as AxeViolation[];
  });
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

export const test = base.extend<{ visit: (path: string) => Promise<void>; pageWatch: PageWatch }>({
  // Every page of the test's context: goto and reload return once React has taken the page over.
  context: async ({ context }, use) => {
    for (const page of context.pages()) hydrateOnNavigation(page);
    context.on("page", hydrateOnNavigation);
    await use(context);
  },
  pageWatch: [
    async ({ browser, context }, use) => {
      const watch = watchBrowser(browser, context);
      await use(watch);
      watch.stop();
      expect(watch.hydrationProblems(), "hydration warnings and errors of this test's pages").toEqual([]);
    },
    { auto: true },
  ],
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      // Hydrated, so what the test does next reaches React rather than the server's HTML.
      await waitForReact(page);
      await page.waitForLoadState("networkidle");
      await expectAccessible(page);
    });
  },
});

export { expect };

/** The public directory as the API answers it now (other specs add trainers while a spec runs). */
export async function publicTrainers(page: Page): Promise<PublicTrainer[]> {
  const res = await page.request.get("/api/public-trainers");
  expect(res.ok(), "GET /api/public-trainers").toBe(true);
  return res.json();
}

/** Every upcoming class, as the class screens list them. */
export async function publicClasses(page: Page): Promise<ListedClass[]> {
  return flattenClasses(await publicTrainers(page));
}

type MailboxEntry = { to: string; subject: string; links: string[] };

/** The newest sign-in link e-mailed to `email`, as a path on this server (the mail names PUBLIC_URL). */
export async function newestLoginLink(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok(), "development mailbox").toBe(true);
  const mails = (await response.json()) as MailboxEntry[];
  const link = mails[0]?.links.find((l) => l.includes("/trainer-portal/magic-link"));
  expect(link, `a sign-in link e-mailed to ${email}`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/**
 * Signs `email` in as a user would: requests a link on the login screen, opens the newest link from
 * the development mailbox, and presses Continue. Answers the link's path (it is used up now).
 */
export async function login(page: Page, email: string): Promise<string> {
  await page.goto("/trainer-portal/login");
  // The page arrives as HTML first: a click before React takes over would submit the native form.
  await waitForReact(page, page.getByRole("button", { name: "Login", exact: true }));
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Magic link sent! Check your email inbox.")).toBeVisible();
  const link = await newestLoginLink(page, email);
  await page.goto(link);
  const next = page.getByRole("button", { name: "Continue to the Trainer Portal" });
  await waitForReact(page, next);
  await next.click();
  // Admins land on the admin console, everyone else on the dashboard.
  await page.waitForURL(/\/trainer-portal\/(dashboard|admin)(\?|$)/);
  return link;
}

export type SeededTrainer = { id: number; slug: string; email: string; name: string };

let seeded = 0;

/**
 * Creates a trainer of the test's own (development-only POST /api/dev/trainers), so a spec does not
 * depend on, or change, the demo data. The e-mail is unique per call.
 */
export async function seedTrainer(
  page: Page,
  input: {
    name?: string;
    email?: string;
    status?: string;
    city?: string;
    state?: string;
    publicBio?: string;
  } = {},
): Promise<SeededTrainer> {
  const tag = `${Date.now().toString(36)}${(seeded++).toString(36)}`;
  const name = input.name ?? `Test Trainer ${tag}`;
  const response = await page.request.post("/api/dev/trainers", {
    data: { name, email: `e2e-${tag}@example.com`, city: "Tulsa", state: "OK", ...input },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...(await response.json()), name };
}
