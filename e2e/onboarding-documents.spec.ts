import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { ONBOARDING_TEXT } from "../src/shared/contracts/onboarding";
import { expect, expectAccessible, login, test } from "./support/fixtures";

/*
 * Document signing (docs/product.md "Security" 6) and the welcome page. An applicant's onboarding
 * session comes from POST /api/onboarding/checkout: page.request shares the page's cookies, so the
 * page then acts as that applicant. Nothing leaves the machine: every external address is answered by
 * a stub page.
 */

const DOCUMENTS = ["Trainer Agreement", "Non-Disclosure Agreement", "Liability Waiver"];

let applicants = 0;

type Applicant = { fullName: string; email: string };

/** A new applicant with an onboarding session in `request`'s cookie jar (the page's, or another's). */
async function startApplicant(request: APIRequestContext): Promise<Applicant> {
  const tag = `${Date.now().toString(36)}${(applicants++).toString(36)}`;
  const applicant = { fullName: `Dana Signer ${tag}`, email: `e2e-docs-${tag}@example.com` };
  const response = await request.post("/api/onboarding/checkout", {
    data: {
      ...applicant,
      phone: "918-555-0100",
      city: "Tulsa",
      state: "OK",
      agreeTerms: true,
      paymentPlan: "full",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return applicant;
}

/** Every address off this server gets a small stub page, so no test reaches the internet. */
async function stubExternal(context: BrowserContext, baseURL: string) {
  const own = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin !== own,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><html lang=en><title>External stub</title><h1>External stub</h1></html>",
      }),
  );
}

