/**
 * Screenshots of every public screen at 1280 and 390 px, for docs/design.md's before and after.
 * Usage: node scripts/screenshots.mjs <base URL> <out dir>. Needs a running server with the demo data
 * and Debian's chromium. Each page is captured from the top, at most SHOT_HEIGHT tall (a phone page
 * is a long scroll: the first screens are what a visitor judges), as WebP to keep the docs small.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const [base = "http://localhost:3000", out = "docs/screenshots/after"] = process.argv.slice(2);
const SHOT_HEIGHT = { 1280: 2400, 390: 2600 };

const PAGES = [
  ["home", "/home"],
  ["find-trainer", "/find-trainer"],
  ["trainer-profile", "/kayla-brooks"],
  ["find-classes", "/public/classes"],
  ["classes-period", "/public"],
  ["public-calendar", "/public-calendar"],
  ["classes-workshops", "/classes"],
  ["class-page", null],
  ["support", "/support-public"],
  ["not-found", "/no-such-trainer-here"],
];

async function firstClassPath() {
  const trainers = await (await fetch(`${base}/api/public-trainers`)).json();
  const first = trainers.find((t) => t.upcomingClasses?.length > 0);
  return `/public/class/${first.upcomingClasses[0].id}`;
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
await mkdir(out, { recursive: true });
for (const width of [1280, 390]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 800 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  for (const [name, path] of PAGES) {
    const target = path ?? (await firstClassPath());
    await page.goto(`${base}${target}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(400);
    const full = await page.screenshot({ fullPage: true });
    const meta = await sharp(full).metadata();
    const height = Math.min(meta.height ?? SHOT_HEIGHT[width], SHOT_HEIGHT[width]);
    const file = join(out, `${name}-${width}.webp`);
    await sharp(full)
      .extract({ left: 0, top: 0, width: meta.width ?? width, height })
      .webp({ quality: 55 })
      .toFile(file);
    console.log(`${file} (${target})`);
  }
  await context.close();
}
await browser.close();
