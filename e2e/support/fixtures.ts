/**
 * Shared e2e fixtures: `visit` opens a path and checks it with axe-core (no serious or critical
 * violation); every spec visits pages through it. Later issues add login and seeding fixtures here.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

export async function expectAccessible(page: Page) {
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

export const test = base.extend<{ visit: (path: string) => Promise<void> }>({
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectAccessible(page);
    });
  },
});

export { expect };
