import type { Page } from "@playwright/test";
import { ONBOARDING_TEXT } from "../src/shared/contracts/onboarding";
import { expect, login, test } from "./support/fixtures";
import {
  deliverPaidOrder,
  signEveryDocument,
  siteConfig,
  stubStorefront,
  uniqueEmail,
} from "./support/onboarding";

/*
 * The whole paid path, as an applicant lives it (issue 14): /enroll's Enroll Now leads to the
 * storefront; checkout (its message first) opens the payment page in a new tab; each document is
 * signed in its own tab; Continue leads to the login; the storefront's return page records the
 * claim; the storefront's webhook, signed here with the server's secret, verifies the payment and
 * makes the account; the new trainer gets the e-mails, signs in by link and sees no unsigned-documents
 * banner. A second journey comes through /onboarding/confirmation. The storefront is never reached:
 * its hosts answer with a stub page.
 */

async function subjectsTo(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { subject: string }[]).map((m) => m.subject);
}

/**
 * Before the payment is verified, asking for a sign-in link answers as for anyone (no oracle; decision
 * 0026) and the e-mail says the payment is being confirmed.
 */
async function askForLinkBeforeVerification(page: Page, email: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Magic link sent! Check your email inbox.")).toBeVisible();
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`);
  const [mail] = (await response.json()) as { text: string; links: string[] }[];
  expect(mail!.text).toContain(ONBOARDING_TEXT.paymentBeingConfirmed);
  expect(mail!.links.some((l) => l.includes("/trainer-portal/magic-link"))).toBe(false);
}

/** The new trainer signs in by link and sees the dashboard without the unsigned-documents banner. */
async function signInAsNewTrainer(page: Page, email: string) {
  await login(page, email);
  await expect(page.getByText("Trainer in Training")).toBeVisible();
  await expect(page.getByText(/You have \d+ documents? to sign/)).toHaveCount(0);
}

test("checkout to portal: storefront, payment tab, three signatures, the claim, the webhook, the login", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("checkout");
  const fullName = "Harper Quinlan";

  // /enroll: Enroll Now is a full-page link to the configured storefront (checked, not followed).
  await page.goto("/enroll");
  const site = await siteConfig(page);
  await stubStorefront(context, site);
  await expect(page.getByRole("link", { name: "Enroll Now" })).toHaveAttribute(
    "href",
    site.enrollCheckoutUrl,
  );

  // Checkout: the message first, then the details, and the payment page opens in a new tab.
  await page.goto("/onboarding/checkout");
  await page.getByRole("button", { name: "Complete Checkout" }).click();
  await expect(page.getByRole("alert").filter({ hasText: ONBOARDING_TEXT.checkoutInvalid })).toBeVisible();
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("918-555-0177");
  await page.getByLabel("City").fill("Tulsa");
  await page.getByLabel("State/Province").fill("OK");
  await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
  const [payment] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Complete Checkout" }).click(),
  ]);
  await payment.waitForURL((url) => url.href.startsWith(site.checkoutFullUrl));
  const paymentUrl = payment.url();
  await payment.close();
  await expect(page).toHaveURL(/\/onboarding\/documents$/);
  // A blocked pop-up leaves the chosen plan's page one click away, the page the server named.
  expect(await page.getByRole("link", { name: /Open the payment page/ }).getAttribute("href")).toBe(
    paymentUrl,
  );

  // Documents, each in its own tab; Continue leads to the status page: the payment is being confirmed
  // (information, not an alert), the account is on its way.
  await signEveryDocument(page, context, fullName);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/onboarding\/status$/);
  await expect(page.getByText(ONBOARDING_TEXT.paymentBeingConfirmed)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your trainer account is on its way" })).toBeVisible();
  await page.goto("/trainer-portal/login");

  // Before the payment is verified, a sign-in link is not sent: the e-mail says the payment is being confirmed.
  await askForLinkBeforeVerification(page, email);

  // The storefront's return page, in the same browser: the claim, then the documents.
  await page.goto("/onboarding/payment-confirmation");
  await page.getByRole("button", { name: "I've Completed Payment" }).click();
  await expect(page).toHaveURL(/\/onboarding\/documents$/);
  await expect(page.getByText("3 of 3 signed")).toBeVisible();
  // The claim alone makes no account.
  await page.goto("/trainer-portal/login");
  await askForLinkBeforeVerification(page, email);

  // The webhook verifies the payment; the e-mails arrive; the new trainer signs in.
  await deliverPaidOrder(page, email, fullName);
  const subjects = await subjectsTo(page, email);
  expect(subjects.some((s) => s.includes("trainer account is ready"))).toBe(true);
  expect(subjects.some((s) => s.includes("Sign your"))).toBe(true);
  await signInAsNewTrainer(page, email);

  // The status page now: payment received, the account ready, the dashboard one click away.
  await page.goto("/onboarding/status");
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your trainer account is ready" })).toBeVisible();
  await expect(page.getByText(ONBOARDING_TEXT.paymentBeingConfirmed)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
    "href",
    "/trainer-portal/dashboard",
  );
});

test("a storefront buyer gives their details on /onboarding/confirmation, signs, is verified and signs in", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("confirmation");
  const fullName = "Rowan Ellery";

  await page.goto("/onboarding/confirmation");
  await page.getByRole("button", { name: "Continue to Documents" }).click();
  await expect(page.getByRole("alert").filter({ hasText: ONBOARDING_TEXT.detailsInvalid })).toBeVisible();
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("918-555-0188");
  await page.getByRole("button", { name: "Continue to Documents" }).click();
  await expect(page).toHaveURL(/\/onboarding\/documents$/);

  await signEveryDocument(page, context, fullName);
  await deliverPaidOrder(page, email, fullName);
  await signInAsNewTrainer(page, email);
});
