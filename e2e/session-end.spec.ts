/**
 * Issue 31 part 5, sessions that explain themselves, at 1280 px and on a phone (@phone): a suspended
 * trainer's next page is the login page saying so, once; a save after the session ended offers "Sign in
 * again" and comes back to the same screen with the draft; the e-mail survives "Request a New Link".
 */
import type { Browser, Page } from "@playwright/test";
import { SESSION_TEXT } from "../src/shared/contracts/auth";
import { expect, expectAccessible, login, newestLoginLink, seedTrainer, test } from "./support/fixtures";

const EDIT = "/trainer-portal/edit-profile";

async function suspend(browser: Browser, trainerId: number) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await login(admin, "admin@example.com");
  const response = await admin.request.patch(`/api/admin/trainers/${trainerId}`, {
    data: { status: "suspended" },
  });
  expect(response.status(), await response.text()).toBe(200);
  await context.close();
}

/** Signs in from the login page as it is (its `next` kept): a link, then Continue. */
async function signInHere(page: Page, email: string) {
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Magic link sent! Check your email inbox.")).toBeVisible();
  await page.goto(await newestLoginLink(page, email));
  await page.getByRole("button", { name: "Continue to the Trainer Portal" }).click();
}

test("a suspended trainer's next page is the login page, which says so once @phone", async ({
  page,
  browser,
}) => {
  const trainer = await seedTrainer(page);
  await login(page, trainer.email);
  await suspend(browser, trainer.id);

  await page.goto("/trainer-portal/calendar");
  await expect(page).toHaveURL(/\/trainer-portal\/login\?next=%2Ftrainer-portal%2Fcalendar$/);
  await expect(page.getByRole("alert").filter({ hasText: SESSION_TEXT.suspended })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Enter Your Email" })).toBeVisible();
  await expect(page.getByText(SESSION_TEXT.suspended)).toHaveCount(0);
});

test("a save after the session ended offers Sign in again and comes back with the draft @phone", async ({
  page,
}) => {
  const trainer = await seedTrainer(page);
  await login(page, trainer.email);
  await page.goto(EDIT);
  const bio = page.getByLabel("Bio", { exact: true });
  await expect(bio).toBeVisible();
  const text = `Written while the session ran out, ${trainer.name}.`;
  await bio.fill(text);

  // The session ends elsewhere (it expired, or the trainer signed out on another device).
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Save Changes" }).click();
  const offer = page.getByRole("alert").filter({ hasText: SESSION_TEXT.expired });
  await expect(offer).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole("link", { name: SESSION_TEXT.signInAgain }).click();
  await expect(page).toHaveURL(/\/trainer-portal\/login\?next=%2Ftrainer-portal%2Fedit-profile$/);

  await signInHere(page, trainer.email);
  await page.waitForURL(new RegExp(`${EDIT}$`));
  await expect(bio).toHaveValue(text);
  await expect(page.getByText(SESSION_TEXT.draftBackTitle)).toBeVisible();
  await expect(page.getByText("Restore unsaved changes?")).toHaveCount(0);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated", { exact: true })).toBeVisible();
  await page.reload();
  await expect(bio).toHaveValue(text);
});
