import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { PICTURE_TEXT } from "../src/shared/contracts/pictures";
import { PROFILE_TEXT } from "../src/shared/contracts/profile";
import { expect, expectAccessible, login, type SeededTrainer, seedTrainer, test } from "./support/fixtures";

/*
 * The trainer profile (issue 12; spec portal §2 Profile form and Edit Profile, §5, §8): the seven tabs
 * save and come back, the validation messages, completion to 100%, Reset, the draft offer, the redirect
 * after a save; Edit Profile's bio counter and Save enabling; picture uploads checked in the browser and
 * by the server. Every trainer is the test's own (seedTrainer), so the demo data stays as seeded.
 */

const PROFILE = "/trainer-portal/profile";
const EDIT = "/trainer-portal/edit-profile";

async function signedInTrainer(page: Page): Promise<SeededTrainer> {
  const trainer = await seedTrainer(page);
  await login(page, trainer.email);
  return trainer;
}

async function openProfile(page: Page) {
  await page.goto(PROFILE);
  await expect(page.getByRole("heading", { level: 1, name: "Trainer Profile" })).toBeVisible();
  await expect(page.getByLabel("Full name *")).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true }).click();
const save = (page: Page) => page.getByRole("button", { name: "Save Profile" }).click();

/** The admin sets the owner-only fields a trainer cannot (display name, training date). */
async function adminSetsOwnerFields(browser: Browser, trainerId: number, fields: Record<string, unknown>) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await login(admin, "admin@example.com");
  const response = await admin.request.post(`/api/trainer-profile/${trainerId}`, { data: fields });
  expect(response.status(), await response.text()).toBe(200);
  await context.close();
}

