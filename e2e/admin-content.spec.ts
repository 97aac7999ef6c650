import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { SHORT_LINKS_URL } from "../playwright.config";
import { CONTENT_TEXT, type SiteLinks } from "../src/shared/contracts/admin-content";
import { expect, expectAccessible, login, seedTrainer, test } from "./support/fixtures";

/*
 * The admin console's Content tab beyond the banner and the assessments (issue 15,
 * src/shared/contracts/admin-content.ts): announcements and the trainer-lead role, the curriculum's
 * resources, a new version of a document, the site's links and support phone, and the tab's states and
 * phone layout. Each section is a sub-tab opened by its address (`?section=`, docs/decisions/0041). Each change is seen where trainers see it, then put back: the specs share one server's
 * data, and later specs expect lead@example.com to be the lead, the shipped curriculum and links.
 *
 * A new document version cannot be taken back (old signatures stay tied to the old text, and every
 * signer of the old text is asked to sign again), and later specs expect every document at version
 * 1.0 and the demo trainer signed up to date (dashboard.spec.ts, onboarding-documents.spec.ts). So that
 * test runs against the special-case server at SHORT_LINKS_URL (playwright.config.ts: its own
 * DATA_DIR with the same demo data), whose documents no other spec reads; it signs in through the API
 * at once, well inside that server's 2-second link lifetime.
 */

const ADMIN = "admin@example.com";
const LEAD = "lead@example.com";
const CONTENT = "/trainer-portal/admin/content";

let run = 0;
const tag = () => `${Date.now().toString(36)}${(run++).toString(36)}`;

/** The Content tab at one of its sub-tabs (docs/decisions/0041: the section is in the address). */
async function openContent(page: Page, section?: string) {
  await page.goto(section ? `${CONTENT}?section=${section}` : CONTENT);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Console" })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** A second person at another computer, signed in on the main server. */
async function signedInElsewhere(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, email);
  return { context, page };
}

