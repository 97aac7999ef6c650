import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, login, seedTrainer, test } from "./support/fixtures";

/*
 * The console fit for daily work (issue 31 part 4; docs/decisions/0041), at 1280 × 800 and 390 × 844
 * (each test sets its size; the 390 px ones are tagged @phone, so the phone project runs them too): a
 * trainer's page in readable sections with friendly labels and no ISO timestamp, its later sections
 * filled from their own reads (a class, a live session); the console's tables as one card per row below
 * 640 px with nothing scrolling sideways; the Content tab's sub-tabs, which keep the open section in the
 * address through a reload.
 */

const ADMIN = "admin@example.com";
const CONSOLE = "/trainer-portal/admin";
const SIZES = [
  { width: 1280, height: 800, tag: "" },
  { width: 390, height: 844, tag: " @phone" },
];

const SECTIONS = [
  "Identity and status",
  "Public profile",
  "Certification and renewal",
  "Onboarding and payment",
  "Classes",
  "Assessment attempts",
  "Signatures",
  "Active sessions",
];

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** A trainer signed in at another computer, with a class ten days from now. */
async function trainerWithAClass(browser: Browser, baseURL: string | undefined, page: Page) {
  const trainer = await seedTrainer(page, { name: `Della Dailywork ${Date.now().toString(36)}` });
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await login(other, trainer.email);
  const list = await (await other.request.get("/api/trainer-classes")).json();
  const date = new Date(`${list.today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 10);
  const added = await other.request.post("/api/trainer-classes", {
    data: {
      version: list.version,
      class: {
        title: "Evening Basics",
        date: date.toISOString().slice(0, 10),
        startTime: "18:30",
        location: "Riverside Rec Center",
        paymentLink: "https://pay.example/evening-basics",
      },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  await context.close();
  return trainer;
}

for (const size of SIZES) {
  test(`a trainer's page reads in sections, with no ISO timestamp, at ${size.width} px${size.tag}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const trainer = await trainerWithAClass(browser, baseURL, page);
    await login(page, ADMIN);
    await page.goto(`${CONSOLE}/trainers/${trainer.id}`);
    await expect(page.getByRole("heading", { level: 2, name: trainer.name })).toBeVisible();
    for (const name of SECTIONS)
      await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();

    // Each later section's own read is in.
    const sessions = page.getByRole("region", { name: "Active sessions" });
    await expect(sessions.getByText("Signed in on 1 device.")).toBeVisible();
    await expect(sessions.getByText(/^Chrome on /)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Classes" }).getByText("Riverside Rec Center"),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Assessment attempts" }).getByText("No attempt yet."),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Onboarding and payment" }).getByText(/% done:/),
    ).toBeVisible();

    // Friendly labels and values, never a raw key or an ISO timestamp.
    const profile = page.getByRole("region", { name: "Public profile" });
    const whatsApp = profile.locator("dt", { hasText: "In the WhatsApp group" });
    await expect(whatsApp).toBeVisible();
    await expect(whatsApp.locator("xpath=following-sibling::dd[1]")).toHaveText("No");
    const identity = page.getByRole("region", { name: "Identity and status" });
    await expect(identity.locator("dt", { hasText: "Account created" })).toBeVisible();
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).not.toMatch(/In whats app|Location defaulted|\bnull\b|\bundefined\b/);

    // The in-page links reach a section.
    await page
      .getByRole("navigation", { name: "Sections of this page" })
      .getByRole("link", { name: "Classes" })
      .click();
    await expect(page).toHaveURL(/#trainer-classes$/);
    await noSidewaysScroll(page);
    await expectAccessible(page);
  });

  test(`the console's tables are ${size.width < 640 ? "cards" : "tables"} at ${size.width} px${size.tag}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const trainer = await seedTrainer(page, { name: `Tabitha Cardrow ${Date.now().toString(36)}` });
    await login(page, ADMIN);
    await page.goto(`${CONSOLE}/trainers?search=${encodeURIComponent(trainer.email)}`);
    const region = page.getByRole("region", { name: "Trainers table" });
    const row = region.getByRole("row").filter({ hasText: trainer.email });
    await expect(row).toHaveCount(1);
    const emailCell = row.locator("td[data-label='Email']");
    const shape = await row.evaluate((tr) => ({
      row: getComputedStyle(tr).display,
      head: getComputedStyle(tr.closest("table")!.querySelector("thead")!).display,
    }));
    const label = await emailCell.evaluate((td) => getComputedStyle(td, "::before").content);
    if (size.width < 640) {
      // One card per trainer, each value beside its column's name; the page does not scroll sideways,
      // nor does the box inside it.
      expect(shape).toEqual({ row: "block", head: "none" });
      expect(label).toBe('"Email"');
      await expect(page.getByLabel("Sort by")).toBeVisible();
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    } else {
      expect(shape).toEqual({ row: "table-row", head: "table-header-group" });
      expect(label).toBe("none");
      await expect(page.getByLabel("Sort by")).toBeHidden();
    }
    await noSidewaysScroll(page);
    await expectAccessible(page);

    // The audit log too, with at least this change in it.
    const featured = await page.request.patch(`/api/admin/trainers/${trainer.id}`, {
      data: { featured: true },
    });
    expect(featured.ok(), await featured.text()).toBe(true);
    await page.goto(`${CONSOLE}/audit`);
    const entry = page.getByRole("region", { name: "Audit log table" }).getByRole("row").nth(1);
    await expect(entry).toBeVisible();
    expect(await entry.evaluate((tr) => getComputedStyle(tr).display)).toBe(
      size.width < 640 ? "block" : "table-row",
    );
    await noSidewaysScroll(page);
    await expectAccessible(page);
  });

  test(`the Content sub-tabs switch sections and survive a reload at ${size.width} px${size.tag}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await login(page, ADMIN);
    await page.goto(`${CONSOLE}/content`);
    const tabs = page.getByRole("tablist", { name: "Content sections" });
    await expect(tabs.getByRole("tab", { name: "Site content" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: "Site content" })).toBeVisible();

    await tabs.getByRole("tab", { name: "Curriculum" }).click();
    await expect(page).toHaveURL(/\/content\?section=curriculum$/);
    await expect(page.getByRole("region", { name: "Curriculum", exact: true })).toBeVisible();
    await expect(page.getByRole("form", { name: "Site content" })).toHaveCount(0);

    await page.reload();
    await expect(tabs.getByRole("tab", { name: "Curriculum" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("region", { name: "Curriculum", exact: true })).toBeVisible();

    // The keyboard moves along the sub-tabs and opens each.
    await tabs.getByRole("tab", { name: "Curriculum" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Knowledge articles" })).toBeFocused();
    await expect(page).toHaveURL(/\?section=knowledge$/);
    await expect(page.getByRole("region", { name: "Assistant knowledge articles" })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page);
  });
}
