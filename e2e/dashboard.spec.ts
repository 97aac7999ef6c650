import type { Locator, Page } from "@playwright/test";
import { ANNOUNCEMENT_TEXT } from "../src/shared/contracts/announcements";
import { CHAT_TEXT } from "../src/shared/contracts/assistant";
import { CURRICULUM_TEXT } from "../src/shared/contracts/curriculum";
import { DASHBOARD_TEXT } from "../src/shared/contracts/dashboard";
import type { SiteConfig } from "../src/shared/site-config";
import { expect, expectAccessible, login, seedTrainer, test } from "./support/fixtures";

/*
 * The trainer dashboard (issue 11; spec portal §2, §4, §5, §8): every block in the spec's order, the
 * Welcome card from the trainer's record, announcements posted by the trainer lead and dismissed per
 * trainer on the server, curriculum progress kept on the server, the assistant, Admin View for the admin
 * only, and the phone layout. Announcement texts are unique per run; trainers that change state are the
 * test's own (seedTrainer), so the demo identities stay as seeded.
 */

let run = 0;
const unique = (what: string) => `${what} ${Date.now().toString(36)}-${(run++).toString(36)}`;

/**
 * The site configuration the page was drawn with (the root loader's `site`, as the hydrated router holds
 * it) with the members' links, which only GET /api/members/links gives.
 */
async function siteConfig(page: Page): Promise<SiteConfig> {
  const embedded = await page.evaluate(
    // biome-ignore lint/suspicious/noExplicitAny: React Router's data router, put on window when it hydrates
    () => (window as any).__reactRouterDataRouter.state.loaderData.root.site,
  );
  const members = await page.request.get("/api/members/links");
  expect(members.status()).toBe(200);
  expect(embedded).not.toHaveProperty("zoomThursdayUrl");
  return { ...embedded, ...(await members.json()) };
}

/**
 * The dashboard as the app draws it, after a full load of another portal page: its calls are then made
 * in the browser (a full load of the dashboard brings their answers in its HTML, src/web/first-view.tsx).
 */
async function openDashboardInApp(page: Page) {
  await page.goto("/trainer-portal/calendar");
  await page
    .getByRole("navigation", { name: "Trainer Portal" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page).toHaveURL(/\/trainer-portal\/dashboard$/);
}

async function topOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "a visible block").not.toBeNull();
  return box!.y;
}

