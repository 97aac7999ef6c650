/**
 * Screenshots of the signed-in screens at 1280 and 390 px, for docs/design.md's before and after
 * (issue 31): the dashboard and the profile form as the demo trainer, a trainer's page and the audit
 * log in the console as the demo admin. Usage: node scripts/screenshots-portal.mjs <base URL> <out dir>.
 * Needs a running server with the demo data outside production (it signs in through the development
 * mailbox, as a person would with the e-mailed link) and Debian's chromium.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const [base = "http://localhost:3000", out = "docs/screenshots/after"] = process.argv.slice(2);
const SHOT_HEIGHT = { 1280: 2400, 390: 2600 };

/** Requests a sign-in link on the login screen and opens it from the development mailbox. */
async function signIn(page, email) {
  await page.goto(`${base}/trainer-portal/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.getByText("Magic link sent!").waitFor();
  const mails = await (
    await page.request.get(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  ).json();
  const link = new URL(mails[0].links.find((l) => l.includes("/trainer-portal/magic-link")));
  await page.goto(`${base}${link.pathname}${link.search}`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Continue to the Trainer Portal" }).click();
  await page.waitForURL(/\/trainer-portal\/(dashboard|admin)/);
}

async function shoot(page, name, path, width) {
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(600);
  const full = await page.screenshot({ fullPage: true });
  const meta = await sharp(full).metadata();
  const height = Math.min(meta.height ?? SHOT_HEIGHT[width], SHOT_HEIGHT[width]);
  const file = join(out, `${name}-${width}.webp`);
  await sharp(full)
    .extract({ left: 0, top: 0, width: meta.width ?? width, height })
    .webp({ quality: 55 })
    .toFile(file);
  console.log(`${file} (${path})`);
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
await mkdir(out, { recursive: true });
for (const width of [1280, 390]) {
  const options = {
    viewport: { width, height: width === 390 ? 844 : 800 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
  };
  const trainer = await browser.newContext(options);
  const tp = await trainer.newPage();
  await signIn(tp, "trainer@example.com");
  await shoot(tp, "dashboard", "/trainer-portal/dashboard", width);
  await shoot(tp, "profile-form", "/trainer-portal/edit-profile", width);
  await trainer.close();

  const admin = await browser.newContext(options);
  const ap = await admin.newPage();
  await signIn(ap, "admin@example.com");
  const list = await (await ap.request.get(`${base}/api/admin/trainers?search=trainer%40example.com`)).json();
  const id = list.rows[0].id;
  if (width === 1280) {
    // A few console changes, so the audit log has something to show (the same on both sides).
    for (const change of [{ featured: true }, { featured: false }, { displayName: "Tess W." }]) {
      const res = await ap.request.patch(`${base}/api/admin/trainers/${id}`, {
        data: change,
        headers: { origin: base },
      });
      if (!res.ok()) console.log(`change ${JSON.stringify(change)}: ${res.status()} ${await res.text()}`);
    }
  }
  await shoot(ap, "console-trainer", `/trainer-portal/admin/trainers/${id}`, width);
  await shoot(ap, "console-audit", "/trainer-portal/admin/audit", width);
  await admin.close();
}
await browser.close();