test("every tab's fields save, come back after a reload, and the save leads to the dashboard after 1.5 s", async ({
  page,
}) => {
  const trainer = await signedInTrainer(page);
  await openProfile(page);
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/trainer-portal/dashboard");
  await expectAccessible(page);

  // Personal: the login e-mail and the owner-only city and state are read-only.
  await expect(page.getByText(trainer.email, { exact: true }).first()).toBeVisible();
  await page.getByLabel("Full name *").fill(`${trainer.name} Jr`);
  await page.getByLabel("Phone", { exact: true }).fill("918-555-0100");
  await page.locator("#profile-website").fill("https://example.com/me");
  await page.getByLabel("Street address").fill("1 Main St");
  await page.getByLabel("Postal code").fill("74103");
  await page.getByLabel("Time zone").selectOption("America/New_York");

  await tab(page, "Social");
  await page.getByLabel("Instagram").fill("@tulsa_safe");
  await page.getByLabel("Facebook", { exact: true }).fill("https://facebook.com/tulsasafe");
  await page.getByLabel("TikTok").fill("@tulsatok");
  await page.getByLabel("LinkedIn").fill("https://linkedin.com/in/tulsa");
  await page.getByLabel("X/Twitter").fill("@tulsax");
  await page.getByLabel("Pillar profile").fill("tulsapillar");
  await page.getByLabel("YouTube").fill("https://youtube.com/@tulsa");
  await expect(page.locator("#profile-social-website")).toHaveValue("https://example.com/me");
  await page.getByRole("button", { name: "Add Platform" }).click();
  await page.getByLabel("Platform 1 name").fill("Threads");
  await page.getByLabel("Platform 1 URL or username").fill("@tulsathreads");

  await tab(page, "Certification");
  await expect(page.getByText(/\$129 per occurrence or \$500 per year unlimited/)).toBeVisible();
  await expect(page.getByLabel("Insurance provider")).toHaveCount(0);
  await page.getByLabel("I have liability insurance").check();
  await page.getByLabel("Insurance provider").selectOption("kk");
  await page.getByLabel("Insurance expiry").fill("2027-03-31");

  await tab(page, "Business");
  await expect(page.getByLabel("Stripe payment link")).toHaveCount(0);
  await page.getByLabel("Stripe", { exact: true }).check();
  await page.getByLabel("Stripe payment link").fill("https://buy.stripe.com/test");
  await page.getByLabel("Affiliate link", { exact: true }).check();
  await page.getByLabel("Affiliate link URL").fill("https://example.com/aff");

  await tab(page, "Materials");
  await page.getByLabel("Canva").check();
  await page.getByLabel("Video library").check();

  await tab(page, "Public Profile");
  await page.getByLabel("Public bio").fill("Practical self-defense for every body.");
  await page.getByLabel("Teen Safety").check();
  await page.getByLabel("Add a specialization", { exact: true }).first().fill("  Rideshare Safety  ");
  await page.getByRole("button", { name: "Add a specialization" }).click();
  await page.getByLabel("Private Lessons").check();
  await page.getByRole("button", { name: "Evenings & Weekends" }).click();
  await page.getByLabel("Experience level").selectOption("Veteran (3-5 years)");
  await page.getByLabel("Years of experience").fill("4");
  await page.getByLabel("Experience details").fill("Ten years of martial arts.");
  await page.getByLabel("Show my e-mail").check();
  await page.getByLabel("Show my phone").check();
  await page.getByLabel("Public e-mail").fill("hello@example.com");
  await page.getByLabel("Public website").fill("https://example.com/public");
  // The preview is the public page's body (decision 0040): its Specialties are the class types, its
  // contact button the page's 'Contact {first name}' with its dialog.
  const preview = page.getByTestId("profile-preview");
  await expect(preview.getByText("Practical self-defense for every body.")).toBeVisible();
  await expect(preview.getByText("Private Lessons")).toBeVisible();
  await preview.getByRole("button", { name: /^Contact / }).click();
  await expect(page.getByRole("dialog")).toContainText("hello@example.com");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Manage Classes/ })).toHaveAttribute(
    "href",
    "/trainer-portal/calendar",
  );

  await tab(page, "Community");
  await page.getByLabel("I'm in the WhatsApp community").check();
  await page.getByLabel("Additional notes").fill("Prefers weekend calls.");
  await expectAccessible(page);

  const started = Date.now();
  await save(page);
  await expect(page.getByText(PROFILE_TEXT.savedTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(PROFILE_TEXT.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/trainer-portal\/profile$/);
  await page.waitForURL(/\/trainer-portal\/dashboard$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);

  // Back on the form after a reload: every value came from the server.
  await openProfile(page);
  await page.reload();
  await expect(page.getByLabel("Full name *")).toHaveValue(`${trainer.name} Jr`);
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("918-555-0100");
  await expect(page.getByLabel("Postal code")).toHaveValue("74103");
  await expect(page.getByLabel("Time zone")).toHaveValue("America/New_York");
  await tab(page, "Social");
  await expect(page.getByLabel("Pillar profile")).toHaveValue("tulsapillar");
  await expect(page.getByLabel("Platform 1 URL or username")).toHaveValue("@tulsathreads");
  await tab(page, "Certification");
  await expect(page.getByLabel("Insurance provider")).toHaveValue("kk");
  await expect(page.getByLabel("Insurance expiry")).toHaveValue("2027-03-31");
  await tab(page, "Business");
  await expect(page.getByLabel("Stripe payment link")).toHaveValue("https://buy.stripe.com/test");
  await expect(page.getByLabel("Affiliate link URL")).toHaveValue("https://example.com/aff");
  await expect(page.getByLabel("PayPal payment link")).toHaveCount(0);
  await tab(page, "Materials");
  await expect(page.getByLabel("Canva")).toBeChecked();
  await expect(page.getByLabel("Trainer drive")).not.toBeChecked();
  await tab(page, "Public Profile");
  await expect(page.getByLabel("Public bio")).toHaveValue("Practical self-defense for every body.");
  await expect(page.getByLabel("Teen Safety")).toBeChecked();
  await expect(page.getByRole("button", { name: "Remove Rideshare Safety" })).toBeVisible();
  await expect(page.getByLabel("Private Lessons")).toBeChecked();
  await expect(page.getByLabel("Availability", { exact: true })).toHaveValue("Evenings & Weekends");
  await expect(page.getByLabel("Experience level")).toHaveValue("Veteran (3-5 years)");
  await expect(page.getByLabel("Years of experience")).toHaveValue("4");
  await expect(page.getByLabel("Show my e-mail")).toBeChecked();
  await expect(page.getByLabel("Public website")).toHaveValue("https://example.com/public");
  await tab(page, "Community");
  await expect(page.getByLabel("I'm in the WhatsApp community")).toBeChecked();
  await expect(page.getByLabel("Additional notes")).toHaveValue("Prefers weekend calls.");
});

