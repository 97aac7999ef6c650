import { profileMeta } from "../src/shared/meta";
import { expect, expectAccessible, publicTrainers, seedTrainer, test } from "./support/fixtures";

test("a trainer's profile: every element, contact, classes, links; the title comes back on leaving", async ({
  page,
  visit,
}) => {
  const all = await publicTrainers(page);
  const t = all.find(
    (x) => x.email && x.upcomingClasses.length > 0 && x.instagram && x.profilePicture !== undefined,
  );
  expect(t, "a demo trainer with a public e-mail, classes and social links").toBeTruthy();
  if (!t) return;
  await visit(`/${t.customUrlSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: t.displayName })).toBeVisible();
  await expect(page).toHaveTitle(profileMeta(t, "Soul Punch").title);
  await expect(page.getByText(`${t.city}, ${t.state}`).first()).toBeVisible();
  await expect(page.getByLabel(t.country)).toHaveText(t.country === "Canada" ? "CAN" : "USA");
  await expect(page.getByText(t.publicBio.slice(0, 40))).toBeVisible();
  for (const s of t.classTypes) await expect(page.getByText(s, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(t.availabilityDescription)).toBeVisible();

  const classes = page.getByRole("region", { name: "Upcoming Classes" }).getByRole("listitem");
  await expect(classes).toHaveCount(t.upcomingClasses.length);
  await expect(page.getByRole("link", { name: /Register for class/ })).toHaveCount(
    t.upcomingClasses.filter((c) => c.paymentLink).length,
  );
  await expect(page.getByRole("link", { name: /Add to calendar/ }).first()).toHaveAttribute(
    "href",
    `/api/calendar/classes/${t.upcomingClasses[0]!.id}.ics`,
  );
  await expect(
    page.getByRole("region", { name: "Connect" }).getByRole("link", { name: /Instagram/ }),
  ).toBeVisible();

  await page.getByRole("button", { name: `Contact ${t.firstName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Contact ${t.firstName}` });
  await expect(dialog).toContainText(t.email!);
  await expect(dialog).toContainText("Self-Defense Training Inquiry");
  await expect(dialog.getByRole("link", { name: "Write an e-mail" })).toHaveAttribute(
    "href",
    `mailto:${t.email}?subject=Self-Defense%20Training%20Inquiry`,
  );
  await page.keyboard.press("Escape");

  await expect(page.getByRole("link", { name: /Get the Soul Punch Device/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  await page.getByRole("link", { name: "Back to Trainer Directory" }).click();
  await expect(page).toHaveURL(/\/find-trainer$/);
  await expect(page).toHaveTitle("Soul Punch Certified Trainers Directory");
});

test("a trainer with no classes, no picture and no social links shows every default", async ({
  page,
  visit,
}) => {
  const seeded = await seedTrainer(page, { name: "Odalys Brightwater", city: "Calgary", state: "AB" });
  await visit(`/${seeded.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Odalys" })).toBeVisible();
  await expect(page).toHaveTitle("Odalys - Soul Punch Trainer");
  await expect(page.getByText("Calgary, AB")).toBeVisible();
  await expect(page.getByLabel("Canada")).toHaveText("CAN");
  await expect(page.getByRole("img", { name: "Odalys, certified trainer" })).toBeVisible();
  await expect(page.getByText("Certified Soul Punch Trainer")).toHaveCount(2); // bio and experience
  await expect(page.getByText("Contact for availability")).toBeVisible();
  await expect(page.getByText("Women's Self Defense")).toBeVisible();
  await expect(page.getByText("No classes currently scheduled")).toBeVisible();
  await expect(page.getByRole("region", { name: "Connect" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Contact / })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Get the Soul Punch Device/ })).toHaveAttribute(
    "href",
    "https://shop.soulpunch.example/?ref=soulpunch",
  );
});

test("/public/trainer/:id shows the same profile; an unknown slug is 'Trainer Not Found' with status 404", async ({
  page,
  visit,
}) => {
  const [first] = await publicTrainers(page);
  await visit(`/public/trainer/${first!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: first!.displayName })).toBeVisible();

  const response = await page.goto("/no-such-trainer-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Trainer Not Found" })).toBeVisible();
  await expect(page.getByText("The trainer profile you're looking for doesn't exist.")).toBeVisible();
  await expect(page).toHaveTitle(/^Trainer Not Found \| /);
  await expectAccessible(page);
});

test("a free class says Free on the profile, as on the card", async ({ page, visit }) => {
  const all = await publicTrainers(page);
  const t = all.find((x) => x.upcomingClasses.some((c) => c.priceCents === 0));
  expect(t, "a demo trainer with a free class").toBeTruthy();
  if (!t) return;
  const free = t.upcomingClasses.find((c) => c.priceCents === 0)!;
  await visit(`/${t.customUrlSlug}`);
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: free.title }) });
  await expect(item.first()).toContainText("Free");
});

test("the profile arrives drawn by the server: read without JavaScript, never asked for again", async ({
  page,
  browser,
}) => {
  const [first] = await publicTrainers(page);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/${first!.customUrlSlug}`);
  await expect(plain.getByRole("heading", { level: 1, name: first!.displayName })).toBeVisible();
  await expect(plain.getByRole("status", { name: "Loading trainer profile" })).toHaveCount(0);
  await noScript.close();

  // With JavaScript the page hydrates from the answer it carries: no call for the profile.
  const asked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/trainer-profile/")) asked.push(r.url());
  });
  await page.goto(`/${first!.customUrlSlug}`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: first!.displayName })).toBeVisible();
  expect(asked).toEqual([]);
});

test("a class page: details, trainer link, add to calendar; unknown class", async ({ page, visit }) => {
  const owner = (await publicTrainers(page)).find((x) => x.upcomingClasses.some((c) => c.paymentLink))!;
  const c = owner.upcomingClasses.find((x) => x.paymentLink)!;
  await visit(`/${owner.customUrlSlug}`);
  await page.getByRole("link", { name: c.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/public/class/${c.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByText(c.time).first()).toBeVisible();
  // Issue 33: the class page reserves; the trainer's payment link comes with the confirmed spot.
  await expect(page.getByRole("button", { name: /^(Reserve a spot|Join the waitlist)$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
    "href",
    `/api/calendar/classes/${c.id}.ics`,
  );
  await expectAccessible(page);
  const ics = await page.request.get(`/api/calendar/classes/${c.id}.ics`);
  expect(await ics.text()).toContain("BEGIN:VEVENT");
  await page.getByRole("link", { name: "View profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/${owner.customUrlSlug}$`));

  const missing = await page.goto("/public/class/00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Class Not Found" })).toBeVisible();
});

test("the profile fits a phone @phone", async ({ page, visit }) => {
  const [first] = await publicTrainers(page);
  await visit(`/${first!.customUrlSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
