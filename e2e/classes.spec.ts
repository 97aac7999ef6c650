/**
 * The classes screens (spec public-site 2.4 to 2.6): Find Self-Defense Classes at /public/classes
 * (Calendar and List) and /public (Today, Week, Month), the class calendar feed at /public-calendar and
 * Classes and Workshops at /classes. Expected figures come from GET /api/public-trainers through the
 * shared rules (src/shared/class-listing.ts), never from demo names; the screens themselves read GET
 * /api/public-classes (the window they show, or the list's pages), which the mocks below alter.
 */
import type { Page } from "@playwright/test";
import {
  availableText,
  byDateAndTime,
  CLASS_PAGE_SIZE,
  chipName,
  chipText,
  chipTitle,
  cityOptions,
  classesByDay,
  classesInPeriod,
  classOptionCounts,
  dayClasses,
  dayTitle,
  filterClasses,
  filterWorkshops,
  firstOfEachDay,
  type ListedClass,
  localToday,
  monthOf,
  monthTitle,
  monthWindow,
  type Period,
  paddedMonth,
  periodHeading,
  regionOf,
  regionOptions,
  shiftMonth,
  workshopOptionCounts,
} from "../src/shared/class-listing";
import type { PublicClassesAnswer } from "../src/shared/contracts/public-classes";
import { expect, expectAccessible, publicClasses, test } from "./support/fixtures";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const NONSENSE = "zzqx no class is called this";

/** The list cards of Find Self-Defense Classes and the feed (each has a Class Details button). */
const cards = (page: Page) => page.getByRole("list", { name: "Classes" }).locator(":scope > li");
const grid = (page: Page) => page.getByTestId("month-grid");
const chips = (page: Page) => grid(page).locator("button[title]");

/** The classes in the grid of a month: whole weeks, so the padded days show theirs too. */
function inGrid(all: ListedClass[], month = monthOf(localToday())) {
  const { start, end } = paddedMonth(month);
  return all.filter((c) => c.date >= start && c.date <= end);
}

/** The classes a calendar draws: per day, those before its "+N more". */
function drawn(classes: ListedClass[]) {
  return [...classesByDay(classes).values()].flatMap((day) => [...dayClasses(day).shown]);
}

/** The chips of a month's grid. */
const chipsIn = (all: ListedClass[], month = monthOf(localToday())) => drawn(inGrid(all, month));

/** How many cards a list shows before "Show more classes". */
const firstPage = (n: number) => Math.min(n, CLASS_PAGE_SIZE);

function fullDate(day: string) {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The screens' one call (GET /api/public-classes?...), for page.route and waitForRequest. */
const CLASSES_API = (url: URL) => url.pathname === "/api/public-classes";

/** Serves every classes answer altered by `change`. */
async function alterClasses(
  page: Page,
  change: (answer: PublicClassesAnswer, url: URL) => PublicClassesAnswer,
) {
  await page.route(CLASSES_API, async (route) => {
    const response = await route.fetch();
    const url = new URL(route.request().url());
    await route.fulfill({ response, json: change((await response.json()) as PublicClassesAnswer, url) });
  });
}

/** Serves the real answers with every class removed, for the empty states. */
async function withoutClasses(page: Page) {
  const none = { all: 0, byValue: {} };
  await alterClasses(page, (answer) => ({
    ...answer,
    classes: [],
    total: 0,
    next: null,
    remaining: 0,
    locations: [],
    counts: { location: none, type: answer.counts.type && none },
    trainerName: null,
  }));
}

async function failingList(page: Page) {
  await page.route(CLASSES_API, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' }),
  );
}

/**
 * The first window or page of a screen comes with its HTML (the route's loader, issue 29), so a mock of
 * the API meets only what the screen asks next: another month, or the view it was not opened in.
 */
async function askBeyondThePage(page: Page, path: string) {
  if (path === "/classes") await page.getByRole("tab", { name: "Calendar View" }).click();
  else await page.getByRole("button", { name: "Next month" }).click();
}

async function supportEmail(page: Page): Promise<string> {
  // The root route's loader data (app/root.tsx) in the hydrated router.
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __reactRouterDataRouter: { state: { loaderData: { root: { site: { supportEmail: string } } } } };
        }
      ).__reactRouterDataRouter.state.loaderData.root.site.supportEmail,
  );
}

