// Lighthouse (mobile, simulated throttling) on /find-trainer with the demo data, in Debian's Chromium:
// the median of three runs for performance and accessibility.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startApp, tempDataDir } from "./servers.mjs";

const RUNS = 3;

export async function lighthouseScores({ port = 3470 } = {}) {
  const app = await startApp(port, tempDataDir("lighthouse"));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${app.url}/find-trainer`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      });
      const { categories, audits } = result.lhr;
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
      formFactor: "mobile",
      runs,
      performance,
      accessibility,
      fcpMs: median("fcpMs"),
      lcpMs: median("lcpMs"),
      tbtMs: median("tbtMs"),
      cls: median("cls"),
      pass: performance >= 90 && accessibility >= 95,
    };
  } finally {
    chrome.kill();
    await app.stop();
  }
}
