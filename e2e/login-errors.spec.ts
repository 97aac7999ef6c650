/** Login cases that need a specially configured server (see playwright.config.ts). */
import { NO_MAIL_URL, SHORT_LINKS_URL } from "../playwright.config";
import { expect, expectAccessible, test } from "./support/fixtures";

test("an expired link shows its page with a button to request a new one", async ({ page }) => {
  const sent = await page.request.post(`${SHORT_LINKS_URL}/api/magic-login`, {
    data: { email: "trainer@example.com" },
  });
  expect(sent.status()).toBe(200);
  const [mail] = await (
    await page.request.get(`${SHORT_LINKS_URL}/api/dev/mailbox?to=trainer@example.com&limit=1`)
  ).json();
  const link: string = mail.links.find((l: string) => l.includes("/trainer-portal/magic-link"));
  await page.waitForTimeout(2500);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole("link", { name: "Request a New Link" })
    .or(page.getByRole("button", { name: "Request a New Link" }))
    .click();
  await expect(page).toHaveURL(/\/trainer-portal\/login/);
});

test("when the e-mail cannot be sent, the login screen says so", async ({ page }) => {
  await page.goto(`${NO_MAIL_URL}/trainer-portal/login`);
  await page.getByLabel("Email", { exact: true }).fill("trainer@example.com");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "We couldn't send the e-mail right now. Please try again in a few minutes." }),
  ).toBeVisible();
  await expect(page.getByText("Magic link sent! Check your email inbox.")).toHaveCount(0);
  await expectAccessible(page);
});