test("a trainer sees their own name, location and picture, and every block in the spec's order", async ({
  page,
}) => {
  await login(page, "trainer@example.com");
  await expect(page).toHaveURL(/\/trainer-portal\/dashboard$/);
  const record = await (await page.request.get("/api/dashboard")).json();
  expect(record.name).toBe("Kayla Brooks");

  const welcome = page.getByRole("heading", { name: "Welcome back, Kayla Brooks!" });
  await expect(welcome).toBeVisible();
  await expect(page.getByText("Certified Trainer", { exact: true })).toBeVisible();
  await expect(page.getByText("Phoenix, AZ", { exact: true })).toBeVisible();
  const picture = page.getByRole("img", { name: "Kayla Brooks", exact: true });
  await expect(picture).toHaveAttribute("src", record.profilePicture);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The record's figures (docs/product.md "Small texts"), not the earlier app's placeholders.
  await expect(page.getByText(`${record.onboardingProgress}%`, { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Onboarding progress" })).toBeVisible();
  if (record.affiliateCode) await expect(page.getByText(record.affiliateCode, { exact: true })).toBeVisible();
  await expect(page.getByText("Certification date", { exact: true })).toBeVisible();
  await expect(page.getByText("Renewal date", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The spec's order: header, Announcements, Welcome ("today" beside or under it: issue 31), Quick
  // Actions, the two Live cards, the assistant, then the tabs.
  const blocks = [
    page.getByRole("heading", { level: 1, name: "Trainer Portal" }),
    page.getByRole("button", { name: /^Announcements/ }),
    welcome,
    page.getByRole("heading", { name: "Quick Actions" }),
    page.getByRole("heading", { name: "Thursday Training" }),
    page.getByRole("button", { name: CHAT_TEXT.minimised }),
    page.getByRole("tab", { name: "Class Modules" }),
  ];
  const tops: number[] = [];
  for (const block of blocks) tops.push(await topOf(block));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));

  // Help and Logout are the portal bar's; Admin View is the admin's only.
  const nav = page.getByRole("navigation", { name: "Trainer Portal" });
  await expect(nav.getByRole("link", { name: "Help", exact: true })).toHaveAttribute("href", "/support");
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Admin View" })).toHaveCount(0);

  // Quick Actions.
  const actions = page.getByRole("region", { name: "Quick Actions" });
  await expect(actions.getByRole("link", { name: /^Manage Classes/ })).toHaveAttribute(
    "href",
    "/trainer-portal/calendar",
  );
  await expect(page.getByText("Add, edit, or delete your classes")).toBeVisible();
  await expect(actions.getByRole("link", { name: /^Edit Profile/ })).toHaveAttribute(
    "href",
    "/trainer-portal/edit-profile",
  );
  await expect(page.getByText("Update bio and social media")).toBeVisible();
  const directory = actions.getByRole("link", { name: /^View Trainer Directory/ });
  await expect(directory).toHaveAttribute("href", "/find-trainer");
  await expect(directory).toHaveAttribute("target", "_blank");
  await expect(page.getByText("See your public profile")).toBeVisible();

  // The Live cards, with the configured Zoom links.
  const site = await siteConfig(page);
  for (const [title, when, url] of [
    ["Thursday Training", "Zoom · Thursdays 7:00pm CST", site.zoomThursdayUrl],
    ["Sunday Training", "Zoom · Sundays 12:00pm CST", site.zoomSundayUrl],
  ] as const) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByText("Live", { exact: true })).toBeVisible();
    await expect(card.getByText(when)).toBeVisible();
    await expect(card.getByRole("link", { name: /on Zoom/ })).toHaveAttribute("href", url);
  }

  // The Class Modules tab is the default, with its boxes and the contact footer inside it.
  await expect(page.getByRole("tab", { name: "Class Modules" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Learning Path" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Support & Practice" })).toBeVisible();
  await expect(page.getByRole("link", { name: site.trainerLeadEmail })).toHaveAttribute(
    "href",
    `mailto:${site.trainerLeadEmail}`,
  );
  await expect(page.getByRole("link", { name: site.supportPhone })).toBeVisible();
  await expect(page.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
    "href",
    `mailto:${site.supportEmail}`,
  );
  await expect(page.getByRole("link", { name: /^Schedule Trainer Check-in/ })).toHaveAttribute(
    "href",
    site.checkInUrl,
  );
  // The password card stays on the dashboard, below the tabs.
  expect(await topOf(page.getByRole("form", { name: "Sign-in password" }))).toBeGreaterThan(
    await topOf(page.getByRole("tab", { name: "Class Modules" })),
  );

  // Quick Ref: its boxes, three cards with their badges and the check-in link.
  await page.getByRole("tab", { name: "Quick Ref" }).click();
  for (const heading of [
    "Weekly Essentials",
    "Post-Certification Ready",
    "Pre-Training Study Guide",
    "Self-Defense Videos",
    "Template Generator",
  ])
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  const quickRef = page.getByRole("tabpanel", { name: "Quick Ref" });
  await expect(quickRef.getByText("Important", { exact: true })).toBeVisible();
  await expect(quickRef.getByText("One Sheet", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Book a Trainer Check-in/ })).toHaveAttribute(
    "href",
    site.checkInUrl,
  );
  await expectAccessible(page);
  // The study guide opens Week 1 in Class Modules.
  await page.getByRole("button", { name: "Start with Week 1" }).click();
  await expect(page.getByRole("tab", { name: "Class Modules" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Hide Resources" })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Hide Resources" })).toBeFocused();
});