/** Signs `email` in on `base` through the API (the e-mailed link, used at once). */
async function apiSignIn(request: APIRequestContext, base: string, email: string) {
  const sent = await request.post(`${base}/api/magic-login`, { data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const mails = await (
    await request.get(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`)
  ).json();
  const link = new URL(mails[0].links.find((l: string) => l.includes("/trainer-portal/magic-link")));
  const used = await request.post(`${base}/api/magic-link/consume`, {
    data: { token: link.searchParams.get("token"), email: link.searchParams.get("email") ?? email },
  });
  expect(used.status(), await used.text()).toBe(200);
}

test("an announcement the admin posts reaches a trainer's dashboard; deleting it takes it away", async ({
  page,
  browser,
  baseURL,
}) => {
  const text = `E2E note from the office ${tag()}: the studio is closed on Monday.`;
  const trainer = await seedTrainer(page);
  await login(page, ADMIN);
  await openContent(page, "announcements");
  const announcements = card(page, "Announcements");
  await expect(announcements.getByText(/^Trainer lead: /)).toContainText(`(${LEAD})`);

  // An empty message is refused under the field.
  await announcements.getByRole("button", { name: "Post announcement" }).click();
  await expect(announcements.getByText("Write the announcement first.")).toBeVisible();

  await announcements.getByLabel("Message").fill(text);
  await announcements.getByLabel("Priority").selectOption("important");
  await announcements.getByRole("button", { name: "Post announcement" }).click();
  await expect(page.getByText("Announcement posted", { exact: true })).toBeVisible();
  await expect(announcements.getByLabel("Message")).toHaveValue("");
  const item = announcements.getByRole("listitem").filter({ hasText: text });
  await expect(item).toHaveCount(1);
  await expect(item.getByText("Important", { exact: true })).toBeVisible();
  await expect(item.getByText("Dismissed by 0")).toBeVisible();
  await expect(item.getByText(/^Posted by .+ · /)).toBeVisible();
  // Newest first.
  await expect(announcements.getByRole("listitem").first()).toContainText(text);
  const id = await item.getAttribute("data-announcement");
  await expectAccessible(page);

  let deleted = false;
  try {
    const other = await signedInElsewhere(browser, baseURL, trainer.email);
    const seen = other.page.getByRole("listitem").filter({ hasText: text });
    await expect(seen).toBeVisible();
    await expect(seen).toHaveAttribute("data-priority", "important");

    await item.getByRole("button", { name: `Delete announcement ${id}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this announcement?" });
    await expect(dialog).toContainText(text);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Announcement deleted", { exact: true })).toBeVisible();
    await expect(announcements.getByText(text)).toHaveCount(0);
    deleted = true;

    await other.page.reload();
    await expect(other.page.getByRole("heading", { name: /Welcome back, .+!/ })).toBeVisible();
    await expect(other.page.getByText(text)).toHaveCount(0);
    await other.context.close();
  } finally {
    if (!deleted && id) await page.request.delete(`/api/admin/announcements/${id}`);
  }
});

test("the trainer-lead role moves to another trainer, who can post from the dashboard, and back", async ({
  page,
  browser,
  baseURL,
}) => {
  const trainer = await seedTrainer(page);
  await login(page, ADMIN);
  await openContent(page, "announcements");
  const announcements = card(page, "Announcements");
  const form = announcements.getByRole("form", { name: "Move the trainer-lead role" });
  const email = form.getByLabel("Trainer lead's e-mail");

  // Someone who is not a trainer: the server's message under the field; the lead stays.
  await email.fill(`nobody-${tag()}@example.com`);
  await form.getByRole("button", { name: "Make trainer lead" }).click();
  await expect(form.getByText(CONTENT_TEXT.leadNotFound)).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  try {
    await email.fill(trainer.email);
    await form.getByRole("button", { name: "Make trainer lead" }).click();
    await expect(page.getByText("Trainer lead changed", { exact: true })).toBeVisible();
    await expect(announcements.getByText(/^Trainer lead: /)).toHaveText(
      `Trainer lead: ${trainer.name} (${trainer.email})`,
    );

    const other = await signedInElsewhere(browser, baseURL, trainer.email);
    const theirs = other.page.getByRole("region", { name: /^Announcements/ });
    await expect(theirs.getByRole("button", { name: "New", exact: true })).toBeVisible();
    await other.context.close();

    // And back to the demo lead, through the form.
    await email.fill(LEAD);
    await form.getByRole("button", { name: "Make trainer lead" }).click();
    await expect(announcements.getByText(/^Trainer lead: /)).toContainText(`(${LEAD})`);
  } finally {
    // Other specs post as lead@example.com: whatever happened above, the role goes back.
    const back = await page.request.put("/api/admin/trainer-lead", { data: { email: LEAD } });
    expect(back.ok(), await back.text()).toBe(true);
  }
});

test("a resource added, edited and moved in a module reaches the trainer's Class Modules; then deleted", async ({
  page,
  browser,
  baseURL,
}) => {
  const t = tag();
  const name = `E2E drill sheet ${t}`;
  const renamed = `${name} (printable)`;
  const trainer = await seedTrainer(page);
  await login(page, ADMIN);
  await openContent(page, "curriculum");
  const curriculum = card(page, "Curriculum");
  await curriculum.getByRole("button", { name: /^Week 2: / }).click();
  // The open item's panel (Radix names it after its trigger).
  const week = curriculum.getByRole("region", { name: /^Week 2: / });
  await expectAccessible(page);

  // The module's form: a blank title is refused; saving it unchanged answers "Module saved".
  const moduleForm = curriculum.getByRole("form", { name: "Week 2 module" });
  const title = moduleForm.getByLabel("Title");
  const originalTitle = await title.inputValue();
  await title.fill("  ");
  await moduleForm.getByRole("button", { name: "Save module" }).click();
  await expect(moduleForm.getByText(CONTENT_TEXT.titleRequired)).toBeVisible();
  await title.fill(originalTitle);
  await moduleForm.getByRole("button", { name: "Save module" }).click();
  await expect(page.getByText("Module saved", { exact: true })).toBeVisible();

  const add = curriculum.getByRole("form", { name: "Add a resource to week 2" });
  // The browser's check first: not a web address.
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Link").fill("drill sheet");
  await add.getByRole("button", { name: "Add resource" }).click();
  await expect(add.getByText(CONTENT_TEXT.linkInvalid)).toBeVisible();
  // The server's field issues go under their fields too.
  await page.route("**/api/admin/modules/*/resources", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            error: "Bad Request",
            message: "Check the fields.",
            issues: [{ field: "name", message: "The server refused this name." }],
          }),
        })
      : route.continue(),
  );
  await add.getByLabel("Link").fill(`https://example.com/e2e/${t}`);
  await add.getByRole("button", { name: "Add resource" }).click();
  await expect(add.getByText("The server refused this name.")).toBeVisible();
  await expect(add.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await page.unroute("**/api/admin/modules/*/resources");

  let moduleId: number | undefined;
  let resourceId: number | undefined;
  try {
    await add.getByLabel("Description").fill("One page of the week's drills.");
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => /\/api\/admin\/modules\/\d+\/resources$/.test(r.url()) && r.request().method() === "POST",
      ),
      add.getByRole("button", { name: "Add resource" }).click(),
    ]);
    expect(answer.status()).toBe(201);
    const saved = (await answer.json()) as { id: number; resources: { id: number; name: string }[] };
    moduleId = saved.id;
    resourceId = saved.resources.find((r) => r.name === name)?.id;
    await expect(page.getByText("Resource added", { exact: true })).toBeVisible();
    await expect(add.getByLabel("Name")).toHaveValue("");

    const items = week.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Move / }) });
    await expect(items.last()).toContainText(name);
    await expect(curriculum.getByRole("button", { name: `Move ${name} down` })).toBeDisabled();
    await expect(curriculum.getByRole("button", { name: `Move ${name} up` })).toBeEnabled();
    await expect(week.getByRole("button", { name: /^Move .+ up$/ }).first()).toBeDisabled();

    // Edited in place.
    await curriculum.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = curriculum.getByRole("form", { name: `Edit ${name}` });
    await edit.getByLabel("Name").fill(renamed);
    await expectAccessible(page);
    await edit.getByRole("button", { name: "Save resource" }).click();
    await expect(page.getByText("Resource saved", { exact: true })).toBeVisible();
    await expect(edit).toBeHidden();

    // One place up: second to last, both ways open.
    await curriculum.getByRole("button", { name: `Move ${renamed} up` }).click();
    await expect(items.nth(-2)).toContainText(renamed);
    await expect(curriculum.getByRole("button", { name: `Move ${renamed} up` })).toBeFocused();
    await expect(curriculum.getByRole("button", { name: `Move ${renamed} down` })).toBeEnabled();
    const count = await items.count();

    // The trainer's Class Modules tab, in that order.
    const other = await signedInElsewhere(browser, baseURL, trainer.email);
    const week2 = other.page
      .getByRole("list", { name: "Class modules" })
      .getByRole("article")
      .filter({ has: other.page.getByText("Week 2", { exact: true }) });
    await week2.getByRole("button", { name: "View Resources" }).click();
    const links = week2.getByRole("link");
    await expect(links).toHaveCount(count);
    await expect(links.nth(count - 2)).toContainText(renamed);
    await expect(links.nth(count - 2)).toHaveAttribute("href", `https://example.com/e2e/${t}`);

    // Deleted: gone for the trainer too.
    await curriculum.getByRole("button", { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this resource?" });
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Resource deleted", { exact: true })).toBeVisible();
    await expect(curriculum.getByText(renamed)).toHaveCount(0);
    resourceId = undefined;

    await other.page.reload();
    await week2.getByRole("button", { name: "View Resources" }).click();
    await expect(week2.getByRole("link")).toHaveCount(count - 1);
    await expect(week2.getByText(renamed)).toHaveCount(0);
    await other.context.close();
  } finally {
    if (moduleId !== undefined && resourceId !== undefined)
      await page.request.delete(`/api/admin/modules/${moduleId}/resources/${resourceId}`);
  }
});

