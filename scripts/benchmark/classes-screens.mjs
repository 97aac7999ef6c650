// With 10,000 trainers (about 17,000 classes): how long the classes screens take to show their calendar
// and their list, and how many elements they put in the page. Every list is paged and a busy day of the
// month grid shows "+N more", so neither grows with the number of classes.
import { launchChromium, seedMany, startApp, tempDataDir } from "./servers.mjs";

const TRAINERS = 10000;
const BUDGET_MS = 500;
const MAX_ELEMENTS = 5000;

/**
 * Clicks the button or tab named `name` and resolves with the milliseconds until the frame after
 * `ready` (a selector) is in the page.
 */
function clickUntil(page, name, role, ready) {
  return page.evaluate(
    ({ name, role, ready }) =>
      new Promise((resolve, reject) => {
        const selector = role === "tab" ? '[role="tab"]' : "button";
        const target = [...document.querySelectorAll(selector)].find((b) => b.textContent?.trim() === name);
        if (!target) return reject(new Error(`no ${role} named ${name}`));
        const started = performance.now();
        // Radix tabs switch on mousedown; buttons on click.
        target.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, button: 0 }));
        target.click();
        const check = () =>
          document.querySelector(ready)
            ? requestAnimationFrame(() => resolve(Math.round(performance.now() - started)))
            : requestAnimationFrame(check);
        requestAnimationFrame(check);
      }),
    { name, role, ready },
  );
}

const elements = (page) => page.evaluate(() => document.getElementsByTagName("*").length);

export async function classesScreens({ port = 3465 } = {}) {
  const dataDir = tempDataDir("classes");
  seedMany(dataDir, Math.ceil(TRAINERS / 0.9));
  const app = await startApp(port, dataDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const classes = await (await fetch(`${app.url}/api/public-trainers`)).json();
    const classCount = classes.reduce((n, t) => n + t.upcomingClasses.length, 0);
    const screens = {};
    const cards = '[aria-label="Classes"] > li';
    const grid = '[data-testid="month-grid"] [data-day]';
    for (const [path, name, role, ready] of [
      ["/public/classes", "List", "button", cards],
      ["/public-calendar", "List", "button", cards],
      ["/classes", "Calendar View", "tab", grid],
    ]) {
      await page.goto(`${app.url}${path}`);
      await page.locator('[data-testid="month-grid"], [aria-label="Classes"] > li').first().waitFor({
        timeout: 60_000,
      });
      const firstShownMs = await page.evaluate(() => Math.round(performance.now()));
      const firstElements = await elements(page);
      const switchMs = await clickUntil(page, name, role, ready);
      screens[path] = {
        firstShownMs,
        switchTo: name,
        switchMs,
        elements: Math.max(firstElements, await elements(page)),
      };
    }
    const worstSwitch = Math.max(...Object.values(screens).map((s) => s.switchMs));
    const mostElements = Math.max(...Object.values(screens).map((s) => s.elements));
    return {
      trainers: classes.length,
      classes: classCount,
      screens,
      worstSwitchMs: worstSwitch,
      mostElements,
      budgetMs: BUDGET_MS,
      maxElements: MAX_ELEMENTS,
      pass: classes.length >= TRAINERS && worstSwitch <= BUDGET_MS && mostElements <= MAX_ELEMENTS,
    };
  } finally {
    await browser.close();
    await app.stop();
  }
}