/** The row (card) of one document on the documents screen. */
const rowOf = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The newest documents link e-mailed to `email`, as a path on this server. */
async function newestDocumentsLink(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok(), "development mailbox").toBe(true);
  const mails = (await response.json()) as { links: string[] }[];
  const link = mails[0]?.links.find((l) => l.includes("/onboarding/documents?"));
  expect(link, `a documents link e-mailed to ${email}`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

test("an applicant signs the three documents in new tabs; Continue is enabled only then and leads to the status page", async ({
  page,
  context,
  visit,
}) => {
  test.setTimeout(60_000);
  const applicant = await startApplicant(page.request);
  await visit("/onboarding/documents");
  await expect(page).toHaveTitle("Document Signing | Soul Punch");
  await expect(page.getByRole("heading", { level: 1, name: "Document Signing" })).toBeVisible();
  await expect(page.getByText("0 of 3 signed")).toBeVisible();
  for (const title of DOCUMENTS) {
    await expect(rowOf(page, title).getByText("Not signed")).toBeVisible();
    const sign = rowOf(page, title).getByRole("link", { name: `Sign ${title} (opens in a new tab)` });
    await expect(sign).toHaveAttribute("target", "_blank");
  }

  // Before signing: Continue is disabled, the spec's message beside it (and describing it).
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  await expect(page.getByText(ONBOARDING_TEXT.documentsUnsigned)).toBeVisible();
  await expect(next).toHaveAccessibleDescription(ONBOARDING_TEXT.documentsUnsigned);

  for (const [i, title] of DOCUMENTS.entries()) {
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      rowOf(page, title)
        .getByRole("link", { name: /^Sign / })
        .click(),
    ]);
    await tab.waitForLoadState("networkidle");
    await expect(tab).toHaveURL(/\/onboarding\/documents\/(agreement|nda|waiver)$/);
    await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(tab.getByText("Version 1.0")).toBeVisible();
    await expect(tab.getByRole("region", { name: `Full text of the ${title}` })).toContainText("By signing");

    const sign = tab.getByRole("button", { name: "Sign", exact: true });
    const name = tab.getByLabel("Type your full name to sign");
    if (i === 0) {
      await expectAccessible(tab);
      // Empty: each field says what it needs.
      await sign.click();
      await expect(tab.getByText(ONBOARDING_TEXT.signNameRequired)).toBeVisible();
      await expect(tab.getByText(ONBOARDING_TEXT.signAgreeRequired)).toBeVisible();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      // Someone else's name: the server refuses it under the field.
      await name.fill("Somebody Else");
      await tab.getByRole("checkbox", { name: /^I agree/ }).check();
      await sign.click();
      await expect(tab.getByText(ONBOARDING_TEXT.signNameMismatch)).toBeVisible();
      await expectAccessible(tab);
    } else await tab.getByRole("checkbox", { name: /^I agree/ }).check();

    // Case and spacing of the typed name do not matter.
    await name.fill(i === 1 ? `  ${applicant.fullName.toUpperCase()} ` : applicant.fullName);
    await sign.click();
    await expect(tab.getByRole("heading", { name: "Signed", exact: true })).toBeVisible();
    await expect(tab.getByText("You can close this tab and return to your documents.")).toBeVisible();
    await expect(tab.getByText(new RegExp(`You signed the ${title} on \\w+ \\d+, \\d{4} at`))).toBeVisible();
    await expect(tab.getByRole("link", { name: "Back to your documents" }).first()).toHaveAttribute(
      "href",
      "/onboarding/documents",
    );
    await expect(tab.getByLabel("Type your full name to sign")).toHaveCount(0);
    if (i === 0) await expectAccessible(tab);
    await tab.close();

    // The list tab shows it without a reload.
    await expect(page.getByText(`${i + 1} of 3 signed`)).toBeVisible();
    await expect(rowOf(page, title).getByText("Signed", { exact: true })).toBeVisible();
    await expect(rowOf(page, title).getByRole("link", { name: /^Review / })).toBeVisible();
    if (i < 2) await expect(next).toBeDisabled();
  }
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("All your documents are signed.")).toBeVisible();
  await expect(page.getByText(ONBOARDING_TEXT.documentsUnsigned)).toHaveCount(0);
  await expect(next).toBeEnabled();
  await expectAccessible(page);

  // A signed document opens read-only, with when it was signed.
  const [review] = await Promise.all([
    context.waitForEvent("page"),
    rowOf(page, "Trainer Agreement")
      .getByRole("link", { name: /^Review / })
      .click(),
  ]);
  await expect(review.getByRole("heading", { name: "Signed", exact: true })).toBeVisible();
  await expect(review.getByText(/You signed this version on \w+ \d+, \d{4} at/)).toBeVisible();
  await expect(review.getByRole("button", { name: "Sign", exact: true })).toHaveCount(0);
  await review.close();

  // The status page: documents done, the payment being confirmed as information (no alert), the
  // account on its way, the e-mails, the welcome links.
  await next.click();
  await expect(page).toHaveURL(/\/onboarding\/status$/);
  await expect(page).toHaveTitle("Your Enrollment Status | Soul Punch");
  await expect(page.getByText("3 of 3 signed.")).toBeVisible();
  await expect(page.getByText(ONBOARDING_TEXT.paymentBeingConfirmed)).toHaveCount(1);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your trainer account is on its way" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What arrives by e-mail" })).toBeVisible();
  await expect(page.getByRole("link", { name: "welcome page" })).toHaveAttribute(
    "href",
    "/onboarding/welcome",
  );
  await expectAccessible(page);

  // Sign out: the session ends; the page shows the signed-out state with the e-mailed link.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "See where your enrollment stands" })).toBeVisible();
  await expect(page.getByText(ONBOARDING_TEXT.openEmailLink)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  const session = await (await page.request.get("/api/onboarding/session")).json();
  expect(session).toMatchObject({ signer: "none" });
  await visit("/onboarding/documents");
  await expect(page.getByText(ONBOARDING_TEXT.openEmailLink)).toBeVisible();
});

test("the status page: drawn by the server for nobody signed in, asking nothing again; an applicant's next step", async ({
  page,
  visit,
}) => {
  // The loader reads the session (issue 29): the server's HTML is the answer, never a loading state,
  // and the browser hydrates from it without asking GET /api/onboarding/session again.
  const html = await (await page.request.get("/onboarding/status")).text();
  expect(html).toContain("See where your enrollment stands");
  expect(html).not.toContain("Loading your enrollment status");
  let asked = 0;
  await page.route("**/api/onboarding/session", (route) => {
    asked++;
    return route.continue();
  });
  await visit("/onboarding/status");
  // Nobody: the e-mailed link, the form that sends it again, and the login for a ready account.
  await expect(page.getByRole("heading", { name: "See where your enrollment stands" })).toBeVisible();
  await expect(page.getByText(ONBOARDING_TEXT.openEmailLink)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the link again" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Trainer Login" })).toHaveAttribute(
    "href",
    "/trainer-portal/login",
  );
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Loading your enrollment status" })).toHaveCount(0);
  expect(asked, "GET /api/onboarding/session asked on hydrating").toBe(0);
  await page.unrouteAll();

  // An applicant who reaches it before signing: the way back to the documents.
  await startApplicant(page.request);
  await visit("/onboarding/status");
  await expect(page.getByText("0 of 3 signed.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign your documents" })).toHaveAttribute(
    "href",
    "/onboarding/documents",
  );
});