test("a new NDA version: the signed trainer is asked to sign again; the old signature keeps its text", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  // The special-case server (see the top of this file): a new version stays for good.
  const admin = await browser.newContext({ baseURL: SHORT_LINKS_URL });
  const page = await admin.newPage();
  await apiSignIn(page.request, SHORT_LINKS_URL, ADMIN);
  await openContent(page, "documents");
  const documents = card(page, "Documents");
  const trigger = documents.getByRole("button", { name: /^Non-Disclosure Agreement \(version / });
  const current = /\(version ([\d.]+)\)/.exec((await trigger.textContent()) ?? "")?.[1] ?? "";
  expect(current).not.toBe("");
  const next = `${Number.parseInt(current, 10) + 1}.0`;
  await trigger.click();
  const versions = documents.getByRole("region", { name: "Versions of the Non-Disclosure Agreement" });
  await expect(versions.getByRole("row").filter({ hasText: current })).toHaveCount(1);
  await expectAccessible(page);

  const form = documents.getByRole("form", { name: "Edit the Non-Disclosure Agreement" });
  // Unchanged: nothing to publish.
  await form.getByRole("button", { name: "Publish new version" }).click();
  await expect(form.getByRole("alert")).toHaveText(CONTENT_TEXT.documentUnchanged);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  const clause = `E2E clause ${tag()}: the Trainer returns every printed handout at the end of a class.`;
  const text = form.getByLabel("Text", { exact: true });
  const before = (await text.inputValue()).length;
  await text.fill(`${await text.inputValue()}\n\n${clause}`);
  await expect(form.getByText(/ of 100,000 characters$/)).toHaveText(
    `${(before + clause.length + 2).toLocaleString("en-US")} of 100,000 characters`,
  );
  await form.getByRole("button", { name: "Publish new version" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Publish version ${next}?` });
  await expect(dialog).toContainText(
    "Everyone who has not signed this new text will be asked to sign it; signatures of earlier versions stay tied to the text they signed.",
  );
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Version ${next} published`, { exact: true })).toBeVisible();
  await expect(
    documents.getByRole("button", { name: new RegExp(`^Non-Disclosure Agreement \\(version ${next}\\)`) }),
  ).toBeVisible();
  await expect(versions.getByRole("row").filter({ hasText: next })).toContainText("Current");
  await expect(versions.getByRole("row").filter({ hasText: current })).toHaveCount(1);

  // The demo trainer, who signed the earlier text, is asked to sign this one.
  const trainerContext = await browser.newContext({ baseURL: SHORT_LINKS_URL });
  const trainer = await trainerContext.newPage();
  await apiSignIn(trainer.request, SHORT_LINKS_URL, "trainer@example.com");
  await trainer.goto("/trainer-portal/dashboard");
  await expect(trainer.getByText("You have 1 document to sign")).toBeVisible();
  await trainer.getByRole("link", { name: "Sign your documents" }).click();
  await expect(trainer).toHaveURL(/\/onboarding\/documents$/);
  const row = (title: string) =>
    trainer.getByRole("listitem").filter({ has: trainer.getByRole("heading", { name: title, exact: true }) });
  await expect(row("Non-Disclosure Agreement").getByText("Not signed")).toBeVisible();
  await expect(row("Non-Disclosure Agreement").getByText(`Version ${next}`)).toBeVisible();
  await expect(row("Trainer Agreement").getByText("Signed", { exact: true })).toBeVisible();
  await expectAccessible(trainer);
  await trainerContext.close();

  // The admin's record of the earlier signature still shows the text that was signed.
  await page.goto("/trainer-portal/admin/onboarding");
  const applicant = page.getByRole("row").filter({ hasText: "trainer@example.com" });
  await applicant.getByRole("button", { name: /^Signatures/ }).click();
  const signatures = page.getByRole("region", { name: /^Signatures of / });
  const old = signatures.getByRole("article", { name: `Non-Disclosure Agreement, version ${current}` });
  const signedText = old.getByRole("region", { name: "Text signed: Non-Disclosure Agreement" });
  await expect(signedText).toContainText('This Non-Disclosure Agreement (the "NDA")');
  await expect(signedText).not.toContainText(clause);
  await expect(old.getByText("Text matches the signature")).toBeVisible();
  await admin.close();
});

