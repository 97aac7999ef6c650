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
  // The new link goes to the same address: it is filled in (issue 31 part 5).
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("trainer@example.com");
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

  // The e-mail that could not go out is in the outbox as failed; its link was never delivered, and
  // it signs no one in: the token was withdrawn when the delivery failed.
  const mails = await (
    await page.request.get(`${NO_MAIL_URL}/api/dev/mailbox?to=trainer@example.com&limit=1`)
  ).json();
  expect(mails[0]).toMatchObject({ status: "failed" });
  const link: string = mails[0].links.find((l: string) => l.includes("/trainer-portal/magic-link"));
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link isn't valid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to the Trainer Portal" })).toHaveCount(0);
  const url = new URL(link);
  const consume = await page.request.post(`${NO_MAIL_URL}/api/magic-link/consume`, {
    data: { token: url.searchParams.get("token"), email: url.searchParams.get("email") },
    headers: { origin: NO_MAIL_URL },
  });
  expect(consume.status()).toBe(410);
  expect(await consume.json()).toMatchObject({ state: "unknown" });
  expect((await page.request.get(`${NO_MAIL_URL}/api/me`)).status()).toBe(401);
});
