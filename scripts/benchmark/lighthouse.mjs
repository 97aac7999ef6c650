// Lighthouse (mobile, simulated throttling) with the demo data, in Debian's Chromium: the median of three
// runs per page for performance and accessibility. The public pages, the sign-in page, and, signed in as
// the demo trainer, the dashboard and the profile form. Issue 29 asks each for performance >= 95, total
// blocking time <= 300 ms and LCP <= 2.5 s (issue 17 asked 90) and accessibility >= 95; issue 16 asked
// the four public pages for accessibility 100, which they keep.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { signIn, startApp, tempDataDir } from "./servers.mjs";

const RUNS = 3;
const PERFORMANCE = 95;
const TBT_MS = 300;
const LCP_MS = 2500;
/** The demo data's trainer (README.md; src/server/config.ts DEMO_IDENTITIES). */
const DEMO_TRAINER = "trainer@example.com";

/**
 * /home, /find-trainer, a demo trainer's page (one with classes), /public/classes, that trainer's next
 * class page (issue 33: reserving must not make it worse), /trainer-portal/login, and signed in:
 * /trainer-portal/dashboard and /trainer-portal/profile.
 */
async function pagesOf(base) {
  const trainers = await (await fetch(`${base}/api/public-trainers`)).json();
  const teacher = trainers.find((t) => t.upcomingClasses.length > 0 && t.profilePicture) ?? trainers[0];
  return [
    ...[
      "/home",
      "/find-trainer",
      `/${teacher.customUrlSlug}`,
      "/public/classes",
      `/public/class/${teacher.upcomingClasses[0]?.id}`,
    ].map((path) => ({
      path,
      accessibilityTarget: 100,
    })),
    { path: "/trainer-portal/login", accessibilityTarget: 95 },
    { path: "/trainer-portal/dashboard", accessibilityTarget: 95, signedIn: true },
    { path: "/trainer-portal/profile", accessibilityTarget: 95, signedIn: true },
  ];
}

export async function lighthouseScores({ port = 3470 } = {}) {
  const app = await startApp(port, tempDataDir("lighthouse"));
  const chrome = await launchChrome();
  try {
    const pages = [];
    let cookie;
    for (const page of await pagesOf(app.url)) {
      // The session cookie goes with every request of the page (Lighthouse's extraHeaders): the portal's
      // HTML, its scripts and its API calls. Lighthouse resets the browser's storage before each run.
      if (page.signedIn) cookie ??= await signIn(app.url, DEMO_TRAINER);
      const headers = page.signedIn ? { Cookie: cookie } : undefined;
      const measured = await scores(app.url + page.path, chrome, headers);
      const pass =
        measured.runs.length > 0 &&
        measured.performance >= PERFORMANCE &&
        measured.tbtMs <= TBT_MS &&
        measured.lcpMs <= LCP_MS &&
        measured.accessibility >= page.accessibilityTarget &&
        !measured.error;
      pages.push({
        path: page.path,
        signedIn: Boolean(page.signedIn),
        performanceTarget: PERFORMANCE,
        tbtTargetMs: TBT_MS,
        lcpTargetMs: LCP_MS,
        accessibilityTarget: page.accessibilityTarget,
        ...measured,
        pass,
      });
    }
    const worst = (key) => Math.min(...pages.map((p) => p[key]));
    return {
      formFactor: "mobile",
      pages,
      performance: worst("performance"),
      accessibility: worst("accessibility"),
      pass: pages.every((p) => p.pass),
    };
  } finally {
    chrome.kill();
    await app.stop();
  }
}

/** Each of `paths` on the app at `base`, signed out: the median of three runs, as above. */
export async function lighthouseOn(base, paths) {
  const chrome = await launchChrome();
  try {
    const pages = [];
    for (const path of paths) pages.push({ path, ...(await scores(base + path, chrome)) });
    return pages;
  } finally {
    chrome.kill();
  }
}

function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

async function scores(url, chrome, extraHeaders) {
  const runs = [];
  let error;
  // A run Lighthouse could not finish (runtimeError, no score) is run again, at most twice more.
  for (let i = 0; runs.length < RUNS && i < RUNS + 2; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError || categories.performance.score === null) continue;
    // The page measured must be the one asked for: a signed-out portal page ends on the sign-in screen.
    const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (shown !== new URL(url).pathname) {
      error = `the page ended on ${shown}, not ${new URL(url).pathname}`;
      break;
    }
    const a11yIds = new Set(categories.accessibility.auditRefs.map((r) => r.id));
    runs.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcpMs: Math.round(audits["first-contentful-paint"].numericValue),
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(audits["total-blocking-time"].numericValue),
      cls: Math.round(audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
      failedA11y: Object.values(audits)
        .filter((a) => a.scoreDisplayMode === "binary" && a.score === 0 && a11yIds.has(a.id))
        .map((a) => a.id),
    });
  }
  const median = (key) => [...runs].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const performance = median("performance");
  const accessibility = median("accessibility");
  return {
    ...(error ? { error } : {}),
    runs,
    performance,
    accessibility,
    fcpMs: median("fcpMs"),
    lcpMs: median("lcpMs"),
    tbtMs: median("tbtMs"),
    cls: median("cls"),
  };
}
