// The public side at 10,000 trainers beside the demo data (issue 18): Lighthouse mobile (performance,
// LCP, and issue 29's total blocking time) on /find-trainer, /public/classes and /find-trainer/texas; the bytes a phone transfers before the
// directory's first card; and the server's memory after a load run of the public pages and the calls
// they make. The same measures on both data sets, each on its own server.
import { lighthouseOn } from "./lighthouse.mjs";
import { cannon, launchChromium, rssMb, seedMany, startApp, tempDataDir } from "./servers.mjs";

const TRAINERS = 10000;
const PAGES = ["/find-trainer", "/public/classes", "/find-trainer/texas"];
const PERFORMANCE = 90;
const LCP_MS = 2500;
const TBT_MS = 300;
const FIRST_CARD_KB = 300;
const MEMORY_RATIO = 1.5;
const LOAD_SECONDS = 20;

export async function scale({ port = 3520 } = {}) {
  const demo = await measure("demo", port, null);
  const large = await measure("10k", port + 5, TRAINERS);
  const memoryRatio = Math.round((large.memory.afterLoadMb / demo.memory.afterLoadMb) * 100) / 100;
  const pages = large.pages.map((p) => ({
    ...p,
    demo: demo.pages.find((d) => d.path === p.path) ?? null,
    pass: !p.error && p.performance >= PERFORMANCE && p.lcpMs <= LCP_MS && p.tbtMs <= TBT_MS,
  }));
  const firstCard = large.firstCard.map((f) => ({
    ...f,
    demo: demo.firstCard.find((d) => d.path === f.path) ?? null,
    pass: f.kb !== null && f.kb <= FIRST_CARD_KB,
  }));
  return {
    trainers: large.trainers,
    demoTrainers: demo.trainers,
    performanceTarget: PERFORMANCE,
    lcpTargetMs: LCP_MS,
    tbtTargetMs: TBT_MS,
    firstCardTargetKb: FIRST_CARD_KB,
    pages,
    firstCard,
    memory: { demo: demo.memory, large: large.memory, ratio: memoryRatio, target: MEMORY_RATIO },
    pass:
      pages.every((p) => p.pass) &&
      firstCard.every((f) => f.pass) &&
      memoryRatio <= MEMORY_RATIO &&
      large.trainers >= TRAINERS,
  };
}

async function measure(name, port, trainers) {
  const dataDir = tempDataDir(`scale-${name}`);
  // seed:many leaves about 8% unlisted or in training: seed enough for N listed trainers.
  if (trainers) seedMany(dataDir, Math.ceil(trainers / 0.9));
  const app = await startApp(port, dataDir);
  try {
    const listed = (await (await fetch(`${app.url}/api/public-trainers`)).json()).length;
    // The full list above is not what visitors load: restart so memory starts from the pages alone.
    await app.stop();
    const fresh = await startApp(port, dataDir);
    try {
      const startedMb = rssMb(fresh.pid);
      const firstCard = [];
      const calls = new Set();
      const browser = await launchChromium();
      try {
        for (const path of PAGES) {
          const seen = await firstCardBytes(browser, fresh.url, path);
          for (const call of seen.calls) calls.add(call);
          if (path !== "/public/classes") firstCard.push({ path, kb: seen.kb, requests: seen.requests });
        }
      } finally {
        await browser.close();
      }
      const pages = await lighthouseOn(fresh.url, PAGES);
      const load = await cannon(fresh.url, {
        connections: 32,
        seconds: LOAD_SECONDS,
        requests: [...PAGES, ...calls].map((path) => ({ method: "GET", path })),
      });
      const afterLoadMb = rssMb(fresh.pid);
      return {
        trainers: listed,
        pages,
        firstCard,
        memory: { startedMb, afterLoadMb, load: { ...load, paths: [...PAGES, ...calls] } },
      };
    } finally {
      await fresh.stop();
    }
  } finally {
    await app.stop();
  }
}

/**
 * A phone-sized page until its first trainer card: the bytes transferred by then (the document and every
 * resource that had finished; Resource Timing's transferSize) and the same-origin GET calls it made.
 */
async function firstCardBytes(browser, base, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const calls = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.origin === base && url.pathname.startsWith("/api/"))
      calls.push(url.pathname + url.search);
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="trainer-card"]')) return;
      window.__firstCardAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  try {
    const response = await page.goto(base + path);
    if (!response?.ok()) return { kb: null, requests: 0, calls, error: `${path}: ${response?.status()}` };
    if (path.includes("classes")) {
      await page.waitForLoadState("networkidle");
      return { kb: null, requests: 0, calls };
    }
    await page.waitForFunction(() => window.__firstCardAt !== undefined, null, { timeout: 60_000 });
    const { bytes, requests } = await page.evaluate(() => {
      const until = window.__firstCardAt;
      const entries = [
        ...performance.getEntriesByType("navigation"),
        ...performance.getEntriesByType("resource").filter((e) => e.responseEnd <= until),
      ];
      return { bytes: entries.reduce((sum, e) => sum + (e.transferSize ?? 0), 0), requests: entries.length };
    });
    await page.waitForLoadState("networkidle");
    return { kb: Math.round(bytes / 102.4) / 10, requests, calls };
  } finally {
    await context.close();
  }
}