test("the trainer lead posts an urgent announcement; another trainer sees it in red and dismisses it for good", async ({
  page,
  browser,
  baseURL,
}) => {
  const text = unique("Urgent: the Thursday training moves to 8:00pm CST this week.");
  await login(page, "lead@example.com");
  const card = page.getByRole("region", { name: /^Announcements/ });
  await expect(card.getByRole("button", { name: /^Announcements/ })).toHaveAttribute("aria-expanded", "true");

  await card.getByRole("button", { name: "New", exact: true }).click();
  const message = card.getByLabel("Announcement", { exact: true });
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute("rows", "3");
  const post = card.getByRole("button", { name: "Post", exact: true });
  await expect(post).toBeDisabled();
  await message.fill("   \n  ");
  await expect(post).toBeDisabled();
  await message.fill(text);
  await expect(post).toBeEnabled();
  await card.getByLabel("Priority").selectOption("urgent");
  await expectAccessible(page);
  await post.click();
  await expect(page.getByText(ANNOUNCEMENT_TEXT.createdTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(ANNOUNCEMENT_TEXT.created)).toBeVisible();
  await expect(card.getByRole("listitem").filter({ hasText: text })).toBeVisible();

  // A second trainer, in a browser of their own.
  const trainer = await seedTrainer(page);
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await login(second, trainer.email);
  const item = second.getByRole("listitem").filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute("data-priority", "urgent");
  await expect(item).toHaveCSS("border-left-color", "rgb(185, 28, 28)"); // --color-danger-700
  await expect(item.getByText("Urgent", { exact: true })).toBeVisible();
  await expect(second.getByRole("button", { name: "New", exact: true })).toHaveCount(0);
  await expectAccessible(second);

  await item.getByRole("button", { name: "Dismiss" }).click();
  await expect(second.getByText(ANNOUNCEMENT_TEXT.dismissed, { exact: true })).toBeVisible();
  await expect(second.getByText(text)).toHaveCount(0);

  // Kept on the server: gone after a reload and in a new browser.
  await second.reload();
  await expect(second.getByRole("heading", { name: /Welcome back, .+!/ })).toBeVisible();
  await expect(second.locator("[data-priority]").first()).toBeVisible();
  await expect(second.getByText(text)).toHaveCount(0);
  await other.close();

  const fresh = await browser.newContext({ baseURL });
  const third = await fresh.newPage();
  await login(third, trainer.email);
  await expect(third.getByRole("heading", { name: /Welcome back, .+!/ })).toBeVisible();
  await expect(third.locator("[data-priority]").first()).toBeVisible();
  await expect(third.getByText(text)).toHaveCount(0);
  await fresh.close();

  // The dismissal was that trainer's only: the lead still sees it.
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: text })).toBeVisible();
});

test("the announcement messages of the spec: a failed post, a failed dismissal, a failed read", async ({
  page,
}) => {
  await login(page, "lead@example.com");
  const card = page.getByRole("region", { name: /^Announcements/ });
  await expect(card.locator("[data-priority]").first()).toBeVisible();

  await page.route("**/api/announcements", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x","message":"x"}' }),
  );
  await card.getByRole("button", { name: "New", exact: true }).click();
  await card.getByLabel("Announcement", { exact: true }).fill(unique("Never posted"));
  await card.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText(ANNOUNCEMENT_TEXT.createFailed)).toBeVisible();
  await card.getByRole("button", { name: "Cancel" }).click();

  await page.route("**/api/announcements/*/dismiss", (route) => route.abort());
  const first = card.locator("[data-priority]").first();
  const firstText = ((await first.locator("p").first().textContent()) ?? "").trim();
  await first.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText(ANNOUNCEMENT_TEXT.dismissFailed)).toBeVisible();
  // It comes back: nothing was dismissed.
  await expect(card.getByText(firstText)).toBeVisible();

  // Collapsible: the list folds away and comes back.
  await card.getByRole("button", { name: /^Announcements/ }).click();
  await expect(card.getByText(firstText)).toBeHidden();
  await card.getByRole("button", { name: /^Announcements/ }).click();
  await expect(card.getByText(firstText)).toBeVisible();

  await page.route("**/api/announcements/for-trainer*", (route) => route.abort());
  await openDashboardInApp(page);
  await expect(page.getByText(ANNOUNCEMENT_TEXT.fetchFailed)).toBeVisible();
  await page.unroute("**/api/announcements/for-trainer*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(card.getByText(firstText)).toBeVisible();
});

