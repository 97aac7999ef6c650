import type { Page } from "@playwright/test";
import { ONBOARDING_TEXT, PROGRAM } from "../src/shared/contracts/onboarding";
import { expect, expectAccessible, test } from "./support/fixtures";
import { navigateInApp } from "./support/hydration";
import { siteConfig, stubStorefront } from "./support/onboarding";

/*
 * The ways into onboarding (docs/product.md "Onboarding flow"): /enroll and its Complete Your
 * Enrollment form, the checkout, the trainer information of a storefront buyer, the payment
 * confirmation, the storefront's success page and /test. The storefront is never reached: its host is
 * routed to a stub page, so nothing leaves the machine. The documents screens have their own spec.
 */

let tagged = 0;
/** An e-mail of this test's own: the server keeps applicants between tests. */
const uniqueEmail = (what: string) =>
  `e2e-${what}-${Date.now().toString(36)}${(tagged++).toString(36)}@example.com`;

type Mail = { to: string; subject: string; links: string[] };
async function mailsTo(page: Page, email: string): Promise<Mail[]> {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok(), "development mailbox").toBe(true);
  return (await response.json()) as Mail[];
}

const ENROLL_MESSAGES = [
  ONBOARDING_TEXT.fullNameRequired,
  ONBOARDING_TEXT.emailRequired,
  ONBOARDING_TEXT.phoneRequired,
  ONBOARDING_TEXT.addressRequired,
  ONBOARDING_TEXT.shirtSizeRequired,
  ONBOARDING_TEXT.deviceColorRequired,
];