test("each validation message shows under its field, on its tab, and nothing is saved", async ({ page }) => {
  const trainer = await signedInTrainer(page);
  await openProfile(page);
  await tab(page, "Public Profile");
  await page.getByLabel("Public e-mail").fill("not-an-email");
  await page.getByLabel("Public website").fill("example.com");
  await tab(page, "Personal");
  await page.getByLabel("Full name *").fill("A");
  await page.locator("#profile-website").fill("not a url");
  await save(page);
  await expect(page.getByText(PROFILE_TEXT.nameTooShort)).toBeVisible();
  await expect(page.locator("#profile-website-error")).toHaveText(PROFILE_TEXT.invalidUrl);
  await expectAccessible(page);
  await page.getByLabel("Full name *").fill("Alexandra Test");
  await page.locator("#profile-website").fill("");
  await save(page);
  // The first refused field is on the Public Profile tab: it comes forward.
  await expect(page.getByRole("tab", { name: "Public Profile" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(PROFILE_TEXT.invalidEmail)).toBeVisible();
  await expect(page.locator("#profile-websitePublic-error")).toHaveText(PROFILE_TEXT.invalidUrl);
  await page.getByLabel("Years of experience").fill("-3");
  await save(page);
  await expect(page.getByText(PROFILE_TEXT.invalidYears)).toBeVisible();
  await expect(page).toHaveURL(/\/trainer-portal\/profile$/);
  const stored = await (await page.request.get(`/api/trainer-profile/${trainer.id}`)).json();
  expect(stored.name).toBe(trainer.name);
  expect(stored.publicEmail).toBeNull();
});

test("completion follows the form and reaches 100%: Profile Complete!", async ({ page, browser }) => {
  const trainer = await signedInTrainer(page);
  await adminSetsOwnerFields(browser, trainer.id, { displayName: "Alex", trainingDate: "2025-01-15" });
  await openProfile(page);
  const overall = page.getByTestId("completion-overall");
  await expect(page.getByRole("progressbar", { name: "Profile completion" })).toBeVisible();
  const before = Number((await overall.textContent())?.replace("%", ""));
  expect(before).toBeLessThan(100);
  await expect(page.getByTestId("completion-social")).toHaveText("0%");

  await tab(page, "Social");
  await page.getByLabel("Instagram").fill("@alex");
  await expect(page.getByTestId("completion-social")).toHaveText("33%");
  await page.getByLabel("Facebook", { exact: true }).fill("https://facebook.com/alex");
  await page.locator("#profile-social-website").fill("https://alex.example.com");
  await expect(page.getByTestId("completion-social")).toHaveText("100%");
  await tab(page, "Certification");
  await page.getByLabel("I have liability insurance").check();
  await page.getByLabel("Insurance provider").selectOption("next");
  await tab(page, "Business");
  for (const [flag, link] of [
    ["Stripe", "Stripe payment link"],
    ["PayPal", "PayPal payment link"],
    ["Pillar account", "Pillar account link"],
    ["Affiliate link", "Affiliate link URL"],
  ]) {
    await page.getByLabel(flag!, { exact: true }).check();
    await page.getByLabel(link!).fill("https://pay.example.com/x");
  }
  await tab(page, "Public Profile");
  await page.getByLabel("Public bio").fill("Hello from Alex.");
  await page.getByLabel("Campus Safety", { exact: true }).check();
  await expect(page.getByRole("heading", { name: "Profile Complete!" })).toBeVisible();
  await expect(page.getByText("Your profile is ready for the trainer directory.")).toBeVisible();
  await expectAccessible(page);
  if (process.env.PROFILE_SHOTS) await page.screenshot({ path: "/tmp/profile-desktop.png", fullPage: true });
  await save(page);
  await page.waitForURL(/\/trainer-portal\/dashboard$/);
  await openProfile(page);
  await expect(page.getByRole("heading", { name: "Profile Complete!" })).toBeVisible();
});

test("Reset Form restores the loaded values; a draft is offered after a reload, never applied silently", async ({
  page,
}) => {
  const trainer = await signedInTrainer(page);
  await openProfile(page);
  await page.getByLabel("Phone", { exact: true }).fill("555-0199");
  await tab(page, "Social");
  await page.getByLabel("Instagram").fill("@reset_me");
  await page.getByRole("button", { name: "Reset Form" }).click();
  await expect(page.getByLabel("Instagram")).toHaveValue("");
  await tab(page, "Personal");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("");

  // A draft: kept per trainer, offered after a reload.
  await page.getByLabel("Phone", { exact: true }).fill("555-0123");
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByText("Restore unsaved changes?")).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("555-0123");
  const keys = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((k) => k.includes("profile-draft")),
  );
  expect(keys.every((k) => k.endsWith(`:${trainer.id}`))).toBe(true);
  await save(page);
  await page.waitForURL(/\/trainer-portal\/dashboard$/);
  const left = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((k) => k.includes("profile-draft")),
  );
  expect(left).toEqual([]);
});