test("a resource click records progress that survives a reload; one week open at a time", async ({
  page,
  context,
}) => {
  const trainer = await seedTrainer(page);
  await login(page, trainer.email);
  const weeks = page.getByRole("list", { name: "Class modules" }).getByRole("article");
  await expect(weeks).toHaveCount(6);
  const week1 = weeks.filter({ has: page.getByText("Week 1", { exact: true }) });
  const week2 = weeks.filter({ has: page.getByText("Week 2", { exact: true }) });
  const week3 = weeks.filter({ has: page.getByText("Week 3", { exact: true }) });
  await expect(week1.getByText("Resources: 8 items available")).toBeVisible();
  await expect(week1.getByText("0 of 8 viewed")).toBeVisible();

  // Module 3: instructor only, with the red warning.
  await expect(week3.getByText(CURRICULUM_TEXT.instructorOnly, { exact: true })).toBeVisible();
  await expect(week3.getByText(CURRICULUM_TEXT.instructorWarning)).toBeVisible();
  await expect(week3.getByText(CURRICULUM_TEXT.instructorWarning)).toHaveCSS("color", "rgb(185, 28, 28)");

  // One week open at a time.
  await week1.getByRole("button", { name: "View Resources" }).click();
  await expect(week1.getByRole("link")).toHaveCount(8);
  await week2.getByRole("button", { name: "View Resources" }).click();
  await expect(week2.getByRole("button", { name: "Hide Resources" })).toBeVisible();
  await expect(week1.getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Hide Resources" })).toHaveCount(1);
  await week2.getByRole("button", { name: "Hide Resources" }).click();
  await expect(page.getByRole("button", { name: "Hide Resources" })).toHaveCount(0);
  await week1.getByRole("button", { name: "View Resources" }).click();
  await expectAccessible(page);

  // Opening a resource: a new tab, "Link Opened", and the view recorded on the server.
  const resource = week1.getByRole("link").first();
  await expect(resource).toHaveAttribute("target", "_blank");
  const recorded = page.waitForResponse(
    (r) => /\/api\/curriculum\/resources\/\d+\/view$/.test(r.url()) && r.request().method() === "POST",
  );
  const [popup] = await Promise.all([context.waitForEvent("page"), resource.click()]);
  await popup.close();
  expect((await recorded).ok()).toBe(true);
  await expect(page.getByText(CURRICULUM_TEXT.linkOpened, { exact: true })).toBeVisible();
  await expect(week1.getByText("1 of 8 viewed")).toBeVisible();
  await expect(week1.getByRole("listitem").first().getByText("Viewed", { exact: true })).toBeVisible();

  await page.reload();
  await expect(week1.getByText("1 of 8 viewed")).toBeVisible();
  await expect(week2.getByText(/^0 of \d+ viewed$/)).toBeVisible();
  await week1.getByRole("button", { name: "View Resources" }).click();
  await expect(week1.getByRole("listitem").first().getByText("Viewed", { exact: true })).toBeVisible();
});

test("the assistant opens from its minimised card, answers with sources, and says when it cannot", async ({
  page,
}) => {
  const trainer = await seedTrainer(page);
  await login(page, trainer.email);
  const opener = page.getByRole("button", { name: CHAT_TEXT.minimised });
  await expect(opener).toHaveAttribute("aria-expanded", "false");
  await opener.click();
  const log = page.getByRole("log", { name: "Conversation with the assistant" });
  await expect(log.getByText(CHAT_TEXT.greeting)).toBeVisible();
  const input = page.getByLabel("Your question");
  await expect(input).toBeFocused();
  await expectAccessible(page);

  // Empty input is not sent; Shift+Enter starts a new line instead of sending.
  await input.press("Enter");
  await input.fill("   ");
  await input.press("Enter");
  const asked = log.locator('[data-from="user"]');
  await expect(asked).toHaveCount(0);
  await input.fill("How do I add a class");
  await input.press("Shift+Enter");
  await expect(input).toHaveValue("How do I add a class\n");
  await expect(asked).toHaveCount(0);

  // Enter sends; the input waits ("Thinking...") until the answer, which names its sources.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/chatbot", async (route) => {
    await held;
    await route.continue();
  });
  await input.press("Enter");
  await expect(asked).toHaveCount(1);
  await expect(asked).toContainText("How do I add a class");
  await expect(log.getByText(CHAT_TEXT.thinking)).toBeVisible();
  await expect(input).toBeDisabled();
  release();
  await expect(log.getByText(CHAT_TEXT.thinking)).toHaveCount(0);
  await expect(input).toBeEnabled();
  await expect(log.getByText("Sources", { exact: true })).toBeVisible();
  await expect(log.getByRole("link").first()).toBeVisible();
  await page.unroute("**/api/chatbot");

  // The two failure messages (portal §8).
  await page.route("**/api/chatbot", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"answer":"","sources":[]}' }),
  );
  await input.fill("Anything at all?");
  await input.press("Enter");
  await expect(log.getByText(CHAT_TEXT.noAnswer)).toBeVisible();
  await page.unroute("**/api/chatbot");
  await page.route("**/api/chatbot", (route) => route.abort("internetdisconnected"));
  await input.fill("And now?");
  await input.press("Enter");
  await expect(log.getByText(CHAT_TEXT.network)).toBeVisible();
  await page.unroute("**/api/chatbot");

  // Minimize keeps the conversation.
  await page.getByRole("button", { name: "Minimize" }).click();
  await expect(log).toHaveCount(0);
  await page.getByRole("button", { name: CHAT_TEXT.minimised }).click();
  await expect(log.getByText("And now?")).toBeVisible();
});

