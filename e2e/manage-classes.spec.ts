import type { Browser, Locator, Page } from "@playwright/test";
import { CLASS_DEFAULTS, CLASS_TEXT, type OwnClassList } from "../src/shared/contracts/manage-classes";
import { zoneLabel } from "../src/shared/time-zones";
import { expect, expectAccessible, login, type SeededTrainer, seedTrainer, test } from "./support/fixtures";
import { navigateInApp } from "./support/hydration";

/*
 * The class calendar (issue 13; spec portal §2 Class calendar, §5 class form, §8): each validation
 * message under its field, add, edit (the price kept) and delete behind an in-page confirmation, the
 * class reaching the directory, the trainer's page and the .ics feed and leaving them again; two windows
 * on one list (the version check answers 409, nothing typed is lost, Reload shows the other window's
 * class); the empty, loading and error states; the phone layout. Every trainer is the test's own
 * (seedTrainer: certified and publicly listed), so the demo data stays as seeded.
 */

const CALENDAR = "/trainer-portal/calendar";

let run = 0;
/** Letters only: a first name the directory's search finds, unique per call. */
const tag = () =>
  `${Date.now().toString(36)}${(run++).toString(36)}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);

type Trainer = SeededTrainer & { firstName: string };

async function signedInTrainer(page: Page): Promise<Trainer> {
  const firstName = `Cal${tag()}`;
  const trainer = await seedTrainer(page, { name: `${firstName} Planner` });
  await login(page, trainer.email);
  return { ...trainer, firstName };
}

/** The list as the server answers it now (the page's own cookies). */
async function ownList(page: Page): Promise<OwnClassList> {
  const response = await page.request.get("/api/trainer-classes");
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** A day `n` days after `day` (YYYY-MM-DD). */
function dayAfter(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

async function openCalendar(page: Page) {
  await page.goto(CALENDAR);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Classes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Class", exact: true }).first()).toBeVisible();
}

async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Add Class", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Class" });
  await expect(dialog).toBeVisible();
  return dialog;
}

type ClassFields = {
  title?: string;
  date: string;
  hour: string;
  minute?: string;
  half?: "AM" | "PM";
  location: string;
  paymentLink: string;
  price?: string;
};

async function fillClass(dialog: Locator, c: ClassFields) {
  if (c.title !== undefined) await dialog.getByLabel("Class title").fill(c.title);
  await dialog.getByLabel("Date").fill(c.date);
  await dialog.getByLabel("Hour").selectOption(c.hour);
  if (c.minute) await dialog.getByLabel("Minute").selectOption(c.minute);
  if (c.half) await dialog.getByLabel("AM or PM").selectOption(c.half);
  await dialog.getByLabel("Location").fill(c.location);
  await dialog.getByLabel("Payment link").fill(c.paymentLink);
  if (c.price !== undefined) await dialog.getByLabel("Price").fill(c.price);
}

/**
 * What a visitor sees (a fresh browser: the directory's list may be kept 30 s by the browser's HTTP
 * cache): the trainer's directory card, their page and their .ics feed show the class, or do not.
 */
async function expectPublic(browser: Browser, trainer: Trainer, title: string, shown: boolean) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto("/find-trainer");
  await visitor.getByRole("searchbox", { name: "Search trainers" }).fill(trainer.firstName);
  const card = visitor.getByTestId("trainer-card");
  await expect(card).toHaveCount(1);
  if (shown) await expect(card).toContainText(title);
  else await expect(card).not.toContainText(title);
  await expectAccessible(visitor);

  await visitor.goto(`/${trainer.slug}`);
  const classes = visitor.getByRole("region", { name: "Upcoming Classes" });
  if (shown) await expect(classes.getByRole("heading", { name: title })).toBeVisible();
  else await expect(classes.getByText("No classes currently scheduled")).toBeVisible();

  const feed = await visitor.request.get(`/api/calendar/trainers/${trainer.slug}.ics`);
  expect(feed.status()).toBe(200);
  const text = await feed.text();
  if (shown) expect(text).toContain(`SUMMARY:${title}`);
  else expect(text).not.toContain(title);
  await context.close();
}

const listed = (page: Page, title: string) => page.getByTestId("own-class").filter({ hasText: title });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test("add with every validation message, edit with the price kept, delete after an in-page confirmation; the public pages and the feed follow", async ({
  page,
  browser,
  visit,
}) => {
  // Many steps, two visitors' browsers and axe on each state.
  test.setTimeout(90_000);
  const trainer = await signedInTrainer(page);
  const { today, timeZone } = await ownList(page);
  const date = dayAfter(today, 9);
  const title = `Campus Safety ${tag()}`;
  const edited = `Campus Safety Night ${tag()}`;
  const link = "https://buy.stripe.com/test_campus";

  await visit(CALENDAR);
  await expect(page.getByText(CLASS_TEXT.pageTitle)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
    "href",
    "/trainer-portal",
  );
  await expect(page.getByRole("heading", { name: "How to add a class" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How to delete a class" })).toBeVisible();
  await expect(page.getByText(CLASS_TEXT.emptyTitle)).toBeVisible();
  await expect(page.getByText(CLASS_TEXT.emptyText)).toBeVisible();
  // The reference calendar highlights the trainer's real today.
  await expect(page.getByTestId("month-grid").locator('[aria-current="date"]')).toHaveAttribute(
    "data-day",
    today,
  );

  // The form's defaults: the spec's title and price, PM, the end time read-only, dates from today.
  const dialog = await openAddDialog(page);
  // The zone as people say it, with its id (issue 31): "Central Time (America/Chicago)".
  await expect(dialog).toContainText(`Times are in ${zoneLabel(timeZone)}`);
  await expect(dialog.getByLabel("Class title")).toHaveValue(CLASS_DEFAULTS.title);
  await expect(dialog.getByLabel("Price")).toHaveValue("$75");
  await expect(dialog.getByLabel("AM or PM")).toHaveValue("PM");
  await expect(dialog.getByLabel("Date")).toHaveAttribute("min", today);
  await expect(dialog.getByLabel("End time")).toHaveAttribute("readonly", "");
  await expect(dialog.getByLabel("Private notes")).toBeVisible();
  await expect(dialog.getByText("Only you see these notes.")).toBeVisible();

  // Each required field's message, under its field; each goes once its field is filled.
  const save = dialog.getByRole("button", { name: "Add Class", exact: true });
  const errorOf = (id: string) => dialog.locator(`#class-${id}-error`);
  await dialog.getByLabel("Class title").fill("");
  await save.click();
  await expect(errorOf("title")).toHaveText(CLASS_TEXT.titleRequired);
  await expect(errorOf("date")).toHaveText(CLASS_TEXT.dateRequired);
  await expect(errorOf("hour")).toHaveText(CLASS_TEXT.startRequired);
  await expect(errorOf("location")).toHaveText(CLASS_TEXT.locationRequired);
  await expect(errorOf("paymentLink")).toHaveText(CLASS_TEXT.paymentLinkRequired);
  await expect(dialog.getByLabel("Class title")).toBeFocused();
  await expectAccessible(page);

  await dialog.getByLabel("Class title").fill(title);
  await save.click();
  await expect(errorOf("title")).toHaveCount(0);
  await expect(errorOf("date")).toHaveText(CLASS_TEXT.dateRequired);
  await dialog.getByLabel("Date").fill(dayAfter(today, -1));
  await save.click();
  await expect(errorOf("date")).toHaveText(CLASS_TEXT.datePast);
  await dialog.getByLabel("Date").fill(date);
  await save.click();
  await expect(errorOf("date")).toHaveCount(0);
  await expect(errorOf("hour")).toHaveText(CLASS_TEXT.startRequired);
  await dialog.getByLabel("Hour").selectOption("10");
  await save.click();
  await expect(errorOf("hour")).toHaveText(CLASS_TEXT.endsAfterMidnight);
  await dialog.getByLabel("Hour").selectOption("6");
  await dialog.getByLabel("Minute").selectOption("30");
  await expect(dialog.getByLabel("End time")).toHaveValue("8:30 PM");
  await save.click();
  await expect(errorOf("hour")).toHaveCount(0);
  await expect(errorOf("location")).toHaveText(CLASS_TEXT.locationRequired);
  await dialog.getByLabel("Location").fill("Riverside Community Center, Tulsa, OK");
  await save.click();
  await expect(errorOf("location")).toHaveCount(0);
  await expect(errorOf("paymentLink")).toHaveText(CLASS_TEXT.paymentLinkRequired);
  await dialog.getByLabel("Payment link").fill("not a link");
  await save.click();
  await expect(errorOf("paymentLink")).toHaveText(CLASS_TEXT.paymentLinkInvalid);
  await dialog.getByLabel("Payment link").fill(link);
  await dialog.getByLabel("Price").fill("seventy");
  await save.click();
  await expect(errorOf("paymentLink")).toHaveCount(0);
  await expect(errorOf("price")).toHaveText(CLASS_TEXT.priceInvalid);
  await dialog.getByLabel("Price").fill("$75");
  // Optional details.
  await dialog.getByLabel("Capacity").fill("20");
  await dialog.getByLabel("Type").selectOption("workshop");
  await dialog.getByLabel("Level").selectOption("beginner");
  await dialog.getByLabel("Tags").fill("campus, students");
  await dialog.getByLabel("Private notes").fill("Bring the pads.");
  await save.click();

  await expect(toast(page, CLASS_TEXT.addedTitle)).toBeVisible();
  await expect(toast(page, CLASS_TEXT.added)).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = listed(page, title);
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId("class-price")).toHaveText("Price: $75");
  await expect(item).toContainText("6:30 PM - 8:30 PM");
  await expect(item).toContainText("Riverside Community Center, Tulsa, OK");
  await expect(item).toContainText("Workshop");
  await expect(item.getByTestId("reservation-counts")).toHaveText("0 / 20 reserved, 0 on the waitlist");
  await expect(item).toContainText("Bring the pads.");
  const registration = item.getByRole("link", { name: /^Registration Link/ });
  await expect(registration).toHaveAttribute("href", link);
  await expect(registration).toHaveAttribute("target", "_blank");
  await expect(registration).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("region", { name: "You have 1 saved class" })).toContainText(title);
  let stored = await ownList(page);
  expect(stored.classes).toHaveLength(1);
  expect(stored.classes[0]).toMatchObject({
    title,
    date,
    startTime: "18:30",
    endTime: "20:30",
    priceCents: 7500,
  });
  expect(stored.classes[0]!.tags).toEqual(["campus", "students"]);
  await expectAccessible(page);

  // Edit: the fields come back; a new title is saved and the untouched price is kept.
  await item.getByRole("button", { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Class" });
  await expect(editDialog.getByLabel("Class title")).toHaveValue(title);
  await expect(editDialog.getByLabel("Date")).toHaveValue(date);
  await expect(editDialog.getByLabel("Hour")).toHaveValue("6");
  await expect(editDialog.getByLabel("Minute")).toHaveValue("30");
  await expect(editDialog.getByLabel("AM or PM")).toHaveValue("PM");
  await expect(editDialog.getByLabel("Price")).toHaveValue("$75");
  await expect(editDialog.getByLabel("Payment link")).toHaveValue(link);
  await expect(editDialog.getByLabel("Private notes")).toHaveValue("Bring the pads.");
  await editDialog.getByLabel("Class title").fill(edited);
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, CLASS_TEXT.updatedTitle)).toBeVisible();
  await expect(toast(page, CLASS_TEXT.updated)).toBeVisible();
  await expect(listed(page, edited).getByTestId("class-price")).toHaveText("Price: $75");
  await expect(listed(page, title)).toHaveCount(0);
  stored = await ownList(page);
  expect(stored.classes[0]).toMatchObject({ title: edited, priceCents: 7500, startTime: "18:30" });

  // The public side shows the saved class: the directory card, the trainer's page and the feed.
  await expectPublic(browser, trainer, edited, true);

  // Delete: an in-page confirmation; Cancel keeps the class.
  await listed(page, edited)
    .getByRole("button", { name: `Delete ${edited}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this class?" });
  await expect(confirm).toContainText(edited);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(listed(page, edited)).toHaveCount(1);
  await listed(page, edited)
    .getByRole("button", { name: `Delete ${edited}` })
    .click();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(page, CLASS_TEXT.deletedTitle)).toBeVisible();
  await expect(toast(page, CLASS_TEXT.deleted)).toBeVisible();
  await expect(listed(page, edited)).toHaveCount(0);
  await expect(page.getByText(CLASS_TEXT.emptyTitle)).toBeVisible();
  expect((await ownList(page)).classes).toEqual([]);

  // ...and it leaves the public side.
  await expectPublic(browser, trainer, edited, false);
});

test("two windows on one list: the stale one gets the conflict message, keeps what was typed, and Reload shows the other's class", async ({
  page,
  browser,
}) => {
  // Two windows, each signed in.
  test.setTimeout(60_000);
  const trainer = await signedInTrainer(page);
  const other = await browser.newContext();
  const second = await other.newPage();
  await login(second, trainer.email);
  const { today } = await ownList(page);
  const first = `First window ${tag()}`;
  const mine = `Second window ${tag()}`;
  await openCalendar(page);
  await openCalendar(second);

  const a = await openAddDialog(page);
  await fillClass(a, {
    title: first,
    date: dayAfter(today, 3),
    hour: "9",
    half: "AM",
    location: "North Gym, Tulsa, OK",
    paymentLink: "https://example.com/first",
  });
  await a.getByRole("button", { name: "Add Class", exact: true }).click();
  await expect(listed(page, first)).toHaveCount(1);

  // The second window still shows the list before that class: its save is refused (409).
  const b = await openAddDialog(second);
  await fillClass(b, {
    title: mine,
    date: dayAfter(today, 4),
    hour: "7",
    location: "South Gym, Tulsa, OK",
    paymentLink: "https://example.com/second",
    price: "0",
  });
  await b.getByRole("button", { name: "Add Class", exact: true }).click();
  await expect(b.getByRole("alert").filter({ hasText: CLASS_TEXT.conflict })).toBeVisible();
  await expect(toast(second, CLASS_TEXT.addFailed(CLASS_TEXT.conflict))).toBeVisible();
  await expect(b.getByLabel("Class title")).toHaveValue(mine);
  await expect(b.getByLabel("Price")).toHaveValue("0");
  await expectAccessible(second);
  expect((await ownList(second)).classes.map((c) => c.title)).toEqual([first]);

  // Reload: the first window's class is there; the dialog still holds the second's, which now saves.
  await b.getByRole("button", { name: "Reload" }).click();
  await expect(b.getByRole("status")).toHaveText("The list is up to date. Check your class and save again.");
  await expect(listed(second, first)).toHaveCount(1);
  await expect(b.getByLabel("Class title")).toHaveValue(mine);
  await b.getByRole("button", { name: "Add Class", exact: true }).click();
  await expect(toast(second, CLASS_TEXT.addedTitle)).toBeVisible();
  await expect(listed(second, first)).toHaveCount(1);
  await expect(listed(second, mine).getByTestId("class-price")).toHaveText("Price: Free");

  // Now the first window is the stale one: its delete is refused, and Reload on the page shows both.
  await listed(page, first)
    .getByRole("button", { name: `Delete ${first}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  const alert = page.getByRole("alert").filter({ hasText: CLASS_TEXT.conflict });
  await expect(alert).toBeVisible();
  await expect(toast(page, CLASS_TEXT.deleteFailed)).toBeVisible();
  await expect(listed(page, first)).toHaveCount(1);
  await alert.getByRole("button", { name: "Reload" }).click();
  await expect(alert).toBeHidden();
  await expect(listed(page, mine)).toHaveCount(1);
  await expect(listed(page, first)).toHaveCount(1);
  await other.close();
});