test("an unknown document says so; a document changed while read (409) says so and reloads its text", async ({
  page,
  visit,
}) => {
  const applicant = await startApplicant(page.request);
  await visit("/onboarding/documents/no-such-document");
  await expect(page.getByRole("heading", { level: 1, name: "Document not found" })).toBeVisible();
  await expect(page.getByText(ONBOARDING_TEXT.unknownDocument)).toBeVisible();

  await visit("/onboarding/documents/nda");
  let reads = 0;
  await page.route("**/api/onboarding/documents/nda", (route) => {
    reads++;
    return route.continue();
  });
  await page.route("**/api/onboarding/documents/nda/sign", (route) =>
    route.fulfill({
      status: 409,
      json: { error: "Conflict", message: ONBOARDING_TEXT.documentChanged },
    }),
  );
  await page.getByLabel("Type your full name to sign").fill(applicant.fullName);
  await page.getByRole("checkbox", { name: /^I agree/ }).check();
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(ONBOARDING_TEXT.documentChanged);
  await expect.poll(() => reads).toBe(1);
  // The new text must be agreed to anew; the typed name stays.
  await expect(page.getByRole("checkbox", { name: /^I agree/ })).not.toBeChecked();
  await expect(page.getByLabel("Type your full name to sign")).toHaveValue(applicant.fullName);
  await expectAccessible(page);
  await page.unrouteAll();
});

test("without a session: the e-mail link message, the resend form, and the e-mailed link opens the list once", async ({
  page,
  request,
  visit,
}) => {
  // An applicant whose session lives elsewhere (another browser).
  const applicant = await startApplicant(request);

  await visit("/onboarding/documents");
  await expect(page.getByText(ONBOARDING_TEXT.openEmailLink)).toBeVisible();
  const form = page.getByRole("form", { name: "E-mail the link again" });
  await form.getByRole("button", { name: "Send the link again" }).click();
  await expect(form.getByText(ONBOARDING_TEXT.invalidEmail)).toBeVisible();
  await form.getByLabel("Email").fill(applicant.email);
  await form.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByRole("status").filter({ hasText: ONBOARDING_TEXT.linkSent })).toBeVisible();
  await expectAccessible(page);

  // The signing page says the same without a session.
  await visit("/onboarding/documents/agreement");
  await expect(page.getByText(ONBOARDING_TEXT.openEmailLink)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the link again" })).toBeVisible();

  // The e-mailed link signs this browser in as the applicant, and leaves the address clean.
  const link = await newestDocumentsLink(page, applicant.email);
  expect(link).toMatch(/[?&]token=.+&?/);
  await visit(link);
  await expect(page.getByText("0 of 3 signed")).toBeVisible();
  await expect(page.getByText(applicant.fullName)).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/documents$/);

  // Used once: opened again (in a browser without the session) it is refused, with the resend form.
  await page.context().clearCookies();
  await visit(link);
  await expect(page.getByText(ONBOARDING_TEXT.linkInvalid)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(applicant.email);
  await expect(page).toHaveURL(/\/onboarding\/documents$/);
  await expectAccessible(page);

  // A link cut short is refused without asking the server.
  await visit("/onboarding/documents?token=short&email=x");
  await expect(page.getByText(ONBOARDING_TEXT.linkInvalid)).toBeVisible();
});

const WELCOME_CARDS = [
  "Curriculum portal",
  "Affiliate registration",
  "Shared drive",
  "WhatsApp group",
  "Facebook community",
  "Book your onboarding call",
];

/** The members' links, as GET /api/members/links answers them to `request`'s session. */
async function membersLinks(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get("/api/members/links");
  expect(response.status()).toBe(200);
  return response.json();
}

