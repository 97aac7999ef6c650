import { ONBOARDING_TEXT } from "../src/shared/contracts/onboarding";
import { expect, expectAccessible, login, test } from "./support/fixtures";
import { waitForReact } from "./support/hydration";
import {
  deliverPaidOrder,
  signEveryDocument,
  siteConfig,
  stubStorefront,
  uniqueEmail,
} from "./support/onboarding";

/*
 * Issue 27 as one applicant lives it: A checks out, signs two documents, reloads (what is signed is
 * kept), signs the third, and only then may Continue, to the status page. A stranger who knows A's
 * e-mail checks out with it in another browser and changes nothing. The storefront's order is paid
 * with another e-mail but carries A's application reference: one account, A's, with nothing left to
 * sign, and the console shows both e-mails.
 */

test("an order paid with another e-mail finds its application; a stranger with the e-mail changes nothing", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("trust");
  const paidAs = uniqueEmail("paid-as");
  const fullName = "Avery Trustwell";

  // A's checkout: the payment page opens with A's e-mail and the application's reference on the order.
  await page.goto("/onboarding/checkout");
  const site = await siteConfig(page);
  await stubStorefront(context, site);
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("918-555-0142");
  await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
  const [payment] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Complete Checkout" }).click(),
  ]);
  await payment.waitForURL((url) => url.href.startsWith(site.checkoutFullUrl));
  const paymentUrl = new URL(payment.url());
  await payment.close();
  expect(paymentUrl.searchParams.get("checkout[email]")).toBe(email);
  const reference = paymentUrl.searchParams.get("attributes[application]");
  expect(reference).toBeTruthy();

  // Two signatures, a reload that keeps them, the third; Continue only then, to the status page.
  await expect(page).toHaveURL(/\/onboarding\/documents$/);
  await signEveryDocument(page, context, fullName);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/onboarding\/status$/);
  await expect(page.getByText(ONBOARDING_TEXT.paymentBeingConfirmed)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  // A stranger's checkout with A's e-mail: told to continue by e-mail, no session, nothing changed.
  const strangers = await browser.newContext({ baseURL });
  const stranger = await strangers.newPage();
  await stubStorefront(strangers, site);
  await stranger.goto("/onboarding/checkout");
  // A new context's page: its goto is not the fixture's, so wait for React before ticking the box (a
  // tap before hydration is held and replayed, which check() would not wait for).
  await waitForReact(
    stranger,
    stranger.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }),
  );
  await stranger.getByLabel("Full Name").fill("Mallory Intruder");
  await stranger.getByLabel("Email").fill(email);
  await stranger.getByLabel("Phone").fill("555-010-6666");
  await stranger.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
  await stranger.getByRole("button", { name: "Complete Checkout" }).click();
  await expect(
    stranger.getByRole("status").filter({ hasText: ONBOARDING_TEXT.continueByEmail }),
  ).toBeVisible();
  await expect(stranger).toHaveURL(/\/onboarding\/checkout$/);
  expect(await (await stranger.request.get("/api/onboarding/session")).json()).toMatchObject({
    signer: "none",
    applicantId: null,
  });
  await strangers.close();
  // A's own browser is still A's application.
  expect(await (await page.request.get("/api/onboarding/session")).json()).toMatchObject({
    signer: "applicant",
    fullName,
    email,
  });

  // The storefront's order, paid with another e-mail, carries the reference: A's account is made.
  await deliverPaidOrder(page, paidAs, "Avery Payer", {
    note_attributes: [{ name: "application", value: reference }],
  });
  // One account: the e-mail the order was paid with has none.
  const other = await page.request.post("/api/magic-login", { data: { email: paidAs } });
  expect(other.status()).toBe(404);

  // The console shows both e-mails on A's application, under A's own name.
  await login(page, "admin@example.com");
  await page.goto("/trainer-portal/admin/onboarding");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Console" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(`Paid as ${paidAs}`);
  await expect(row).toContainText(fullName);
  await expect(row).not.toContainText("Mallory Intruder");
  await expectAccessible(page);

  // A signs in to an account with nothing left to sign.
  await page.context().clearCookies();
  await login(page, email);
  await expect(page.getByText("Trainer in Training")).toBeVisible();
  await expect(page.getByText(/You have \d+ documents? to sign/)).toHaveCount(0);
});