test("a server's field message shows under its field, and an edit's failure says so", async ({ page }) => {
  await signedInTrainer(page);
  const { today } = await ownList(page);
  await openCalendar(page);
  const issue = "Must be 200 characters or fewer.";
  await page.route("**/api/trainer-classes", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          json: {
            error: "Bad Request",
            message: `class.location: ${issue}`,
            issues: [{ field: "class.location", message: issue }],
          },
        })
      : route.continue(),
  );
  const dialog = await openAddDialog(page);
  await fillClass(dialog, {
    date: dayAfter(today, 2),
    hour: "6",
    location: "Somewhere, Tulsa, OK",
    paymentLink: "https://example.com/pay",
  });
  await dialog.getByRole("button", { name: "Add Class", exact: true }).click();
  await expect(dialog.locator("#class-location-error")).toHaveText(issue);
  await expect(dialog.getByLabel("Location")).toBeFocused();

  // Any other failure: the spec's toast, and the dialog keeps the values.
  await page.unroute("**/api/trainer-classes");
  await page.route("**/api/trainer-classes", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, json: { error: "Internal Server Error", message: "Database down" } })
      : route.continue(),
  );
  await dialog.getByRole("button", { name: "Add Class", exact: true }).click();
  await expect(toast(page, CLASS_TEXT.addFailed("Database down"))).toBeVisible();
  await expect(dialog.getByLabel("Location")).toHaveValue("Somewhere, Tulsa, OK");
  await page.unroute("**/api/trainer-classes");
  await dialog.getByRole("button", { name: "Add Class", exact: true }).click();
  await expect(toast(page, CLASS_TEXT.addedTitle)).toBeVisible();

  await page.route(/\/api\/trainer-classes\/[^/]+$/, (route) =>
    route.fulfill({ status: 500, json: { error: "Internal Server Error", message: "Database down" } }),
  );
  const item = listed(page, CLASS_DEFAULTS.title);
  await item.getByRole("button", { name: `Edit ${CLASS_DEFAULTS.title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Class" });
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, CLASS_TEXT.editFailed)).toBeVisible();
  await expect(edit).toBeVisible();
  await edit.getByRole("button", { name: "Cancel" }).click();
  await item.getByRole("button", { name: `Delete ${CLASS_DEFAULTS.title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(page, CLASS_TEXT.deleteFailed)).toBeVisible();
  await expect(item).toHaveCount(1);
});