test("the help widget opens, asks the assistant and shows Thinking... while waiting", async ({ page }) => {
  await signedInTrainer(page);
  await openProfile(page);
  await page.route("**/api/chatbot", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole("button", { name: "Open profile help" }).click();
  const panel = page.getByRole("region", { name: "Profile Help" });
  await panel.getByLabel("Your question").fill("How do I update my bio?");
  await panel.getByLabel("Your question").press("Enter");
  await expect(panel.getByRole("status").getByText("Thinking...")).toBeVisible();
  await expect(panel.getByLabel("Your question")).toBeDisabled();
  await expect(panel.getByRole("status").getByText("Thinking...")).toHaveCount(0);
  await expect(panel.getByLabel("Your question")).toBeEnabled();
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Close profile help" }).click();
  await expect(page.getByRole("button", { name: "Open profile help" })).toBeVisible();
});

test("Edit Profile: the e-mail and name, the bio counter's limits, Save enabled only after a change; the bio goes public", async ({
  page,
}) => {
  const trainer = await signedInTrainer(page);
  await page.goto(EDIT);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
  await expect(page.getByTestId("editing-email")).toHaveText(trainer.email);
  await expect(page.getByText(trainer.name, { exact: true })).toBeVisible();
  await expect(page.getByText(PROFILE_TEXT.ownerOnlyNote)).toBeVisible();
  await expect(page.getByText(PROFILE_TEXT.goesLive)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
    "href",
    "/trainer-portal/dashboard",
  );
  await expectAccessible(page);

  const saveButton = page.getByRole("button", { name: "Save Changes" });
  await expect(saveButton).toBeDisabled();
  const bio = page.getByLabel("Bio", { exact: true });
  const counter = page.getByTestId("bio-counter");
  await bio.fill("x".repeat(300));
  await expect(counter).toHaveText("300/350 characters");
  await expect(counter).not.toHaveClass(/text-warning-800/);
  await bio.fill("x".repeat(301));
  await expect(counter).toHaveClass(/text-warning-800/);
  await bio.fill("");
  await bio.pressSequentially("y".repeat(10));
  await bio.fill("z".repeat(400));
  await expect(bio).toHaveValue("z".repeat(350));
  await bio.press("End");
  await bio.press("a");
  await expect(counter).toHaveText("350/350 characters");
  await expect(saveButton).toBeEnabled();

  const text = `Bio of ${trainer.name}: calm, practical self-defense.`;
  await bio.fill(text);
  await page.getByLabel("Instagram").fill("@edit_insta");
  await page.getByLabel("Website").fill("https://edit.example.com");
  await saveButton.click();
  await expect(page.getByText(PROFILE_TEXT.savedTitle, { exact: true })).toBeVisible();
  await expect(saveButton).toBeDisabled();
  await page.reload();
  await expect(bio).toHaveValue(text);
  await expect(page.getByLabel("Instagram")).toHaveValue("@edit_insta");

  // The bio is public at once: the directory and the public page's crawlable HTML.
  const html = await (await page.request.get(`/${trainer.slug}`)).text();
  expect(html).toContain(text);
  await page.goto("/find-trainer");
  await page.getByRole("searchbox", { name: "Search trainers" }).fill(trainer.name);
  await expect(page.getByText(text).first()).toBeVisible();
});

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId("picture-input").setInputFiles(file);
}