test("Admin View appears only for the admin: 'Switching View', then the admin console", async ({ page }) => {
  await login(page, "lead@example.com");
  await expect(page.getByRole("heading", { name: /Welcome back, .+!/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Admin View" })).toHaveCount(0);
  await page
    .getByRole("navigation", { name: "Trainer Portal" })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(page).toHaveURL(/\/trainer-portal\/login$/);

  await login(page, "admin@example.com");
  await page.goto("/trainer-portal/dashboard");
  await expect(page.getByText("Headquarters Trainer", { exact: true })).toBeVisible();
  const adminView = page.getByRole("button", { name: "Admin View" });
  await expect(adminView).toBeVisible();
  await expectAccessible(page);
  await adminView.click();
  await expect(page.getByText(DASHBOARD_TEXT.switchingView, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/trainer-portal\/admin$/);
});

/*
 * The dashboard's record comes with the page (its loader) whenever the trainer has one; an account left
 * without a profile record gets none, so the browser asks GET /api/dashboard itself: there the loading
 * state, a failed read with Try again, and the missing record's message can still happen.
 */
test("'Loading your profile...', the missing record with Back to Login, and Try again", async ({ page }) => {
  const response = await page.request.post("/api/dev/trainers", {
    data: {
      name: "No Record Trainer",
      email: `e2e-norecord-${Date.now().toString(36)}@example.com`,
      withoutProfile: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const trainer = (await response.json()) as { email: string };

  // Held: the loading state; then a failed read.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/dashboard", async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":"x","message":"Down"}',
    });
  });
  await login(page, trainer.email);
  await expect(page).toHaveURL(/\/trainer-portal\/dashboard$/);
  await expect(page.getByRole("status", { name: DASHBOARD_TEXT.loading })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "We couldn't load your dashboard" })).toBeVisible();

  // Try again asks the server, which has no record for this e-mail: the spec's message.
  await page.unroute("**/api/dashboard");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: DASHBOARD_TEXT.notFound(trainer.email) })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Back to Login" }).click();
  await expect(page).toHaveURL(/\/trainer-portal\/login$/);
  await expect(page.getByRole("heading", { name: "Enter Your Email" })).toBeVisible();
});