test("welcome: a visitor sees what the program offers and a sign-in, never the members' links", async ({
  page,
  request,
  visit,
}) => {
  await visit("/onboarding/welcome");
  await expect(page).toHaveTitle("Welcome | Soul Punch Trainer Onboarding");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What the program gives you" })).toBeVisible();
  for (const label of WELCOME_CARDS)
    await expect(page.getByRole("heading", { level: 3, name: label, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Video library" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Open / })).toHaveCount(0);
  await expect(page.getByText(/of 6 visited/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in to open your links" })).toHaveAttribute(
    "href",
    "/trainer-portal/login",
  );
  // The live training is described, its Zoom link is not given.
  await expect(page.getByText("Every Thursday, 7:00 PM CST · 1 hour · on Zoom")).toBeVisible();
  await expect(page.getByRole("link", { name: /Join on Zoom/ })).toHaveCount(0);
  // No address of a members' link is anywhere in the page or the loader data streamed into it.
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  const embedded = await page.content();
  // The addresses, as an applicant elsewhere (the fixture's own request context) is given them.
  await startApplicant(request);
  const links = await membersLinks(request);
  for (const url of Object.values(links)) {
    expect(hrefs).not.toContain(url);
    expect(embedded).not.toContain(url);
  }
  const question = page.getByRole("button", { name: "How long is my certification valid?" });
  await question.click();
  await expect(page.getByText("Two years from your certification date.", { exact: false })).toBeVisible();
  const wayOn = page.getByRole("region", { name: "Ready for the trainer portal?" });
  await expect(wayOn.getByRole("link", { name: "Trainer Login" })).toHaveAttribute(
    "href",
    "/trainer-portal/login",
  );
  await expectAccessible(page);
});

test("welcome: an applicant opens the six links, each visit stored on the server", async ({
  page,
  context,
  visit,
  baseURL,
}) => {
  await stubExternal(context, baseURL!);
  const applicant = await startApplicant(page.request);
  const links = await membersLinks(page.request);
  await visit("/onboarding/welcome");
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome, ${applicant.fullName.split(" ")[0]}!` }),
  ).toBeVisible();
  await expect(page.getByText("0 of 6 visited")).toBeVisible();
  for (const label of WELCOME_CARDS)
    await expect(page.getByRole("link", { name: `Open ${label} (opens in a new tab)` })).toHaveAttribute(
      "target",
      "_blank",
    );
  const card = (label: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label, exact: true }) });
  // The sixth card is the spec's onboarding call: the check-in booking link.
  await expect(card("Book your onboarding call").getByRole("link", { name: /^Open / })).toHaveAttribute(
    "href",
    links.checkInUrl!,
  );
  await expect(page.getByRole("link", { name: "Join on Zoom (opens in a new tab)" })).toHaveAttribute(
    "href",
    links.zoomThursdayUrl!,
  );

  const saved = page.waitForResponse((r) => r.url().endsWith("/api/onboarding/welcome/whatsapp/visit"));
  const [chat] = await Promise.all([
    context.waitForEvent("page"),
    card("WhatsApp group")
      .getByRole("link", { name: /^Open / })
      .click(),
  ]);
  expect((await saved).status()).toBe(200);
  await expect(chat).toHaveURL(links.whatsAppGroupUrl!);
  await chat.close();
  await expect(card("WhatsApp group").getByText("Visited")).toBeVisible();
  await expect(card("Shared drive").getByText("Visited")).toHaveCount(0);
  await page.reload();
  await expect(card("WhatsApp group").getByText("Visited")).toBeVisible();
  await expect(page.getByText("1 of 6 visited")).toBeVisible();
  const session = await (await page.request.get("/api/onboarding/session")).json();
  expect(session).toMatchObject({ signer: "applicant", welcomeVisited: ["whatsapp"] });
  await expectAccessible(page);
});

test("welcome: a signed-in trainer gets the links and is offered their dashboard", async ({
  page,
  visit,
}) => {
  await login(page, "trainer@example.com");
  const links = await membersLinks(page.request);
  await visit("/onboarding/welcome");
  await expect(
    page.getByRole("link", { name: "Open Curriculum portal (opens in a new tab)" }),
  ).toHaveAttribute("href", links.curriculumPortalUrl!);
  const wayOn = page.getByRole("region", { name: "Your trainer portal" });
  await expect(wayOn.getByRole("link", { name: "Go to dashboard" })).toHaveAttribute(
    "href",
    "/trainer-portal/dashboard",
  );
  await expect(wayOn.getByRole("link", { name: "Trainer Login" })).toHaveCount(0);
  await expectAccessible(page);
});

test("the signing and documents pages fit a phone with 44 px tap targets @phone", async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const applicant = await startApplicant(page.request);
  for (const path of ["/onboarding/documents", "/onboarding/documents/waiver", "/onboarding/welcome"]) {
    await visit(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }

  // The signing page: the text scrolls in its own box; the fields and buttons are easy to tap.
  await visit("/onboarding/documents/waiver");
  const text = page.getByRole("region", { name: "Full text of the Liability Waiver" });
  const scrolls = await text.evaluate((el) => el.scrollHeight > el.clientHeight);
  expect(scrolls).toBe(true);
  for (const target of [
    page.getByRole("link", { name: "Back to your documents" }),
    page.getByLabel("Type your full name to sign"),
    page.getByRole("button", { name: "Sign", exact: true }),
  ]) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await page.getByLabel("Type your full name to sign").fill(applicant.fullName);
  await page.getByText(/^I agree/).click();
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Signed", exact: true })).toBeVisible();
  await expectAccessible(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
