import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, login, seedTrainer, test } from "./support/fixtures";

/*
 * Issue 31 part 3 (decision 0040): the profile form's live preview is the public page's own body, so
 * for the same trainer the preview's markup equals the page's. The trainer has a class, social links,
 * a shown e-mail and an affiliate link, so every part of the body is compared. (A class's zone note is
 * drawn after hydration, on both screens alike: the comparison waits for it.)
 */

const BODY = '[data-testid="public-profile-body"]';

/**
 * The body's markup with what differs only in how it came to be: React's generated ids (useId), the
 * server's text separators (<!-- -->), style attributes as the server wrote them or the browser
 * serialises them, and whitespace between tags.
 */
async function markup(body: Locator): Promise<string> {
  const html = await body.evaluate((el) => {
    const clone = el.cloneNode(true) as HTMLElement;
    for (const node of [clone, ...clone.querySelectorAll<HTMLElement>("[style]")]) {
      if (node.hasAttribute("style")) node.setAttribute("style", node.style.cssText);
    }
    return clone.outerHTML;
  });
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/«r[0-9a-z]+»|_r_[0-9a-z]+_|:r[0-9a-z]+:/gi, "ID")
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .trim();
}

/** A listed trainer of the test's own, signed in, with a class and every public field filled. */
async function richTrainer(page: Page) {
  const trainer = await seedTrainer(page, { name: `Marisol Preview ${Date.now().toString(36)}` });
  await login(page, trainer.email);
  const list = await (await page.request.get("/api/trainer-classes")).json();
  const date = new Date(`${list.today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 12);
  const added = await page.request.post("/api/trainer-classes", {
    data: {
      version: list.version,
      class: {
        title: "Preview Night Basics",
        date: date.toISOString().slice(0, 10),
        startTime: "18:30",
        location: "Riverside Rec Center",
        paymentLink: "https://pay.example/preview-night",
      },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const saved = await page.request.post(`/api/trainer-profile/${trainer.id}`, {
    data: {
      publicBio: "Calm, practical self-defense.\nEvery Saturday in Tulsa.",
      classTypes: ["Teen Defense", "Private Lessons"],
      specializations: ["Teen Safety"],
      availabilityDescription: "Evenings & Weekends",
      experienceDescription: "Twelve years of coaching.",
      instagram: "@marisol_safe",
      youtube: "https://youtube.com/@marisol",
      websitePublic: "https://marisol.example",
      showEmail: true,
      publicEmail: "hello@marisol.example",
      hasAffiliateLink: true,
      affiliateLink: "https://shop.example/?ref=marisol",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return trainer;
}

async function previewBody(page: Page): Promise<Locator> {
  await page.goto("/trainer-portal/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Trainer Profile" })).toBeVisible();
  await page.getByRole("tab", { name: "Public Profile", exact: true }).click();
  const body = page.getByTestId("profile-preview").locator(BODY);
  await expect(body).toBeVisible();
  return body;
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`at ${width} px the preview is the public page's body for the same trainer @phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const trainer = await richTrainer(page);

    const preview = await previewBody(page);
    // The class is in Central time: a browser elsewhere sees its zone note, once hydrated.
    const elsewhere = await page.evaluate(
      () => Intl.DateTimeFormat().resolvedOptions().timeZone !== "America/Chicago",
    );
    if (elsewhere) await expect(preview.getByTestId("class-zone")).toBeVisible();
    await expectAccessible(page);
    const fromForm = await markup(preview);
    if (process.env.PREVIEW_SHOTS)
      await page.getByTestId("profile-preview").screenshot({ path: `/tmp/preview-form-${width}.png` });

    await page.goto(`/${trainer.slug}`);
    const pageBody = page.locator(BODY);
    await expect(pageBody).toBeVisible();
    // The page is drawn by the server, then hydrated (the zone note comes then): compared once settled.
    await expect.poll(() => markup(pageBody)).toBe(fromForm);
    const fromPage = await markup(pageBody);
    if (process.env.PREVIEW_SHOTS)
      await page.screenshot({ path: `/tmp/preview-page-${width}.png`, fullPage: true });

    // Not an empty match: every part of the body is there.
    for (const part of [
      "Calm, practical self-defense.",
      "Private Lessons",
      "Preview Night Basics",
      "Register for class",
      "Instagram",
      "YouTube",
      "Contact Marisol",
      "https://shop.example/?ref=marisol",
    ])
      expect(fromPage).toContain(part);
    expect(fromForm).toBe(fromPage);

    // An unsaved edit shows in the preview at once; the public page keeps the saved bio.
    const again = await previewBody(page);
    await page.getByLabel("Public bio").fill("Unsaved words, shown before any save.");
    await expect(again.getByText("Unsaved words, shown before any save.")).toBeVisible();
    await expect(again.getByText("Calm, practical self-defense.")).toHaveCount(0);
    await page.getByLabel("Show my e-mail").uncheck();
    await expect(again.getByRole("button", { name: /^Contact / })).toHaveCount(0);
    const html = await (await page.request.get(`/${trainer.slug}`)).text();
    expect(html).toContain("Calm, practical self-defense.");
    expect(html).not.toContain("Unsaved words");
  });
}