test("a new support phone shows on the trainer's dashboard from the next page load; then put back", async ({
  page,
  browser,
  baseURL,
}) => {
  const trainer = await seedTrainer(page);
  await login(page, ADMIN);
  const original = (await (await page.request.get("/api/admin/site-links")).json()) as SiteLinks;
  const phone = `(555) 010-${String(Date.now() % 10000).padStart(4, "0")}`;
  await openContent(page, "links");
  const form = page.getByRole("form", { name: "Site links and contact" });
  await expect(form.getByLabel("Support phone")).toHaveValue(original.supportPhone);
  await expect(form.getByLabel("Book a call (become a trainer)")).toHaveValue(original.links.bookingUrl);
  await expect(card(page, "Site links & contact").getByText(/from the next page load/)).toBeVisible();

  // Refused in the browser: not a web address.
  const media = form.getByLabel("Media kit");
  await media.fill("media kit");
  await form.getByRole("button", { name: "Save links" }).click();
  await expect(form.getByText(CONTENT_TEXT.linkInvalid)).toBeVisible();
  await expect(media).toHaveAttribute("aria-invalid", "true");
  await media.fill(original.links.mediaKitUrl);

  try {
    await form.getByLabel("Support phone").fill(phone);
    await form.getByRole("button", { name: "Save links" }).click();
    await expect(page.getByText("Links saved", { exact: true })).toBeVisible();

    const other = await signedInElsewhere(browser, baseURL, trainer.email);
    await expect(other.page.getByRole("link", { name: phone })).toBeVisible();
    await other.context.close();
  } finally {
    const back = await page.request.put("/api/admin/site-links", { data: original });
    expect(back.ok(), await back.text()).toBe(true);
  }
  await page.reload();
  await expect(form.getByLabel("Support phone")).toHaveValue(original.supportPhone);
});