test.describe("Find Self-Defense Classes (/public/classes)", () => {
  test("the calendar: month grid, weekday headers, today, chips with their tooltip", async ({
    page,
    visit,
  }) => {
    const all = await publicClasses(page);
    const today = localToday();
    const month = monthOf(today);
    await visit("/public/classes");
    await expect(page).toHaveTitle(/^Find Self-Defense Classes/);
    await expect(page.getByRole("heading", { level: 1, name: "Find Self-Defense Classes" })).toBeVisible();
    await expect(page.getByText(/Connect with certified .* trainers/)).toBeVisible();
    await expect(page.getByPlaceholder("Search classes, trainers, or locations...")).toBeVisible();
    await expect(page.getByRole("button", { name: "Calendar", pressed: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "List", pressed: false })).toBeVisible();

    await expect(page.getByRole("heading", { name: monthTitle(month) })).toBeVisible();
    for (const day of WEEKDAYS) await expect(grid(page).getByText(day, { exact: true })).toBeVisible();
    await expect(grid(page).locator('[aria-current="date"]')).toHaveCount(1);
    await expect(grid(page).locator('[aria-current="date"]')).toHaveAttribute("data-day", today);
    const { start, end } = paddedMonth(month);
    await expect(grid(page).locator("[data-day]").first()).toHaveAttribute("data-day", start);
    await expect(grid(page).locator("[data-day]").last()).toHaveAttribute("data-day", end);
    await expect(grid(page).locator("[data-day]")).toHaveCount(
      (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1,
    );
    const cell = await grid(page).locator("[data-day]").first().boundingBox();
    expect(cell?.height).toBeGreaterThanOrEqual(120);

    const shown = chipsIn(all, month);
    expect(shown.length, "demo classes this month").toBeGreaterThan(0);
    await expect(chips(page)).toHaveCount(shown.length);
    const first = shown[0]!;
    const chip = chips(page).first();
    await expect(chip).toHaveAttribute("title", chipTitle(first));
    await expect(chip).toHaveAccessibleName(chipName(first));
    await expect(chip).toHaveText(chipText(first));
  });

  test("a chip switches to the list and brings its class into view; Today, previous and next", async ({
    page,
    visit,
  }) => {
    const all = await publicClasses(page);
    const month = monthOf(localToday());
    await visit("/public/classes");
    const target = chipsIn(all, month).at(-1)!;
    await grid(page)
      .getByRole("button", { name: chipTitle(target) })
      .first()
      .click();
    await expect(page.getByRole("button", { name: "List", pressed: true })).toBeVisible();
    // The list shows at least a page, and as far down as the chosen class.
    const position = all.findIndex((c) => c.id === target.id);
    await expect(cards(page)).toHaveCount(Math.max(firstPage(all.length), position + 1));
    const card = page.locator(`[id="class-${target.id}"]`);
    await expect(card).toBeInViewport();
    await expect(card).toBeFocused();
    await expect(card).toHaveAttribute("data-highlighted", "true");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Calendar", exact: true }).click();
    await page.getByRole("button", { name: "Next month" }).click();
    const next = shiftMonth(month, 1);
    await expect(page.getByRole("heading", { name: monthTitle(next) })).toBeVisible();
    await expect(chips(page)).toHaveCount(chipsIn(all, next).length);
    // Today is not in next month (it may still show among the leading days of the previous one).
    await expect(grid(page).locator('[aria-current="date"]:not([data-outside])')).toHaveCount(0);
    await page.getByRole("button", { name: "Previous month" }).click();
    await page.getByRole("button", { name: "Previous month" }).click();
    await expect(page.getByRole("heading", { name: monthTitle(shiftMonth(month, -1)) })).toBeVisible();
    await expect(grid(page).locator("[data-outside]").first()).toBeVisible();
    await page.getByRole("button", { name: "Today", exact: true }).click();
    await expect(page.getByRole("heading", { name: monthTitle(month) })).toBeVisible();
    await expect(grid(page).locator('[aria-current="date"]')).toHaveCount(1);
  });

  test("the list: cards, the location filter with All Locations, search, empty result", async ({
    page,
    visit,
  }) => {
    const all = await publicClasses(page);
    await visit("/public/classes");
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(cards(page)).toHaveCount(firstPage(all.length));
    const ids = await cards(page).evaluateAll((els) => els.map((el) => el.id.replace(/^class-/, "")));
    expect(ids).toEqual(all.slice(0, CLASS_PAGE_SIZE).map((c) => c.id));

    const location = page.getByLabel("Location");
    const regions = regionOptions(all);
    // Each option with the number of classes it leads to (issue 16; e2e/class-filters.spec.ts).
    const counts = classOptionCounts(all, {}, regions).location;
    await expect(location.locator("option")).toHaveText([
      `All Locations (${all.length})`,
      ...regions.map((r) => `${r} (${counts.byValue.get(r)})`),
    ]);
    const region = regions.at(-1)!;
    await location.selectOption(region);
    await expect(cards(page)).toHaveCount(firstPage(filterClasses(all, { location: region }).length));
    await location.selectOption({ label: `All Locations (${all.length})` });
    await expect(location).toHaveValue("all");
    await expect(cards(page)).toHaveCount(firstPage(all.length));

    const search = page.getByLabel("Search classes");
    const byTrainer = all[0]!.trainerFirstName.toUpperCase();
    await search.fill(byTrainer);
    await expect(cards(page)).toHaveCount(firstPage(filterClasses(all, { search: byTrainer }).length));
    const city = all[0]!.location.split(",")[0]!.toLowerCase();
    await search.fill(city);
    await expect(cards(page)).toHaveCount(firstPage(filterClasses(all, { search: city }).length));
    // A region that still has classes for this search (one without is disabled).
    const withCity = regionOf(all[0]!.location);
    await location.selectOption(withCity);
    await expect(cards(page)).toHaveCount(
      firstPage(filterClasses(all, { search: city, location: withCity }).length),
    );
    await location.selectOption("all");

    await search.fill(NONSENSE);
    await expect(page.getByRole("heading", { name: "No classes found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await page.getByRole("button", { name: "Calendar", exact: true }).click();
    await expect(page.getByRole("heading", { name: "No classes found" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a card: with first name, price, full date, time, place, details dialog, registration text", async ({
    page,
    visit,
  }) => {
    const all = await publicClasses(page);
    const onFirstPage = all.slice(0, CLASS_PAGE_SIZE);
    const paid = onFirstPage.find((c) => c.paymentLink);
    const unpaid = onFirstPage.find((c) => !c.paymentLink);
    await visit("/public/classes");
    await page.getByRole("button", { name: "List", exact: true }).click();
    for (const c of [paid, unpaid]) {
      if (!c) continue;
      const card = page.locator(`[id="class-${c.id}"]`);
      await expect(card.getByRole("heading", { name: c.title })).toBeVisible();
      await expect(card).toContainText(`with ${c.trainerFirstName}`);
      await expect(card).toContainText(c.price);
      await expect(card).toContainText(`${fullDate(c.date)}, ${c.time}`);
      await expect(card).toContainText(c.location);
      await expect(card).toContainText(`Contact ${c.trainerFirstName} for registration`);
      await card.getByRole("button", { name: /^Class Details/ }).click();
      const dialog = page.getByRole("dialog", { name: c.title });
      await expect(dialog).toContainText(c.trainerName);
      await expect(dialog).toContainText(fullDate(c.date));
      await expect(dialog).toContainText(c.time);
      await expect(dialog).toContainText(c.location);
      await expect(dialog.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
        "href",
        `/api/calendar/classes/${encodeURIComponent(c.id)}.ics`,
      );
      const register = dialog.getByRole("link", { name: /^Register/ });
      if (c.paymentLink) {
        await expect(register).toHaveAttribute("href", c.paymentLink);
        await expect(register).toHaveAttribute("target", "_blank");
      } else {
        await expect(register).toHaveCount(0);
        await expect(dialog).toContainText(`Contact ${c.trainerFirstName} for registration`);
      }
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe("the period presentation (/public)", () => {
  test("Today, Week and Month with their headings, counts and date order; arrows only for Month", async ({
    page,
    visit,
  }) => {
    const all = await publicClasses(page);
    const today = localToday();
    const month = monthOf(today);
    const count = (period: Period, shown = month) => classesInPeriod(all, period, today, shown).length;
    const listedIds = () => cards(page).evaluateAll((els) => els.map((el) => el.id.replace(/^class-/, "")));

    await visit("/public");
    await expect(page.getByRole("heading", { level: 1, name: "Find Self-Defense Classes" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Calendar", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Month", pressed: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: periodHeading("month", month) })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${monthTitle(month)} Classes` })).toBeVisible();
    await expect(page.getByText(availableText(count("month")), { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(firstPage(count("month")));
    expect(await listedIds()).toEqual(
      classesInPeriod(all, "month", today, month)
        .slice(0, CLASS_PAGE_SIZE)
        .map((c) => c.id),
    );

    const next = shiftMonth(month, 1);
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.getByRole("heading", { name: `${monthTitle(next)} Classes` })).toBeVisible();
    await expect(page.getByText(availableText(count("month", next)), { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Previous month" }).click();
    await page.getByRole("button", { name: "Previous month" }).click();
    const previous = shiftMonth(month, -1);
    await expect(page.getByRole("heading", { name: `${monthTitle(previous)} Classes` })).toBeVisible();
    await expect(page.getByText(availableText(count("month", previous)), { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Next month" }).click();

    await page.getByRole("button", { name: "Week", exact: true }).click();
    await expect(page.getByRole("heading", { name: "This Week's Classes" })).toBeVisible();
    await expect(page.getByText(availableText(count("week")), { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next month" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Previous month" })).toHaveCount(0);
    expect(await listedIds()).toEqual(
      classesInPeriod(all, "week", today, month)
        .slice(0, CLASS_PAGE_SIZE)
        .map((c) => c.id),
    );

    await page.getByRole("button", { name: "Today", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Today's Classes" })).toBeVisible();
    await expect(page.getByText(availableText(count("day")), { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Today", pressed: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("the period filters combine with search and location", async ({ page, visit }) => {
    const all = await publicClasses(page);
    const today = localToday();
    const month = monthOf(today);
    await visit("/public");
    // A region with classes this month: one without any is disabled on /public (issue 16).
    const thisMonth = classesInPeriod(all, "month", today, month);
    expect(thisMonth.length, "demo classes this month").toBeGreaterThan(0);
    const region = regionOf(thisMonth[0]!.location);
    await page.getByLabel("Location").selectOption(region);
    const expected = classesInPeriod(filterClasses(all, { location: region }), "month", today, month);
    await expect(page.getByText(availableText(expected.length), { exact: true })).toBeVisible();
    await page.getByLabel("Search classes").fill(NONSENSE);
    await expect(page.getByText("0 classes available", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No classes found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  });
});

test.describe("the class calendar feed (/public-calendar)", () => {
  test("calendar and list, weekday labels, the training dialog, chip to list, month moves", async ({
    page,
    visit,
  }) => {
    const all = await publicClasses(page);
    const month = monthOf(localToday());
    await visit("/public-calendar");
    await expect(page).toHaveTitle(/^Class Calendar/);
    await expect(page.getByRole("heading", { level: 1, name: "Class Calendar" })).toBeVisible();
    await expect(page.getByRole("heading", { name: monthTitle(month) })).toBeVisible();
    for (const day of WEEKDAYS) await expect(grid(page).getByText(day, { exact: true })).toBeVisible();
    await expect(chips(page)).toHaveCount(chipsIn(all, month).length);
    await expect(grid(page).locator("[data-day]").first()).toHaveAttribute(
      "data-day",
      paddedMonth(month).start,
    );

    await page.getByRole("button", { name: "About the training" }).click();
    const about = page.getByRole("dialog", { name: "About our self-defense training" });
    await expect(about).toContainText("two hours");
    await expect(about).toContainText("boundary setting");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(about).toBeHidden();

    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.getByRole("heading", { name: monthTitle(shiftMonth(month, 1)) })).toBeVisible();
    await expect(chips(page)).toHaveCount(chipsIn(all, shiftMonth(month, 1)).length);
    await page.getByRole("button", { name: "Today", exact: true }).click();
    await expect(page.getByRole("heading", { name: monthTitle(month) })).toBeVisible();

    const target = chipsIn(all, month)[0]!;
    await chips(page).first().click();
    await expect(page.getByRole("button", { name: "List", pressed: true })).toBeVisible();
    const position = all.findIndex((c) => c.id === target.id);
    await expect(cards(page)).toHaveCount(Math.max(firstPage(all.length), position + 1));
    await expect(page.locator(`[id="class-${target.id}"]`)).toBeInViewport();
    await expect(page.locator(`[id="class-${target.id}"]`)).toHaveAttribute("data-highlighted", "true");
    await page.getByRole("button", { name: "Calendar", exact: true }).click();
    await expect(grid(page)).toBeVisible();
  });
});

test.describe("Classes and Workshops (/classes)", () => {
  test("header, footer, filters with All Locations and All Types, list and calendar tabs", async ({
    page,
    visit,
  }) => {
    const all = await publicClasses(page);
    await visit("/classes");
    await expect(page).toHaveTitle(/^Classes and Workshops/);
    await expect(page.getByRole("heading", { level: 1, name: "Classes and Workshops" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/home");
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const href of ["/terms-of-service", "/privacy", "/support", "/trainer-portal/login"])
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);

    const items = page.getByRole("tabpanel").getByRole("list", { name: "Classes" }).locator(":scope > li");
    await expect(page.getByRole("tab", { name: "List View", selected: true })).toBeVisible();
    await expect(items).toHaveCount(firstPage(all.length));

    const location = page.getByLabel("Location");
    const cities = cityOptions(all);
    const counts = workshopOptionCounts(all, {}, cities);
    await expect(location.locator("option")).toHaveText([
      `All Locations (${all.length})`,
      ...cities.map((c) => `${c} (${counts.location.byValue.get(c)})`),
    ]);
    await location.selectOption(cities[0]!);
    await expect(items).toHaveCount(firstPage(filterWorkshops(all, { city: cities[0] }).length));
    await location.selectOption("all");
    await expect(items).toHaveCount(firstPage(all.length));

    const type = page.getByLabel("Class type");
    await expect(type.locator("option")).toHaveText(
      ["All Types", "Group", "Corporate", "Series", "Private", "Workshop"].map((label, i) => {
        const value = ["all", "group", "corporate", "series", "private", "workshop"][i]!;
        return `${label} (${value === "all" ? all.length : counts.type.byValue.get(value)})`;
      }),
    );
    await type.selectOption("workshop");
    const workshops = filterWorkshops(all, { type: "workshop" });
    expect(workshops.length, "demo workshops").toBeGreaterThan(0);
    await expect(items).toHaveCount(firstPage(workshops.length));
    await expect(items.first().getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      `/public/class/${encodeURIComponent(workshops[0]!.id)}`,
    );
    await type.selectOption("all");
    await expect(items).toHaveCount(firstPage(all.length));

    const tagged = all.find((c) => c.tags.length > 0);
    if (tagged) {
      await page.getByLabel("Search classes and workshops").fill(tagged.tags[0]!);
      await expect(items).toHaveCount(firstPage(filterWorkshops(all, { search: tagged.tags[0] }).length));
    }
    await page.getByLabel("Search classes and workshops").fill(all[0]!.trainerName);
    await expect(items).toHaveCount(firstPage(filterWorkshops(all, { search: all[0]!.trainerName }).length));
    await page.getByLabel("Search classes and workshops").fill("");

    await page.getByRole("tab", { name: "Calendar View" }).click();
    const month = monthOf(localToday());
    await expect(page.getByRole("heading", { name: monthTitle(month) })).toBeVisible();
    const details = grid(page).getByRole("link", { name: /Details$/ });
    await expect(details).toHaveCount(chipsIn(all, month).length);
    await expect(details.first()).toHaveAttribute(
      "href",
      `/public/class/${encodeURIComponent(chipsIn(all, month)[0]!.id)}`,
    );
    await expectAccessible(page);
  });

  test("a class shows every field it has", async ({ page, visit }) => {
    const all = await publicClasses(page);
    const onFirstPage = all.slice(0, CLASS_PAGE_SIZE);
    const full = onFirstPage.find((c) => c.type && c.tags.length > 0 && c.address) ?? all[0]!;
    await visit("/classes");
    const item = page
      .getByRole("tabpanel")
      .getByRole("list", { name: "Classes" })
      .locator(":scope > li")
      .filter({ has: page.locator(`a[href="/public/class/${encodeURIComponent(full.id)}"]`) });
    await expect(item).toContainText(full.title);
    await expect(item).toContainText(full.trainerName);
    await expect(item).toContainText(full.location);
    await expect(item).toContainText(`${fullDate(full.date)}, ${full.time}`);
    await expect(item).toContainText(full.price);
    if (full.address) await expect(item).toContainText(full.address);
    for (const tag of full.tags) await expect(item).toContainText(tag);
    if (full.capacity !== null) await expect(item).toContainText(`Capacity: ${full.capacity}`);
    if (full.spotsLeft !== null) await expect(item).toContainText(`Spots left: ${full.spotsLeft}`);
    if (full.capacity === null) await expect(item).not.toContainText("Capacity");
  });

  test("Contact Us shows the support e-mail; nothing matching shows the empty state", async ({
    page,
    visit,
  }) => {
    await visit("/classes");
    const email = await supportEmail(page);
    await page.getByRole("button", { name: "Contact Us" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await expect(dialog.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await page.getByLabel("Search classes and workshops").fill(NONSENSE);
    await expect(page.getByRole("heading", { name: "No classes found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search filters or check back later.")).toBeVisible();
    await page.getByRole("tab", { name: "Calendar View" }).click();
    await expect(page.getByRole("heading", { name: "No classes found" })).toBeVisible();
  });
});

/** Serves the real windows with `extra` more classes on `day`, copies of `model`. */
async function withBusyDay(page: Page, day: string, extra: number, model: ListedClass) {
  const copies = Array.from({ length: extra }, (_, i) => ({ ...model, id: `busy-${i}`, date: day }));
  await alterClasses(page, (answer, url) => {
    if (!answer.window || answer.window.from > day || answer.window.to < day) return answer;
    // As the server answers a month grid (perDay): each day's first classes, every day's whole count.
    const perDay = Number(url.searchParams.get("perDay") ?? Number.POSITIVE_INFINITY);
    const classes = [...answer.classes, ...copies].sort(byDateAndTime);
    return {
      ...answer,
      classes: firstOfEachDay(classes, perDay).classes,
      total: answer.total + extra,
      days: { ...answer.days, [day]: (answer.days[day] ?? 0) + extra },
    };
  });
}

test.describe("long lists", () => {
  test("a list shows a page of classes and 'Show more classes' adds the next", async ({ page, visit }) => {
    const all = await publicClasses(page);
    expect(all.length, "demo classes fill more than a page").toBeGreaterThan(CLASS_PAGE_SIZE);
    await visit("/public/classes");
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(cards(page)).toHaveCount(CLASS_PAGE_SIZE);
    const more = page.getByRole("button", { name: /^Show more classes/ });
    await expect(more).toHaveText(
      `Show more classes (${(all.length - CLASS_PAGE_SIZE).toLocaleString("en-US")} more)`,
    );
    await more.click();
    await expect(cards(page)).toHaveCount(Math.min(all.length, 2 * CLASS_PAGE_SIZE));
    // Page by page, each click waiting for its cards: a loop on "is the button visible" could click a
    // button the last page was about to remove, and wait for it forever.
    for (let shown = 2 * CLASS_PAGE_SIZE; shown < all.length; shown += CLASS_PAGE_SIZE) {
      await more.click();
      await expect(cards(page)).toHaveCount(Math.min(all.length, shown + CLASS_PAGE_SIZE));
    }
    await expect(more).toBeHidden();
    await expect(cards(page)).toHaveCount(all.length);
    // A new filter starts again at the first page.
    await page.getByLabel("Search classes").fill(" ");
    await page.getByLabel("Search classes").fill("");
    await expect(cards(page)).toHaveCount(CLASS_PAGE_SIZE);

    await visit("/classes");
    const items = page.getByRole("tabpanel").getByRole("list", { name: "Classes" }).locator(":scope > li");
    await expect(items).toHaveCount(CLASS_PAGE_SIZE);
    await page.getByRole("button", { name: /^Show more classes/ }).click();
    await expect(items).toHaveCount(Math.min(all.length, 2 * CLASS_PAGE_SIZE));
  });

  test("a busy day shows its first classes and '+N more', which opens the whole day", async ({
    page,
    visit,
  }) => {
    // Next month's 15th: this month's window comes with the page (issue 29); next month's is asked for.
    const next = shiftMonth(monthOf(localToday()), 1);
    const today = `${next.year}-${String(next.month + 1).padStart(2, "0")}-15`;
    const real = await publicClasses(page);
    await withBusyDay(page, today, 7, real[0]!);
    await visit("/public/classes");
    await page.getByRole("button", { name: "Next month" }).click();
    const cell = grid(page).locator(`[data-day="${today}"]`);
    await expect(cell.locator("button[title]")).toHaveCount(3);
    const onToday = { length: real.filter((c) => c.date === today).length + 7 };
    const more = cell.getByRole("button", {
      name: `+${onToday.length - 3} more classes on ${dayTitle(today)}`,
    });
    await expect(more).toHaveText(`+${onToday.length - 3} more`);
    await expectAccessible(page);
    // The month carried the day's first classes only: opening it asks for that one day.
    const wholeDay = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        CLASSES_API(url) && url.searchParams.get("from") === today && url.searchParams.get("to") === today
      );
    });
    await more.click();
    await wholeDay;
    await expect(cell.locator("button[title]")).toHaveCount(onToday.length);
    await expect(more).toHaveCount(0);

    await visit("/public-calendar");
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(
      grid(page)
        .locator(`[data-day="${today}"]`)
        .getByRole("button", { name: /more classes on/ }),
    ).toBeVisible();
    await visit("/classes");
    await page.getByRole("tab", { name: "Calendar View" }).click();
    await page.getByRole("button", { name: "Next month" }).click();
    const day = grid(page).locator(`[data-day="${today}"]`);
    await expect(day.getByRole("link", { name: /Details$/ })).toHaveCount(3);
    await day.getByRole("button", { name: /more classes on/ }).click();
    await expect(day.getByRole("link", { name: /Details$/ })).toHaveCount(onToday.length);
  });
});

test.describe("the first classes from the server (issue 29)", () => {
  test("each screen's first classes are in its HTML: read without JavaScript, not asked for again", async ({
    page,
    browser,
  }) => {
    const all = await publicClasses(page);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    for (const path of ["/public/classes", "/public", "/public-calendar", "/classes"]) {
      await plain.goto(path);
      await expect(plain.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(plain.getByRole("status", { name: "Loading classes" }), path).toHaveCount(0);
      const titles = (await plain.locator("main").textContent()) ?? "";
      expect(
        all.some((c) => titles.includes(c.title)),
        `${path} shows classes`,
      ).toBe(true);
    }
    await noScript.close();

    // Hydrated from the answer the page carries: /classes asks for nothing (its first page was sent).
    const asked: string[] = [];
    page.on("request", (r) => {
      if (CLASSES_API(new URL(r.url()))) asked.push(r.url());
    });
    await page.goto("/classes", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1, name: "Classes and Workshops" })).toBeVisible();
    expect(asked).toEqual([]);
  });
});

test.describe("loading, empty and error states", () => {
  test("no classes at all: each screen says so", async ({ page, visit }) => {
    await withoutClasses(page);
    await visit("/public/classes");
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(page.getByRole("heading", { name: "No classes found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await expect(page.getByLabel("Location").locator("option")).toHaveText(["All Locations (0)"]);

    await visit("/public");
    await askBeyondThePage(page, "/public");
    await expect(page.getByText("0 classes available", { exact: true })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();

    await visit("/public-calendar");
    await askBeyondThePage(page, "/public-calendar");
    await expect(page.getByRole("heading", { name: "No classes found" })).toBeVisible();
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(page.getByRole("heading", { name: "No classes found" })).toBeVisible();

    await visit("/classes");
    await askBeyondThePage(page, "/classes");
    await expect(page.getByRole("heading", { name: "No classes found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search filters or check back later.")).toBeVisible();
  });

  test("while the list loads, skeletons hold the place", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(CLASSES_API, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/public/classes");
    // The month came with the page; the list is asked for when shown.
    await expect(grid(page)).toBeVisible();
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(page.getByRole("status", { name: "Loading classes" })).toBeVisible();
    await expectAccessible(page);
    release();
    await expect(page.getByRole("status", { name: "Loading classes" })).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
  });

  for (const path of ["/public/classes", "/public", "/public-calendar", "/classes"])
    test(`the list fails on ${path}: what happened, and Try again recovers`, async ({ page }) => {
      await failingList(page);
      await page.goto(path);
      await askBeyondThePage(page, path);
      const alert = page.getByRole("alert").filter({ hasText: "Unable to load classes" });
      await expect(alert).toBeVisible({ timeout: 10_000 });
      await expect(alert).toContainText("Check your connection and try again.");
      await expectAccessible(page);
      await page.unroute(CLASSES_API);
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect(alert).toBeHidden();
      await expect(page.getByRole("heading", { name: "No classes found" })).toHaveCount(0);
    });
});

const PHONE = { width: 390, height: 844 };

/** No sideways scrolling, and every visible control in the page body at least 44 px high. */
async function expectPhoneFriendly(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "horizontal scroll").toBeLessThanOrEqual(0);
  const small = await page
    .locator("main")
    .locator("button, a[href], select, input")
    .evaluateAll((els) =>
      els
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && el.closest("dd, p") === null;
        })
        .filter((el) => el.getBoundingClientRect().height < 44)
        .map((el) => `${el.tagName} "${el.textContent?.trim()}" ${el.getBoundingClientRect().height}px`),
    );
  expect(small, "tap targets under 44 px").toEqual([]);
}

test.describe("on a phone @phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test("/public/classes: the month is an agenda; a chip opens the list", async ({ page, visit }) => {
    const all = await publicClasses(page);
    await visit("/public/classes");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("month-agenda")).toBeVisible();
    await expect(grid(page)).toBeHidden();
    await expectPhoneFriendly(page);
    const agendaChips = page.getByTestId("month-agenda").locator("button[title]");
    const thisMonth = drawn(classesInPeriod(all, "month", localToday(), monthOf(localToday())));
    await expect(agendaChips).toHaveCount(thisMonth.length);
    await agendaChips.first().click();
    await expect(page.locator(`[id="class-${thisMonth[0]!.id}"]`)).toBeInViewport();
    await expectPhoneFriendly(page);
    await expectAccessible(page);
  });

  test("/public: the periods fit a phone", async ({ page, visit }) => {
    await visit("/public");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Week", exact: true }).click();
    await expect(page.getByRole("heading", { name: "This Week's Classes" })).toBeVisible();
    await expectPhoneFriendly(page);
  });

  test("/public-calendar: an agenda of the days with classes below 768 px", async ({ page, visit }) => {
    await visit("/public-calendar");
    await expect(page.getByTestId("month-agenda")).toBeVisible();
    await expect(grid(page)).toBeHidden();
    await expectPhoneFriendly(page);
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expectPhoneFriendly(page);
  });

  test("/classes: filters, list and calendar fit a phone", async ({ page, visit }) => {
    await visit("/classes");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectPhoneFriendly(page);
    await page.getByRole("tab", { name: "Calendar View" }).click();
    await expect(page.getByTestId("month-agenda")).toBeVisible();
    await expectPhoneFriendly(page);
    await expectAccessible(page);
  });
});

test.describe("classes by window (issue 18)", () => {
  test("a month change asks for that month; no screen downloads the whole trainer list", async ({
    page,
    visit,
  }) => {
    const whole: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/public-trainers") whole.push(request.url());
    });
    const month = monthOf(localToday());
    await visit("/public/classes");
    await expect(page.getByRole("heading", { name: monthTitle(month) })).toBeVisible();
    const next = monthWindow(shiftMonth(month, 1), true);
    const asked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        CLASSES_API(url) &&
        url.searchParams.get("from") === next.from &&
        url.searchParams.get("to") === next.to
      );
    });
    await page.getByRole("button", { name: "Next month" }).click();
    await asked;
    await expect(page.getByRole("heading", { name: monthTitle(shiftMonth(month, 1)) })).toBeVisible();

    // The list asks its next page by cursor.
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(cards(page)).toHaveCount(CLASS_PAGE_SIZE);
    const page2 = page.waitForRequest(
      (request) =>
        CLASSES_API(new URL(request.url())) &&
        new URL(request.url()).searchParams.get("cursor") === String(CLASS_PAGE_SIZE),
    );
    await page.getByRole("button", { name: /^Show more classes/ }).click();
    await page2;

    for (const path of ["/public", "/public-calendar", "/classes"]) {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    await page.getByRole("tab", { name: "Calendar View" }).click();
    await expect(grid(page)).toBeVisible();
    expect(whole, "requests to /api/public-trainers").toEqual([]);
  });
});