test("the loading, error and empty states", async ({ page }) => {
  await signedInTrainer(page);
  // Loading: skeletons shaped like the calendar and the list.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/trainer-classes", async (route) => {
    await held;
    await route.continue();
  });
  // A move inside the app: the screen reads its classes in the browser (a first load is the server's).
  await navigateInApp(page, CALENDAR);
  await expect(page.getByRole("status", { name: "Loading classes" })).toBeVisible();
  release();
  await expect(page.getByText(CLASS_TEXT.emptyTitle)).toBeVisible();
  await page.unroute("**/api/trainer-classes");

  // Error: the read fails (after its one retry); Try again reads it again.
  await page.route("**/api/trainer-classes", (route) =>
    route.fulfill({ status: 500, json: { error: "Internal Server Error", message: "Database down" } }),
  );
  await page.goto("/trainer-portal/dashboard");
  await navigateInApp(page, CALENDAR);
  const error = page.getByRole("alert").filter({ hasText: "We couldn't load your classes" });
  await expect(error).toBeVisible({ timeout: 10_000 });
  await expect(error).toContainText("Database down");
  await expect(page.getByRole("button", { name: "Add Class", exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.unroute("**/api/trainer-classes");
  await error.getByRole("button", { name: "Try again" }).click();

  // Empty: the sentence says what to do, and its button opens the form.
  const empty = page.getByRole("region", { name: "Upcoming Classes" });
  await expect(empty.getByText(CLASS_TEXT.emptyTitle)).toBeVisible();
  await expect(empty.getByText(CLASS_TEXT.emptyText)).toBeVisible();
  await expect(page.getByRole("region", { name: /saved class/ })).toHaveCount(0);
  await expectAccessible(page);
  await empty.getByRole("button", { name: "Add Class" }).click();
  await expect(page.getByRole("dialog", { name: "Add Class" })).toBeVisible();
});

test("the class calendar on a phone: the list and the dialog fit 390 px, nothing scrolls sideways @phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInTrainer(page);
  const { today } = await ownList(page);
  // Two classes through the API, as the screen would send them.
  let version = (await ownList(page)).version;
  for (const [n, title] of [
    [2, "Evening Basics with a rather long title that has to wrap on a phone"],
    [5, "Weekend Workshop"],
  ] as const) {
    const response = await page.request.post("/api/trainer-classes", {
      data: {
        version,
        class: {
          title,
          date: dayAfter(today, n),
          startTime: "18:00",
          location: "Riverside Community Center, 1200 South Riverside Parkway, Tulsa, OK",
          priceCents: n === 2 ? 7500 : 4550,
          paymentLink: "https://buy.stripe.com/test_phone",
          tags: ["adults"],
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    version = (await response.json()).version;
  }
  await openCalendar(page);
  await expect(page.getByTestId("own-class")).toHaveCount(2);
  await expect(listed(page, "Weekend Workshop").getByTestId("class-price")).toHaveText("Price: $45.50");
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // Tap targets: the icons and the Registration Link are at least 44 px.
  const item = listed(page, "Weekend Workshop");
  for (const target of [
    item.getByRole("button", { name: "Edit Weekend Workshop" }),
    item.getByRole("button", { name: "Delete Weekend Workshop" }),
    item.getByRole("link", { name: /^Registration Link/ }),
  ]) {
    const box = await target.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  if (process.env.CLASSES_SHOTS) await page.screenshot({ path: "/tmp/classes-390.png", fullPage: true });

  // The dialog fits the screen and scrolls inside itself.
  await item.getByRole("button", { name: "Edit Weekend Workshop" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Class" });
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(dialog.getByLabel("Price")).toHaveValue("$45.50");
  await expectAccessible(page);
  if (process.env.CLASSES_SHOTS) await page.screenshot({ path: "/tmp/classes-dialog-390.png" });
  const save = dialog.getByRole("button", { name: "Save Changes" });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(toast(page, CLASS_TEXT.updatedTitle)).toBeVisible();
});

test("the class calendar at 1280 px (screenshots on demand)", async ({ page }) => {
  test.skip(!process.env.CLASSES_SHOTS, "screenshots only when CLASSES_SHOTS is set");
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInTrainer(page);
  const { today, version } = await ownList(page);
  await page.request.post("/api/trainer-classes", {
    data: {
      version,
      class: {
        title: "2-Hour Basic Self-Defense Class",
        date: dayAfter(today, 1),
        startTime: "18:00",
        location: "Riverside Community Center, Tulsa, OK",
        paymentLink: "https://buy.stripe.com/test_desktop",
        type: "workshop",
        level: "beginner",
        capacity: 20,
      },
    },
  });
  await openCalendar(page);
  await page.screenshot({ path: "/tmp/classes-1280.png", fullPage: true });
  await page.getByRole("button", { name: "Add Class", exact: true }).first().click();
  await page.getByRole("dialog", { name: "Add Class" }).getByRole("button", { name: "Add Class" }).click();
  await page.screenshot({ path: "/tmp/classes-dialog-1280.png" });
});