test("the cards' loading, error and empty states", async ({ page }) => {
  await login(page, ADMIN);
  const announcements = card(page, "Announcements");

  // Loading, then a failed read (the one retry fails too): what happened and Try again.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let failing = true;
  await page.route("**/api/admin/announcements", async (route) => {
    if (route.request().method() !== "GET" || !failing) return route.continue();
    await held;
    return route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":"Internal Server Error","message":"Something broke."}',
    });
  });
  await page.goto(`${CONTENT}?section=announcements`);
  await expect(announcements.getByRole("status", { name: "Loading the announcements" })).toBeVisible();
  release();
  await expect(
    announcements.getByRole("heading", { name: "We couldn't load the announcements" }),
  ).toBeVisible();
  await expect(announcements.getByText("Something broke.")).toBeVisible();
  await expectAccessible(page);
  failing = false;
  await announcements.getByRole("button", { name: "Try again" }).click();
  await expect(announcements.getByRole("heading", { name: "Posted announcements" })).toBeVisible();
  await page.unroute("**/api/admin/announcements");

  // Empty: no announcement and no lead; no module.
  await page.route("**/api/admin/announcements", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ announcements: [], lead: null }),
    }),
  );
  await page.route("**/api/admin/modules", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
  );
  await page.reload();
  await expect(announcements.getByText("No announcements yet.")).toBeVisible();
  await expect(announcements.getByText("Nobody holds the trainer-lead role.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("tab", { name: "Curriculum" }).click();
  await expect(card(page, "Curriculum").getByText("There are no modules yet.")).toBeVisible();
  await expectAccessible(page);
});

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openItem(region: Locator, name: RegExp) {
  await region.getByRole("button", { name }).first().click();
}

test("the Content tab on a phone: one column, nothing scrolls sideways @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, ADMIN);
  await openContent(page, "links");
  await expect(page.getByRole("form", { name: "Site links and contact" })).toBeVisible();
  const box = await page.getByRole("heading", { level: 2, name: "Site links & contact" }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await noSidewaysScroll(page);
  await expectAccessible(page);

  // Each sub-tab on its own, every one inside the screen.
  const tabs = page.getByRole("tablist", { name: "Content sections" }).getByRole("tab");
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await page.getByRole("tab", { name: "Announcements" }).click();
  await expect(card(page, "Announcements").getByText(/^Trainer lead: /)).toBeVisible();
  await page.getByRole("tab", { name: "Curriculum" }).click();
  await openItem(card(page, "Curriculum"), /^Week 1: /);
  await expect(card(page, "Curriculum").getByRole("button", { name: "Add resource" })).toBeVisible();
  await noSidewaysScroll(page);
  await page.getByRole("tab", { name: "Documents" }).click();
  await openItem(card(page, "Documents"), /^Trainer Agreement \(version /);
  await expect(card(page, "Documents").getByRole("button", { name: "Publish new version" })).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page);
});