test("a trainer with documents to sign sees the banner on every portal page", async ({ page }) => {
  const trainer = await seedTrainer(page, { status: "in_training" });
  await login(page, trainer.email);
  const me = await (await page.request.get("/api/me")).json();
  test.skip(me.unsignedDocuments === 0, "this seeded trainer has no document to sign");
  const n = me.unsignedDocuments as number;
  const text = `You have ${n} ${n === 1 ? "document" : "documents"} to sign`;
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign your documents" })).toHaveAttribute(
    "href",
    "/onboarding/documents",
  );
  await expect(page.getByText("Trainer in Training", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole("navigation", { name: "Trainer Portal" })
    .getByRole("link", { name: "Classes", exact: true })
    .click();
  await expect(page).toHaveURL(/\/trainer-portal\/calendar$/);
  await expect(page.getByText(text)).toBeVisible();

  // The demo trainer has signed everything: no banner.
  await page
    .getByRole("navigation", { name: "Trainer Portal" })
    .getByRole("button", { name: "Logout" })
    .click();
  await login(page, "trainer@example.com");
  await expect(page.getByRole("heading", { name: /Welcome back, .+!/ })).toBeVisible();
  await expect(page.getByText(/document(s)? to sign/)).toHaveCount(0);
});

test("the dashboard on a phone: one column, no sideways scroll, 44 px targets, Welcome folded @phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, "lead@example.com");
  await expect(page.getByRole("heading", { name: /Welcome back, .+!/ })).toBeVisible();
  await expect(page.locator("[data-priority]").first()).toBeVisible();

  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  // The Welcome card is folded: the details open on demand.
  const details = page.getByRole("button", { name: "Show details" });
  await expect(details).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Certification date", { exact: true })).toBeHidden();
  await expectAccessible(page);
  await details.click();
  await expect(page.getByRole("button", { name: "Hide details" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Certification date", { exact: true })).toBeVisible();

  // Everything stacks: Quick Actions one above the other.
  const actions = page.getByRole("region", { name: "Quick Actions" });
  const manage = await actions.getByRole("link", { name: /^Manage Classes/ }).boundingBox();
  const edit = await actions.getByRole("link", { name: /^Edit Profile/ }).boundingBox();
  expect(edit!.y).toBeGreaterThan(manage!.y + manage!.height - 1);

  await page.getByRole("button", { name: CHAT_TEXT.minimised }).click();
  await page.getByRole("button", { name: "Minimize" }).click();
  await page.getByRole("button", { name: "View Resources" }).first().click();
  await page.getByRole("button", { name: "New", exact: true }).click();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  const targets = [
    page.getByRole("button", { name: /^Announcements/ }),
    page.getByRole("button", { name: "Post", exact: true }),
    page.getByRole("button", { name: "Dismiss" }).first(),
    page.getByRole("button", { name: "Hide details" }),
    actions.getByRole("link", { name: /^Manage Classes/ }),
    page.getByRole("link", { name: /^Join Thursday Training/ }),
    page.getByRole("button", { name: CHAT_TEXT.minimised }),
    page.getByRole("tab", { name: "Class Modules" }),
    page.getByRole("tab", { name: "Quick Ref" }),
    page.getByRole("button", { name: "Hide Resources" }),
    page
      .getByRole("list", { name: /resources$/ })
      .getByRole("link")
      .first(),
    page.getByRole("link", { name: /^Schedule Trainer Check-in/ }),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0, String(target)).toBeGreaterThanOrEqual(44);
  }

  await page.getByRole("tab", { name: "Quick Ref" }).click();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

for (const [width, height, tag] of [
  [1280, 720, ""],
  [390, 844, " @phone"],
] as const) {
  test(`the first screen at ${width} px holds the Welcome card and "today"; announcements folded${tag}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    // A demo trainer no other test signs in as (a trainer made by the fixtures has documents to sign,
    // whose banner comes first). Other tests post urgent announcements, which always show: this
    // trainer keeps the newest and one other, so the first screen is the same whatever ran before.
    const trainer = { email: "marisol.vega@example.com", name: "Marisol Vega" };
    await login(page, trainer.email);
    const all: { id: number; priority: string }[] = await (
      await page.request.get(`/api/announcements/for-trainer?email=${encodeURIComponent(trainer.email)}`)
    ).json();
    const keep = [all[0]!.id, all.slice(1).find((a) => a.priority !== "urgent")!.id];
    for (const a of all.filter((x) => !keep.includes(x.id)))
      expect((await page.request.post(`/api/announcements/${a.id}/dismiss`, { data: {} })).status()).toBe(
        204,
      );
    await page.reload();
    const welcome = page.getByRole("region", { name: `Welcome back, ${trainer.name}!` });
    const today = page.getByRole("region", { name: "Today" });
    await expect(today).toBeVisible();
    for (const block of [welcome, today]) {
      const box = await block.boundingBox();
      expect(box!.y + box!.height, "above the fold").toBeLessThanOrEqual(height);
    }
    await expect(today.getByText("Next live training", { exact: true })).toBeVisible();
    await expect(today.getByText(/(Thursday|Sunday) Training/)).toBeVisible();
    await expect(today.getByText("Your next class", { exact: true })).toBeVisible();
    await expect(today.getByText(/^Class \d: /)).toBeVisible();
    await expectAccessible(page);

    // The newest announcement and every urgent one; the rest behind Show all (N).
    const announcements = page.locator("[data-announcement]");
    const total = keep.length;
    expect(await announcements.count()).toBeLessThan(total);
    await page.getByRole("button", { name: `Show all (${total})` }).click();
    await expect(announcements).toHaveCount(total);
    await page.getByRole("button", { name: "Show fewer" }).click();
    expect(await announcements.count()).toBeLessThan(total);

    // "Study next" opens that module in Class Modules.
    await today.getByRole("button", { name: "Open the module" }).click();
    await expect(page.getByRole("button", { name: "Hide Resources" })).toBeFocused();
  });
}

test("a toast never covers the navigation, at 1280 and at 390 px @phone", async ({ page }) => {
  const trainer = await seedTrainer(page);
  await login(page, trainer.email);
  for (const [width, height] of [
    [1280, 720],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/trainer-portal/dashboard");
    await page.getByRole("button", { name: "Dismiss" }).first().click();
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const header = (await page.locator("header").first().boundingBox())!;
    expect(box.y, `at ${width} px the toast starts below the navigation`).toBeGreaterThanOrEqual(
      header.y + header.height,
    );
  }
});