test("pictures: a PNG and a JPEG with GPS data upload (served without EXIF); wrong types and sizes are refused", async ({
  page,
}) => {
  const trainer = await signedInTrainer(page);
  await page.goto(EDIT);
  await expect(page.getByTestId("editing-email")).toHaveText(trainer.email);

  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#6b1f4f" } })
    .png()
    .toBuffer();
  await upload(page, { name: "me.png", mimeType: "image/png", buffer: png });
  const picture = page.getByRole("img", { name: trainer.name, exact: true });
  await expect(picture).toHaveAttribute("src", /^\/uploads\/pictures\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const jpeg = await sharp({ create: { width: 160, height: 120, channels: 3, background: "#e8604c" } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: "e2e" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "36/1 9/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "95/1 59/1 0/1",
      },
    })
    .toBuffer();
  expect((await sharp(jpeg).metadata()).exif, "the fixture carries EXIF").toBeTruthy();
  const before = await picture.getAttribute("src");
  await upload(page, { name: "gps.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await expect(picture).not.toHaveAttribute("src", before!);
  const src = (await picture.getAttribute("src"))!;
  const served = await page.request.get(src);
  expect(served.ok()).toBe(true);
  const meta = await sharp(await served.body()).metadata();
  expect(meta.exif).toBeUndefined();
  // The old picture is gone.
  expect((await page.request.get(before!)).status()).toBe(404);

  await upload(page, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText(PICTURE_TEXT.invalidType, { exact: true })).toBeVisible();

  await upload(page, {
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("just some text, not a picture"),
  });
  await expect(page.getByText(PICTURE_TEXT.uploadFailed, { exact: true })).toBeVisible();
  await expect(page.getByText(PICTURE_TEXT.notAnImage)).toBeVisible();

  await upload(page, { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(page.getByText(PICTURE_TEXT.tooLarge, { exact: true })).toBeVisible();
  await expect(picture).toHaveAttribute("src", src);

  // Remove: the placeholder with the initials.
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByRole("img", { name: `${trainer.name}, certified trainer` })).toBeVisible();
  await expectAccessible(page);
});

test("a broken picture falls back to the placeholder", async ({ page }) => {
  const trainer = await signedInTrainer(page);
  await page.route("**/uploads/pictures/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(EDIT);
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  await upload(page, { name: "a.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: `${trainer.name}, certified trainer` })).toBeVisible();
});

test("the profile form on a phone: one column, nothing scrolls sideways @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInTrainer(page);
  await openProfile(page);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(wide).toBe(false);

  // Issue 31 part 3: the seven tabs are one row (it scrolls sideways on its own)...
  const tabs = page.getByRole("tablist", { name: "Profile sections" }).getByRole("tab");
  await expect(tabs).toHaveCount(7);
  const tops = new Set<number>();
  for (const t of await tabs.all()) tops.add(Math.round((await t.boundingBox())!.y));
  expect(tops.size).toBe(1);
  // ...Save and Reset stay on screen at the top of the form and at its end...
  const viewport = page.viewportSize()!;
  const save = page.getByRole("button", { name: "Save Profile" });
  const reset = page.getByRole("button", { name: "Reset Form" });
  for (const y of [0, 600]) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    for (const button of [save, reset]) {
      const box = (await button.boundingBox())!;
      expect(box.y + box.height, `${await button.textContent()} in view`).toBeLessThanOrEqual(
        viewport.height,
      );
      expect(box.y).toBeGreaterThanOrEqual(0);
    }
    // ...and the help button covers no field nor those buttons.
    const help = (await page.getByRole("button", { name: "Open profile help" }).boundingBox())!;
    // What lies under it, at its centre and corners, is the Save bar, nothing of the form above it.
    const covered = await page.evaluate(({ x, y, width, height }) => {
      const points = [
        [x + width / 2, y + height / 2],
        [x + 4, y + 4],
        [x + width - 4, y + 4],
      ] as const;
      return points.some(([px, py]) => {
        const under = document
          .elementsFromPoint(px, py)
          .find((el) => !el.closest('[aria-label="Open profile help"]'));
        return !under?.closest("[data-save-bar]");
      });
    }, help);
    expect(covered, "the help button covers a field").toBe(false);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await tab(page, "Public Profile");
  await expect(page.getByTestId("profile-preview")).toBeVisible();
  await expectAccessible(page);
  if (process.env.PROFILE_SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/profile-390.png", fullPage: true });
    await page.goto(EDIT);
    await expect(page.getByTestId("editing-email")).toBeVisible();
    await page.screenshot({ path: "/tmp/edit-390.png", fullPage: true });
  }
});