test("/enroll shows the price, everything included, and Enroll Now goes to the storefront", async ({
  page,
  context,
  visit,
}) => {
  await visit("/enroll");
  await expect(page).toHaveTitle("Trainer Certification Enrollment | Soul Punch");
  await expect(
    page.getByRole("heading", { level: 1, name: "Trainer Certification Enrollment" }),
  ).toBeVisible();
  await expect(page.getByText(PROGRAM.price, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What You'll Receive" })).toBeVisible();
  const receive = page.getByRole("list", { name: "What You'll Receive" }).getByRole("listitem");
  await expect(receive).toHaveText([...PROGRAM.receive]);
  for (const step of ["1. Enroll at our store", "2. Give your details", "3. Sign your documents"])
    await expect(page.getByText(step, { exact: true })).toBeVisible();
  // The form hides until asked for.
  await expect(page.getByRole("form", { name: "Complete Your Enrollment" })).toHaveCount(0);

  const site = await siteConfig(page);
  const enroll = page.getByRole("link", { name: "Enroll Now" });
  await expect(enroll).toHaveAttribute("href", site.enrollCheckoutUrl);
  await expect(enroll).not.toHaveAttribute("target", /.+/);
  await stubStorefront(context, site);
  const request = page.waitForRequest(site.enrollCheckoutUrl);
  await enroll.click();
  expect((await request).isNavigationRequest()).toBe(true);
  await expect(page).toHaveURL(site.enrollCheckoutUrl);
});

test("Complete Your Enrollment: each field's message, then a valid enrollment e-mails the documents", async ({
  page,
  visit,
}) => {
  await visit("/enroll");
  await page.getByRole("button", { name: "Complete your enrollment" }).click();
  await expect(page).toHaveURL(/\/enroll\?complete=1$/);
  const heading = page.getByRole("heading", { name: "Complete Your Enrollment" });
  await expect(heading).toBeFocused();
  const form = page.getByRole("form", { name: "Complete Your Enrollment" });
  await expect(form.getByText("Payment options are chosen at checkout in our store.")).toBeVisible();
  await expect(
    page.getByText("Your training documents are sent to your e-mail for electronic signature."),
  ).toBeVisible();

  await form.getByRole("button", { name: "Complete Enrollment & Send Documents" }).click();
  for (const message of ENROLL_MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Full Name")).toBeFocused();
  await expectAccessible(page);

  const email = uniqueEmail("enroll");
  await form.getByLabel("Full Name").fill("Erin Enroll");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("555-010-2030");
  await form.getByLabel("Shipping Address").fill("12 Main Street, Tulsa, OK 74103");
  await form.getByLabel("Shirt Size").selectOption("L");
  await form.getByLabel("Device Color").selectOption({ label: "Mint Green" });
  for (const message of ENROLL_MESSAGES)
    await expect(form.getByText(message, { exact: true })).toHaveCount(0);

  // The button says it is working while the call is under way.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/complete-enrollment", async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole("button", { name: "Complete Enrollment & Send Documents" }).click();
  await expect(form.getByRole("button", { name: "Processing..." })).toBeDisabled();
  release();

  await expect(page.getByText(ONBOARDING_TEXT.enrollDoneTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(ONBOARDING_TEXT.enrollDone, { exact: true })).toBeVisible();
  // The form resets and closes.
  await expect(page.getByRole("form", { name: "Complete Your Enrollment" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/enroll$/);
  await expect(page.getByRole("button", { name: "Complete your enrollment" })).toBeFocused();

  const mails = await mailsTo(page, email);
  expect(mails.map((m) => m.subject)).toContain("Sign your Soul Punch trainer documents");
  expect(mails[0]?.links.some((l) => l.includes("/onboarding/"))).toBe(true);
});

test("/enroll?complete=1 opens the form; a refused enrollment shows the destructive 'Enrollment Failed'", async ({
  page,
  visit,
}) => {
  await visit("/enroll?complete=1");
  const form = page.getByRole("form", { name: "Complete Your Enrollment" });
  await expect(form).toBeVisible();
  await expect(page.getByRole("heading", { name: "Complete Your Enrollment" })).toBeFocused();

  // The demo trainer already has an account: the server refuses and says why.
  await form.getByLabel("Full Name").fill("Dana Trainer");
  await form.getByLabel("Email").fill("trainer@example.com");
  await form.getByLabel("Phone").fill("555-010-2030");
  await form.getByLabel("Shipping Address").fill("1 Elm Street, Tulsa, OK");
  await form.getByLabel("Shirt Size").selectOption("M");
  await form.getByLabel("Device Color").selectOption({ label: "Black" });
  await form.getByRole("button", { name: "Complete Enrollment & Send Documents" }).click();
  await expect(page.getByText(ONBOARDING_TEXT.enrollFailedTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(ONBOARDING_TEXT.alreadyAccount)).toBeVisible();
  // The form stays open with what was typed.
  await expect(form.getByLabel("Email")).toHaveValue("trainer@example.com");
});

test("checkout: the in-page alert first, then a valid checkout opens the payment page and the documents", async ({
  page,
  context,
  visit,
}) => {
  await visit("/onboarding/checkout");
  await expect(page).toHaveTitle("Trainer Certification Checkout | Soul Punch");
  await expect(page.getByRole("heading", { level: 1, name: "Trainer Certification Checkout" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Your Details" })).toHaveAttribute("aria-selected", "true");
  const terms = page.getByRole("link", { name: /Terms and Conditions/ });
  await expect(terms).toHaveAttribute("href", "/legal/terms");
  await expect(terms).toHaveAttribute("target", "_blank");

  const complete = page.getByRole("button", { name: "Complete Checkout" });
  await complete.click();
  await expect(page.getByRole("alert").filter({ hasText: ONBOARDING_TEXT.checkoutInvalid })).toBeVisible();
  // Beside the summary, each missing field says so under itself, the terms box included; the first
  // missing field has the focus.
  const agree = page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ });
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await expect(page.getByText(ONBOARDING_TEXT.fullNameRequired)).toBeVisible();
  await expect(agree).toHaveAttribute("aria-invalid", "true");
  await expect(agree).toHaveAccessibleDescription(ONBOARDING_TEXT.termsRequired);
  await expectAccessible(page);

  const email = uniqueEmail("checkout");
  await page.getByLabel("Full Name").fill("Casey Checkout");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Phone").fill("555-010-4040");
  await page.getByLabel("City").fill("Tulsa");
  await page.getByLabel("State/Province").fill("OK");
  // Still no terms: the same alert, the focus on the terms box, the other fields' messages gone.
  await complete.click();
  await expect(page.getByRole("alert").filter({ hasText: ONBOARDING_TEXT.checkoutInvalid })).toBeVisible();
  await expect(agree).toBeFocused();
  await expect(page.getByText(ONBOARDING_TEXT.fullNameRequired)).toHaveCount(0);
  await agree.check();
  await expect(agree).not.toHaveAttribute("aria-invalid", "true");
  await complete.click();
  await expect(page.getByText(ONBOARDING_TEXT.checkoutInvalid)).toHaveCount(0);
  await expect(page.getByText(ONBOARDING_TEXT.invalidEmail)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  // A field the server refuses shows under its field.
  await page.getByLabel("Email").fill(email);
  await page.route(
    "**/api/onboarding/checkout",
    (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: "Bad Request",
          message: `phone: ${ONBOARDING_TEXT.tooLong(40)}`,
          issues: [{ field: "phone", message: ONBOARDING_TEXT.tooLong(40) }],
        }),
      }),
    { times: 1 },
  );
  await complete.click();
  await expect(page.getByText(ONBOARDING_TEXT.tooLong(40))).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Phone").fill("555-010-4040");

  // The payment options: pay in full is chosen; the flex plan is chosen by its card.
  await page.getByRole("tab", { name: "Payment Options" }).click();
  const full = page.getByRole("radio", { name: "Pay in Full" });
  const flex = page.getByRole("radio", { name: "Flex Plan" });
  await expect(full).toBeChecked();
  await expect(page.getByText(PROGRAM.strikePrice)).toHaveCSS("text-decoration-line", "line-through");
  await expect(page.getByText(PROGRAM.saveNote)).toBeVisible();
  // The real figures beside the spec's texts: the flex plan's total and what paying in full saves.
  await expect(page.getByText(PROGRAM.fullSaving)).toBeVisible();
  await expect(page.getByText(`${PROGRAM.flexTotal} in total`)).toBeVisible();
  await expect(page.getByText(PROGRAM.flexTerm, { exact: true })).toBeVisible();
  await page.getByText("Spread the cost over six monthly payments").click();
  await expect(flex).toBeChecked();
  await expect(full).not.toBeChecked();
  await expectAccessible(page);

  const site = await siteConfig(page);
  await stubStorefront(context, site);
  const popup = context.waitForEvent("page");
  await complete.click();
  const store = await popup;
  // The plan's page, carrying the applicant's e-mail and the application's reference (issue 27).
  await store.waitForURL((url) => url.href.startsWith(site.checkoutFlexUrl));
  await expect(page).toHaveURL(/\/onboarding\/documents$/);

  // The spec's session storage: the applicant's id and details.
  const kept = await page.evaluate(() => ({
    id: sessionStorage.getItem("pendingTrainerId"),
    data: JSON.parse(sessionStorage.getItem("pendingTrainerData") ?? "null"),
  }));
  expect(Number(kept.id)).toBeGreaterThan(0);
  expect(kept.data).toMatchObject({
    fullName: "Casey Checkout",
    email,
    phone: "555-010-4040",
    city: "Tulsa",
  });
  await store.close();

  // Back from the storefront: the payment is claimed, the documents e-mail goes out, the documents open.
  await visit("/onboarding/payment-confirmation");
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Payment" })).toBeVisible();
  await expect(page.getByRole("list").first().getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "I've Completed Payment" }).click();
  await expect(page).toHaveURL(/\/onboarding\/documents$/);
  const mails = await mailsTo(page, email);
  expect(mails.map((m) => m.subject)).toContain("Sign your Soul Punch trainer documents");
});

test("checkout and trainer information keep a draft across a reload; a known e-mail is told to continue by e-mail", async ({
  page,
  context,
  request,
  visit,
}) => {
  // An application made elsewhere (another browser) for this e-mail.
  const known = uniqueEmail("known");
  const first = await request.post("/api/onboarding/checkout", {
    data: {
      fullName: "Kim Known",
      email: known,
      phone: "555-010-6060",
      agreeTerms: true,
      paymentPlan: "full",
    },
  });
  expect(first.status(), await first.text()).toBe(200);
  const mailsBefore = (await mailsTo(page, known)).length;

  // Checkout: what was typed and chosen survives a reload; the terms box is ticked anew.
  await visit("/onboarding/checkout");
  await page.getByLabel("Full Name").fill("Kim Other");
  await page.getByLabel("Email").fill(known);
  await page.getByLabel("Phone").fill("555-010-7070");
  await page.getByLabel("City").fill("Reno");
  const agree = page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ });
  await agree.check();
  await page.getByRole("tab", { name: "Payment Options" }).click();
  await page.getByText("Spread the cost over six monthly payments").click();
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Kim Other");
  await expect(page.getByLabel("Email")).toHaveValue(known);
  await expect(page.getByLabel("Phone")).toHaveValue("555-010-7070");
  await expect(page.getByLabel("City")).toHaveValue("Reno");
  await expect(agree).not.toBeChecked();
  await page.getByRole("tab", { name: "Payment Options" }).click();
  await expect(page.getByRole("radio", { name: "Flex Plan" })).toBeChecked();

  // The e-mail has an application: nothing changes, no payment page, no documents; a neutral notice.
  let opened = 0;
  context.on("page", () => opened++);
  await page.getByRole("tab", { name: "Your Details" }).click();
  await agree.check();
  await page.getByRole("button", { name: "Complete Checkout" }).click();
  const notice = page.getByRole("status").filter({ hasText: ONBOARDING_TEXT.continueByEmail });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page).toHaveURL(/\/onboarding\/checkout$/);
  expect(opened).toBe(0);
  expect(await page.evaluate(() => sessionStorage.getItem("pendingTrainerId"))).toBeNull();
  const session = await (await page.request.get("/api/onboarding/session")).json();
  expect(session).toMatchObject({ signer: "none" });
  const mails = await mailsTo(page, known);
  expect(mails.length).toBeGreaterThan(mailsBefore);
  expect(mails[0]!.links.some((l) => l.includes("/onboarding/documents?"))).toBe(true);
  await expectAccessible(page);
  // Answered: the draft is gone.
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("");

  // Trainer information: the same draft and the same notice.
  await visit("/onboarding/confirmation");
  await page.getByLabel("Full Name").fill("Kim Other");
  await page.getByLabel("Email").fill(known);
  await page.getByLabel("Phone").fill("555-010-7070");
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Kim Other");
  await expect(page.getByLabel("Email")).toHaveValue(known);
  await page.getByRole("button", { name: "Continue to Documents" }).click();
  await expect(page.getByRole("status").filter({ hasText: ONBOARDING_TEXT.continueByEmail })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/confirmation$/);
  await expectAccessible(page);
});

test("payment confirmation without a session: 'Session expired', then back to the checkout", async ({
  page,
  visit,
}) => {
  await visit("/onboarding/payment-confirmation");
  await page.getByRole("button", { name: "I've Completed Payment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: ONBOARDING_TEXT.sessionExpired })).toBeVisible();
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/onboarding\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trainer Certification Checkout" })).toBeVisible();
});

test("payment confirmation: a refused session expires, a failed call says to try again", async ({
  page,
  visit,
}) => {
  // An id kept in this tab that is not this browser's applicant: the server answers 403.
  await visit("/onboarding/payment-confirmation");
  await page.evaluate(() => sessionStorage.setItem("pendingTrainerId", "999999"));
  await page.getByRole("button", { name: "I've Completed Payment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: ONBOARDING_TEXT.sessionExpired })).toBeVisible();
  await page.getByRole("button", { name: "Restart registration" }).click();
  await expect(page).toHaveURL(/\/onboarding\/checkout$/);

  await visit("/onboarding/payment-confirmation");
  await page.evaluate(() => sessionStorage.setItem("pendingTrainerId", "999999"));
  await page.route("**/api/trainers/999999", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"x","message":"down"}' }),
  );
  await page.getByRole("button", { name: "I've Completed Payment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: ONBOARDING_TEXT.confirmFailed })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/payment-confirmation$/);
  await expect(page.getByRole("button", { name: "I've Completed Payment" })).toBeEnabled();
});

test("trainer information: prefilled from the session, the alert when incomplete, then the documents", async ({
  page,
  visit,
}) => {
  await visit("/onboarding/confirmation");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Completed" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to Documents" }).click();
  await expect(page.getByRole("alert").filter({ hasText: ONBOARDING_TEXT.detailsInvalid })).toBeVisible();
  await expectAccessible(page);

  const email = uniqueEmail("details");
  await page.evaluate((data) => sessionStorage.setItem("pendingTrainerData", JSON.stringify(data)), {
    fullName: "Dee Details",
    email,
    phone: "555-010-5050",
    city: "Austin",
    state: "TX",
  });
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Dee Details");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("State/Province")).toHaveValue("TX");
  await page.getByRole("button", { name: "Continue to Documents" }).click();
  await expect(page).toHaveURL(/\/onboarding\/documents$/);
  const id = await page.evaluate(() => sessionStorage.getItem("pendingTrainerId"));
  expect(Number(id)).toBeGreaterThan(0);
  const session = await (await page.request.get("/api/onboarding/session")).json();
  expect(session).toMatchObject({ signer: "applicant", applicantId: Number(id), email });
});

test("payment successful: its title and description in the server's HTML; the next page's after leaving", async ({
  page,
  visit,
}) => {
  // The server's HTML names the page's own title and description (the route's meta), before any script.
  const html = await (await page.request.get("/onboarding/shopify-success")).text();
  const served = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "text/html");
    return {
      title: doc.title,
      description: doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    };
  }, html);
  expect(served.title).toBe("Payment Successful | Soul Punch");
  expect(served.description).toContain("payment went through");

  await visit("/onboarding/shopify-success");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
  await expect(page).toHaveTitle("Payment Successful | Soul Punch");
  expect(await description(page)).toContain("payment went through");
  await expectAccessible(page);

  await expect(page.getByText(`within ${PROGRAM.accountWithin}`)).toBeVisible();
  await expect(page.getByText(/documents arrive by e-mail for electronic signature/)).toBeVisible();
  await expect(page.getByText(/Trainer Portal is ready for you/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Access Trainer Portal" })).toHaveAttribute(
    "href",
    "/trainer-portal/login",
  );
  await expect(page.getByRole("link", { name: "View Documents" })).toHaveAttribute(
    "href",
    "/onboarding/documents",
  );
  const help = page.getByRole("region", { name: "Need Help?" });
  await expect(help.getByText(`No e-mail within ${PROGRAM.emailWithin}? Check your spam`)).toBeVisible();
  const site = await siteConfig(page);
  await expect(help.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
    "href",
    `mailto:${site.supportEmail}`,
  );
  await expect(help.getByText(/WhatsApp and Facebook/)).toBeVisible();

  // Leaving for a portal page while signed out: the portal's loader sends the visitor to the login,
  // whose title and description replace the success page's.
  await navigateInApp(page, "/trainer-portal/dashboard");
  await expect(page).toHaveURL(/\/trainer-portal\/login\?next=/);
  await expect(page).toHaveTitle("Trainer Portal Login | Soul Punch");
  expect(await description(page)).not.toContain("payment went through");

  // Its own buttons lead on.
  await visit("/onboarding/shopify-success");
  await page.getByRole("link", { name: "View Documents" }).click();
  await expect(page).toHaveURL(/\/onboarding\/documents$/);
  await expect(page).not.toHaveTitle("Payment Successful | Soul Punch");
});

test("/test jumps to each onboarding stage", async ({ page, visit }) => {
  await visit("/test");
  await expect(page.getByRole("heading", { level: 1, name: "Test Mode" })).toBeVisible();
  await expect(page.getByText("Access any stage of the onboarding process for testing")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Jump to any stage:" })).toBeVisible();
  await expect(page.getByText("Test Environment", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/");

  const stages = [
    { name: "1 Checkout Page", path: "/onboarding/checkout" },
    { name: "2 Confirmation Page", path: "/onboarding/confirmation" },
    { name: "3 Documents Page", path: "/onboarding/documents" },
    { name: "4 Welcome Page", path: "/onboarding/welcome" },
  ];
  const links = page.getByRole("list", { name: "Jump to any stage:" }).getByRole("link");
  await expect(links).toHaveCount(stages.length);
  for (const [i, stage] of stages.entries()) await expect(links.nth(i)).toHaveAccessibleName(stage.name);
  for (const stage of stages) {
    await page.getByRole("link", { name: stage.name }).click();
    await expect(page).toHaveURL(new RegExp(`${stage.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Test Mode" })).toBeVisible();
  }
});

test("the checkout fits a phone with 44 px tap targets @phone", async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit("/onboarding/checkout");
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const targets = [
    page.getByRole("tab", { name: "Your Details" }),
    page.getByRole("tab", { name: "Payment Options" }),
    page.getByLabel("Full Name"),
    page.getByLabel("Email"),
    page.getByRole("button", { name: "Complete Checkout" }),
  ];
  for (const target of targets) expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  // The first missing field takes the focus and is in view; the summary is announced (role="alert").
  await page.getByRole("button", { name: "Complete Checkout" }).click();
  await expect(page.getByRole("alert").filter({ hasText: ONBOARDING_TEXT.checkoutInvalid })).toHaveCount(1);
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await expect(page.getByLabel("Full Name")).toBeInViewport();

  await page.getByRole("tab", { name: "Payment Options" }).click();
  expect(await overflow()).toBeLessThanOrEqual(0);
  for (const plan of ["Pay in Full", "Flex Plan"])
    expect(
      (await page.getByRole("radio", { name: plan }).locator("xpath=ancestor::label").boundingBox())?.width,
    ).toBeGreaterThan(300);
  await expectAccessible(page);
});

function description(page: Page) {
  return page.evaluate(
    () => document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
  );
}
