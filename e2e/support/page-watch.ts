/**
 * Watches every page a test opens (issue 29): its console messages and its uncaught errors, in the
 * test's own context and in any context or page the test makes from the browser. The fixtures
 * (support/fixtures.ts) fail a test whose pages warned about hydration; a spec reads the rest.
 */
import type { Browser, BrowserContext, ConsoleMessage, Page } from "@playwright/test";

export type PageProblem = { url: string; kind: "console" | "pageerror"; text: string };

export type PageWatch = {
  /** Console errors and warnings, and uncaught errors, of every watched page since the test began. */
  problems: () => PageProblem[];
  /** Those that say hydration went wrong (React's own words, or its minified error numbers). */
  hydrationProblems: () => PageProblem[];
  stop: () => void;
};

/**
 * React's production build names its hydration errors by number: 418 (the HTML did not match), 419 (a
 * Suspense boundary the server could not finish), 421 to 423 (hydration given up, the root rendered
 * again in the browser), 425 (text did not match). The development build says "hydrat…".
 */
const HYDRATION =
  /hydrat|did not match|didn't match|react\.dev\/errors\/4(18|19|21|22|23|25)\b|React error #4(18|19|21|22|23|25)\b/i;

export const isHydrationProblem = (p: PageProblem) => HYDRATION.test(p.text);

export function watchBrowser(browser: Browser, context: BrowserContext): PageWatch {
  const problems: PageProblem[] = [];
  const watched = new WeakSet<Page>();

  const watchPage = (page: Page) => {
    if (watched.has(page)) return;
    watched.add(page);
    page.on("console", (message: ConsoleMessage) => {
      const type = message.type();
      if (type === "error" || type === "warning")
        problems.push({ url: page.url(), kind: "console", text: message.text() });
    });
    page.on("pageerror", (error) =>
      problems.push({ url: page.url(), kind: "pageerror", text: `${error.name}: ${error.message}` }),
    );
  };
  const watchContext = (c: BrowserContext) => {
    for (const page of c.pages()) watchPage(page);
    c.on("page", watchPage);
  };
  watchContext(context);

  // A spec that opens a context or a page of its own (another visitor, JavaScript off) is watched too.
  const { newContext, newPage } = browser;
  browser.newContext = async (...args) => {
    const made = await newContext.apply(browser, args);
    watchContext(made);
    return made;
  };
  browser.newPage = async (...args) => {
    const page = await newPage.apply(browser, args);
    watchPage(page);
    return page;
  };

  return {
    problems: () => [...problems],
    hydrationProblems: () => problems.filter(isHydrationProblem),
    stop: () => {
      browser.newContext = newContext;
      browser.newPage = newPage;
    },
  };
}
