import type { APIResponse, Page, Route } from "@playwright/test";
import type {
  DirectoryCards,
  DirectoryIndex,
  DirectoryResults,
} from "../src/shared/contracts/public-directory";
import type { PublicTrainer } from "../src/shared/contracts/public-trainers";
import { type DirectoryFilters, filterTrainers } from "../src/shared/directory-rules";
import { expect, expectAccessible, publicTrainers, seedTrainer, test } from "./support/fixtures";
import { navigateInApp } from "./support/hydration";

async function expectCount(page: Page, filters: DirectoryFilters) {
  const all = await publicTrainers(page);
  const n = filterTrainers(all, filters).length;
  await expect(page.getByTestId("results-count")).toHaveText(`Showing ${n} of ${all.length} trainers`);
  return n;
}

const cards = (page: Page) => page.getByTestId("trainer-card");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search trainers" });

async function open(page: Page, visit: (path: string) => Promise<void>) {
  await visit("/find-trainer");
  await expect(cards(page).first()).toBeVisible();
}

test("the directory shows banners, counter, impact, state tiles, classes, cards and Contact Us", async ({
  page,
  visit,
}) => {
  await open(page, visit);
  const all = await publicTrainers(page);
  await expect(page).toHaveTitle("Soul Punch Certified Trainers Directory");
  await expect(page.getByRole("heading", { level: 1, name: "Find a Certified Trainer" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Apply Now/ })).toHaveAttribute("target", "_blank");
  // The shipped training banner (November 14-16, 2025) is past: it is not shown.
  await expect(page.getByText("November 14-16, 2025")).toHaveCount(0);
  await expect(page.getByTestId("results-count")).toHaveText(
    `Showing ${all.length} of ${all.length} trainers`,
  );
  await expect(page.getByText("362.3M")).toBeVisible();
  await expect(page.getByRole("link", { name: /View Media Kit/ })).toHaveAttribute("target", "_blank");

  const tiles = page.getByRole("region", { name: "Trainers by State and Province" });
  await expect(tiles.getByRole("heading", { name: "USA" })).toBeVisible();
  await expect(tiles.getByRole("heading", { name: "International (CAN)" })).toBeVisible();

  const upcoming = page.getByRole("region", { name: "Upcoming Classes" }).locator(":scope > ul > li");
  const withClasses = all.flatMap((t) => t.upcomingClasses).length;
  await expect(upcoming).toHaveCount(Math.min(6, withClasses));

  await expect(cards(page)).toHaveCount(Math.min(9, all.length));
  await page.getByRole("button", { name: /Show more trainers/ }).click();
  await expect(cards(page)).toHaveCount(Math.min(18, all.length));

  await page.getByRole("button", { name: "Contact Us" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await expect(dialog).toContainText("24-48 hours");
  await expect(dialog).toContainText("every Thursday and Sunday");
  await page.keyboard.press("Escape");

  const footer = page.getByRole("navigation", { name: "Footer" });
  const links: [string, string][] = [
    ["Terms of Service", "/terms-of-service-public"],
    ["Privacy Policy", "/privacy-policy-public"],
    ["Support", "/support-public"],
    ["Trainer Login", "/trainer-portal/login"],
  ];
  for (const [name, href] of links) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
  }
});

test("a training banner that site content still carries shows above the heading, with its link", async ({
  page,
  visit,
}) => {
  // The server drops a past banner (API test); here the answer carries one still to come.
  await page.route("**/api/site-content/public", async (route) => {
    const response = await route.fetch();
    const content = await response.json();
    content.trainingBanner = {
      title: "Next In-Person Instructor Training",
      dates: "March 5-7, 2099",
      location: "Tulsa, OK",
      endDate: "2099-03-07",
      ctaUrl: "https://example.com/training",
    };
    await route.fulfill({ response, json: content });
  });
  // A move inside the app: the screen reads its banners in the browser (a first load is the server's).
  await visit("/home");
  await navigateInApp(page, "/find-trainer");
  await expect(cards(page).first()).toBeVisible();
  const banner = page.getByText("March 5-7, 2099");
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Next In-Person Instructor Training:");
  await expect(banner).toContainText("Tulsa, OK");
  const more = page.getByRole("link", { name: /Learn more about the training/ });
  await expect(more).toHaveAttribute("href", "https://example.com/training");
  await expect(more).toHaveAttribute("target", "_blank");
  // The banner comes before the page's heading.
  const [bannerY, headingY] = await Promise.all([
    banner.evaluate((el) => el.getBoundingClientRect().top),
    page.getByRole("heading", { level: 1 }).evaluate((el) => el.getBoundingClientRect().top),
  ]);
  expect(bannerY).toBeLessThan(headingY);
});

test("search text narrows the cards; Clear All brings everyone back", async ({ page, visit }) => {
  const seeded = await seedTrainer(page, { name: "Zephyrine Quillfeather", city: "Tulsa", state: "OK" });
  await open(page, visit);
  // The search reads the display name (the first name by default), not the last name (spec §5).
  await search(page).fill("ZEPHYRI");
  await expectCount(page, { search: "ZEPHYRI" });
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("Zephyrine");
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(search(page)).toHaveValue("");
  await expectCount(page, {});
  expect(seeded.slug).toMatch(/^zephyrine-quillfeather/);
});

test("state, specialty and availability filters, and Clear All", async ({ page, visit }) => {
  await open(page, visit);
  await page.getByLabel("State", { exact: true }).selectOption("TX");
  await expectCount(page, { state: "TX" });
  const texans = filterTrainers(await publicTrainers(page), { state: "TX" });
  await expect(cards(page)).toHaveCount(Math.min(9, texans.length));
  await expect(cards(page).first().getByRole("heading", { level: 3 })).toHaveText(texans[0]!.displayName);

  await page.getByLabel("State", { exact: true }).selectOption("all");
  await page.getByLabel("Specialty").selectOption("Teen Defense");
  const teen = await expectCount(page, { specialty: "Teen Defense" });
  expect(teen).toBeGreaterThan(0);
  await expect(cards(page).filter({ hasText: "Teen Defense" })).toHaveCount(Math.min(9, teen));

  await page.getByLabel("Specialty").selectOption("all");
  await page.getByLabel("Availability").selectOption("training");
  await expectCount(page, { availability: "training" });
  await page.getByLabel("Availability").selectOption("available");
  await expectCount(page, { availability: "available" });

  await page.getByLabel("State", { exact: true }).selectOption("CA");
  await page.getByRole("button", { name: "Clear All" }).click();
  for (const label of ["State", "Specialty", "Availability", "Distance"])
    await expect(page.getByLabel(label, { exact: true })).toHaveValue("all");
  await expectCount(page, {});
});

test("Upcoming Classes follows the filters; accents do not matter to the search", async ({ page, visit }) => {
  await open(page, visit);
  const all = await publicTrainers(page);
  const upcoming = page.getByRole("region", { name: "Upcoming Classes" }).locator(":scope > ul > li");
  // A state whose trainers teach: its classes only, from its trainers.
  const withClasses = all.filter((t) => t.upcomingClasses.length > 0);
  const state = withClasses[0]!.state;
  const inState = filterTrainers(all, { state });
  await page.getByLabel("State", { exact: true }).selectOption(state);
  await expectCount(page, { state });
  const count = Math.min(6, inState.flatMap((t) => t.upcomingClasses).length);
  await expect(upcoming).toHaveCount(count);
  const names = new Set(inState.map((t) => t.displayName));
  const teachers = page
    .getByRole("region", { name: "Upcoming Classes" })
    .locator(":scope > ul > li > p:first-child a");
  // The section keeps the last list until the filtered one is in: every teacher is the state's then.
  await expect
    .poll(async () => (await teachers.allTextContents()).filter((name) => !names.has(name.trim())))
    .toEqual([]);

  // A search nobody matches: no cards and no classes.
  await page.getByRole("button", { name: "Clear All" }).click();
  await search(page).fill("zzzz-no-such-trainer");
  await expect(page.getByText("No upcoming classes scheduled")).toBeVisible();

  // The search ignores accents: "élodie" and "ELODIE" find the same trainers as "elodie".
  const plain = filterTrainers(all, { search: "elodie" }).length;
  expect(plain, "the demo data's Élodie").toBeGreaterThan(0);
  await search(page).fill("élodie");
  await expectCount(page, { search: "elodie" });
  await search(page).fill("ELODIE");
  await expect(page.getByTestId("results-count")).toHaveText(`Showing ${plain} of ${all.length} trainers`);
});

test("a card's class count is the number of classes its profile lists", async ({ page, visit }) => {
  await open(page, visit);
  const all = await publicTrainers(page);
  const busy = all.find((t) => t.upcomingClasses.length > 1)!;
  await search(page).fill(busy.displayName);
  const card = cards(page).filter({ hasText: busy.displayName }).first();
  await expect(card).toContainText(`${busy.upcomingClasses.length} classes`);
  await page.goto(`/${busy.customUrlSlug}`);
  const listedClasses = page
    .getByRole("region", { name: "Upcoming Classes" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(listedClasses).toHaveCount(busy.upcomingClasses.length);
});

/** A dropdown's options as the page offers them. */
async function optionsOf(page: Page, label: string) {
  return page
    .getByLabel(label, { exact: true })
    .locator("option")
    .evaluateAll((els) =>
      els.map((o) => ({
        value: (o as HTMLOptionElement).value,
        text: o.textContent ?? "",
        disabled: (o as HTMLOptionElement).disabled,
      })),
    );
}

test("every filter option leads to trainers or is disabled, and shows its count", async ({ page, visit }) => {
  await open(page, visit);
  const all = await publicTrainers(page);
  // With Texas chosen, so that some options lead to nobody.
  await page.getByLabel("State", { exact: true }).selectOption("TX");
  await expectCount(page, { state: "TX" });
  for (const [label, key] of [
    ["Specialty", "specialty"],
    ["Availability", "availability"],
    ["State", "state"],
  ] as const) {
    for (const option of await optionsOf(page, label)) {
      if (option.value === "all") continue;
      const n = filterTrainers(all, {
        state: key === "state" ? option.value : "TX",
        [key]: option.value,
      }).length;
      expect(option.text, `${label}: ${option.value}`).toMatch(new RegExp(`\\(${n}\\)$`));
      expect(option.disabled, `${label}: ${option.value} leads to ${n}`).toBe(n === 0);
    }
  }
  // An enabled option leads to the trainers it counts.
  const teen = (await optionsOf(page, "Specialty")).find((o) => !o.disabled && o.value !== "all")!;
  await page.getByLabel("Specialty").selectOption(teen.value);
  const n = await expectCount(page, { state: "TX", specialty: teen.value });
  expect(n).toBeGreaterThan(0);
});

test("a state tile links its state's page; a click sets the state filter and scrolls to the cards", async ({
  page,
  visit,
}) => {
  await open(page, visit);
  const tile = page.getByRole("link", { name: /^Quebec \d+ trainers$/ });
  await expect(tile).toHaveAttribute("href", "/find-trainer/quebec");
  await tile.click();
  await expect(page.getByLabel("State", { exact: true })).toHaveValue("QC");
  await expect(tile).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveURL(/\/find-trainer\/quebec$/);
  await expectCount(page, { state: "QC" });
  await expect(page.getByRole("heading", { name: "Certified Trainers" })).toBeInViewport();
});

test("distance by a gazetteer city and by ZIP code", async ({ page, visit }) => {
  await open(page, visit);
  await expect(page.getByLabel("Near location")).toHaveCount(0);
  await page.getByLabel("Distance").selectOption("25");
  const box = page.getByLabel("Near location");
  await expect(box).toBeVisible();
  await expect(page.getByRole("button", { name: "Use My Location" })).toBeVisible();

  await box.fill("Tulsa, OK");
  await page.getByRole("button", { name: "Search Location" }).click();
  await expect(page.getByText("Showing trainers within 25 miles of Tulsa, OK.")).toBeVisible();
  const tulsa = { lat: 36.1398, lng: -95.9928 };
  const near = await expectCount(page, { distance: 25, point: tulsa });
  expect(near).toBeLessThan((await publicTrainers(page)).length);

  await box.fill("74103");
  await box.press("Enter");
  await expect(page.getByText("Showing trainers within 25 miles of Tulsa, OK 74103.")).toBeVisible();
  await expectCount(page, { distance: 25, point: { lat: 36.1539, lng: -95.9954 } });
  await expectAccessible(page);

  await page.getByLabel("Distance").selectOption("all");
  await expect(page.getByLabel("Near location")).toHaveCount(0);
  await expectCount(page, {});
});

test("distance through the public geocoder: a match, no match and a failure", async ({ page, visit }) => {
  await open(page, visit);
  await page.getByLabel("Distance").selectOption("100");
  const box = page.getByLabel("Near location");
  await box.fill("Gathering Place Park");
  await page.getByRole("button", { name: "Search Location" }).click();
  await expect(
    page.getByText("Showing trainers within 100 miles of Gathering Place, Tulsa, Oklahoma."),
  ).toBeVisible();
  await expectCount(page, { distance: 100, point: { lat: 36.1245, lng: -95.9845 } });

  await box.fill("Atlantis Undersea Base");
  await page.getByRole("button", { name: "Search Location" }).click();
  await expect(page.getByRole("alert")).toHaveText("Location not found. Please try a different search term.");
  // The failed search leaves no trace of Tulsa's matches: the distance waits for a place found.
  await expect(page.getByText(/Showing trainers within 100 miles of/)).toHaveCount(0);
  await expectCount(page, { distance: 100, point: null });

  await box.fill("Failtown");
  await page.getByRole("button", { name: "Search Location" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Unable to find location. Please check your spelling and try again.",
  );
});

test("the public geocoder hung or gone: the gazetteer still answers at once, an unknown place fails within the bound", async ({
  page,
  context,
  visit,
}) => {
  const failed = "Unable to find location. Please check your spelling and try again.";
  await open(page, visit);
  await page.getByLabel("Distance").selectOption("100");
  await page.getByLabel("Near location").fill("Hangtown");
  const asked = Date.now();
  await page.getByRole("button", { name: "Search Location" }).click();
  await expect(page.getByRole("button", { name: "Searching..." })).toBeDisabled();

  // Meanwhile, in another tab, a place the offline gazetteer knows: answered at once.
  const other = await context.newPage();
  await other.goto("/find-trainer");
  await other.getByLabel("Distance").selectOption("100");
  await other.getByLabel("Near location").fill("Tulsa, OK");
  await other.getByRole("button", { name: "Search Location" }).click();
  await expect(other.getByText("Showing trainers within 100 miles of Tulsa, OK.")).toBeVisible({
    timeout: 2_000,
  });
  await other.close();

  // The hung search ends with the plain failure after the server's 3-second timeout, not a hang.
  await expect(page.getByRole("alert")).toHaveText(failed, { timeout: 6_000 });
  expect(Date.now() - asked).toBeLessThan(6_000);
  await expect(page.getByRole("button", { name: "Search Location" })).toBeEnabled();

  // A geocoder that cuts the connection: the same message, at once.
  await page.getByLabel("Near location").fill("Droptown");
  await page.getByRole("button", { name: "Search Location" }).click();
  await expect(page.getByRole("alert")).toHaveText(failed, { timeout: 3_000 });
});

test.describe("geolocation granted", () => {
  test.use({ geolocation: { latitude: 41.8781, longitude: -87.6298 }, permissions: ["geolocation"] });
  test("Use My Location searches around the browser's position", async ({ page, visit }) => {
    await open(page, visit);
    await page.getByLabel("Distance").selectOption("50");
    await page.getByRole("button", { name: "Use My Location" }).click();
    await expect(page.getByLabel("Near location")).toHaveValue("Your current location");
    await expect(page.getByText("Showing trainers within 50 miles of your current location.")).toBeVisible();
    await expectCount(page, { distance: 50, point: { lat: 41.8781, lng: -87.6298 } });
  });
});

test.describe("geolocation refused", () => {
  test.use({ permissions: [] });
  test("the geolocation message shows", async ({ page, visit }) => {
    await open(page, visit);
    await page.getByLabel("Distance").selectOption("50");
    await page.getByRole("button", { name: "Use My Location" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Unable to get your location. Please enter a city manually.",
    );
  });
});

test("no results: Reset Filters clears the filters and keeps the distance", async ({ page, visit }) => {
  await open(page, visit);
  await page.getByLabel("Distance").selectOption("100");
  await page.getByLabel("Availability").selectOption("training");
  await search(page).fill("no trainer has this name");
  await expect(page.getByRole("heading", { name: "No trainers found" })).toBeVisible();
  await expect(
    page.getByText("Try adjusting your search filters or try a different location."),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Reset Filters" }).click();
  await expect(search(page)).toHaveValue("");
  await expect(page.getByLabel("Availability")).toHaveValue("all");
  await expect(page.getByLabel("Distance")).toHaveValue("100");
  await expect(cards(page).first()).toBeVisible();
});

test("loading shows 3 placeholder cards; a failing list shows the error with Refresh Page", async ({
  page,
  visit,
}) => {
  let fail = true;
  // The first screen reads the first results (issue 18); the whole list is no longer asked.
  await page.route("**/api/public-trainers/results**", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    if (fail) await route.fulfill({ status: 500, body: "down" });
    else await route.continue();
  });
  // A move inside the app: the screen asks for its results in the browser (a first load is the server's).
  await page.goto("/home");
  await navigateInApp(page, "/find-trainer");
  const loading = page.getByRole("status", { name: "Loading trainers" });
  await expect(loading).toBeVisible();
  await expect(loading.locator(":scope > div")).toHaveCount(3);
  // Retried once, then the error.
  await expect(page.getByRole("heading", { name: "Unable to load trainers" })).toBeVisible();
  await expect(
    page.getByText("We're experiencing some technical difficulties. Please try again later."),
  ).toBeVisible();
  await expectAccessible(page);
  fail = false;
  await page.getByRole("button", { name: "Refresh Page" }).click();
  await expect(cards(page).first()).toBeVisible();
  await visit("/find-trainer");
});

/** Answers a call with its real answer changed; a call the page no longer waits for is let go. */
async function rewrite<T>(route: Route, change: (body: T) => unknown) {
  let response: APIResponse;
  let body: T;
  try {
    response = await route.fetch();
    body = (await response.json()) as T;
  } catch {
    // The page moved on before the answer was read ("Response has been disposed"): nothing to change.
    return;
  }
  await route.fulfill({ response, json: change(body) }).catch(() => undefined);
}

test("no upcoming classes anywhere: the section's empty texts, and cards say No upcoming classes", async ({
  page,
}) => {
  // The directory's three calls (issue 18), each without classes.
  const noClasses = (cards: PublicTrainer[]) => cards.map((t) => ({ ...t, upcomingClasses: [] }));
  await page.route("**/api/public-trainers/results**", (route) =>
    rewrite(route, (body: DirectoryResults) => ({ ...body, cards: noClasses(body.cards), soonest: [] })),
  );
  await page.route("**/api/public-trainers/index", (route) =>
    rewrite(route, (index: DirectoryIndex) => ({ ...index, classes: index.classes.map(() => []) })),
  );
  await page.route("**/api/public-trainers/cards**", (route) =>
    rewrite(route, (body: DirectoryCards) => ({ cards: noClasses(body.cards) })),
  );
  await page.goto("/home");
  await navigateInApp(page, "/find-trainer");
  await expect(page.getByText("No upcoming classes scheduled")).toBeVisible();
  await expect(
    page.getByText("Contact trainers directly to schedule classes or check back later."),
  ).toBeVisible();
  await expect(cards(page).first()).toContainText("No upcoming classes");
  await expect(cards(page).first()).not.toContainText("3 classes");
});

test("a card: Read more, classes, contact, device link, and a click opens /{slug}", async ({
  page,
  visit,
}) => {
  await open(page, visit);
  const all = await publicTrainers(page);
  const busy = all.find((t) => t.upcomingClasses.length > 2 && t.publicBio.length > 200);
  expect(busy, "a demo trainer with more than 2 classes and a long bio").toBeTruthy();
  if (!busy) return;
  await search(page).fill(busy.publicBio.slice(0, 40));
  const card = cards(page).first();
  await expect(cards(page)).toHaveCount(1);

  await expect(card).not.toContainText(busy.publicBio);
  await card.getByRole("button", { name: "Read more" }).click();
  await expect(card).toContainText(busy.publicBio.trim());
  await card.getByRole("button", { name: "Show less" }).click();

  await expect(
    card.getByRole("list").filter({ hasText: busy.upcomingClasses[0]!.title }).first(),
  ).toBeVisible();
  const more = busy.upcomingClasses.length - 2;
  await card.getByRole("button", { name: `+${more} more classes` }).click();
  await expect(page.getByRole("dialog")).toContainText(busy.upcomingClasses[2]!.title);
  await page.keyboard.press("Escape");

  await card.getByRole("button", { name: "Contact", exact: true }).click();
  const contact = page.getByRole("dialog", { name: `Contact ${busy.displayName}` });
  await expect(contact).toContainText(busy.email ?? "Contact this trainer via the brand website.");
  await page.keyboard.press("Escape");

  await expect(card.getByRole("link", { name: /Get the Soul Punch Device/ })).toHaveAttribute(
    "href",
    busy.affiliateLink ?? /.+/,
  );

  // A click anywhere on the card that is not a button opens the profile.
  const bioText = card.getByText(busy.publicBio.slice(0, 20));
  await bioText.scrollIntoViewIfNeeded();
  const bio = await bioText.boundingBox();
  if (!bio) throw new Error("the card's bio is not shown");
  await page.mouse.click(bio.x + 10, bio.y + 5);
  await expect(page).toHaveURL(new RegExp(`/${busy.customUrlSlug}$`));
});

test("a class without a payment link, and a trainer without a public e-mail", async ({ page, visit }) => {
  await open(page, visit);
  const all = await publicTrainers(page);
  const unpaid = all.find((t) => t.upcomingClasses[0] && !t.upcomingClasses[0].paymentLink);
  const private_ = all.find((t) => t.email === null);
  expect(unpaid && private_, "demo trainers with an unpaid class and without a public e-mail").toBeTruthy();
  if (!unpaid || !private_) return;

  await search(page).fill(unpaid.publicBio.slice(0, 40));
  await cards(page).first().getByRole("button", { name: "Contact Trainer" }).first().click();
  await expect(page.getByRole("dialog")).toContainText(
    `Contact ${unpaid.displayName} directly to book this class.`,
  );
  await page.keyboard.press("Escape");

  await search(page).fill(private_.publicBio.slice(0, 40));
  await cards(page).first().getByRole("button", { name: "Contact", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("Contact this trainer via the brand website.");
});

test("the map loads when reached and shows clustered markers without tiles", async ({ page, visit }) => {
  await open(page, visit);
  const section = page.getByRole("region", { name: "Trainer Locations" });
  await expect(section.getByText("Loading map...")).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  const map = section.locator(".leaflet-container");
  await expect(map).toBeVisible();
  expect((await map.boundingBox())?.height).toBe(400);
  await expect(map.locator(".marker-cluster, .trainer-pin").first()).toBeVisible();
  await expectAccessible(page);
});

test("?location= from the landing page searches 50 miles around the city", async ({ page, visit }) => {
  await visit("/home");
  await page.getByRole("link", { name: "Chicago" }).click();
  await expect(page).toHaveURL(/\/public\/find-trainer\?location=Chicago$/);
  await expect(page.getByLabel("Distance")).toHaveValue("50");
  await expect(page.getByLabel("Near location")).toHaveValue("Chicago");
  await expect(page.getByText("Showing trainers within 50 miles of Chicago, IL.")).toBeVisible();
  await expectCount(page, { distance: 50, point: { lat: 41.85, lng: -87.6814 } });
});

test("the directory fits a phone @phone", async ({ page, visit }) => {
  await open(page, visit);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await search(page).fill("tulsa");
  await expectCount(page, { search: "tulsa" });
  await cards(page).first().scrollIntoViewIfNeeded();
  await expectAccessible(page);
});
