import type { Page } from "@playwright/test";
import { expect, expectAccessible, publicTrainers, test } from "./support/fixtures";

/*
 * Ways in (issue 16): every public page leads to the directory, the classes and the trainer login, from
 * its header and its footer; on a phone the header's links sit behind a Menu button.
 */

async function publicPages(page: Page): Promise<string[]> {
  const all = await publicTrainers(page);
  const teacher = all.find((t) => t.upcomingClasses.length > 0)!;
  return [
    "/home",
    "/find-trainer",
    "/public/classes",
    "/classes",
    "/public",
    "/public-calendar",
    `/${teacher.customUrlSlug}`,
    `/public/class/${teacher.upcomingClasses[0]!.id}`,
  ];
}

const EXPECTED = [
  ["Find a Trainer", "/find-trainer"],
  ["Find a Class", "/public/classes"],
  ["Trainer Login", "/trainer-portal/login"],
] as const;

test("every public page's header and footer lead to the directory, the classes and the login", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of await publicPages(page)) {
    await page.goto(path);
    const header = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of EXPECTED)
      await expect(header.getByRole("link", { name, exact: true }), `${path}: ${name}`).toHaveAttribute(
        "href",
        href,
      );
    const explore = page.getByRole("navigation", { name: "Explore" });
    await expect(explore.getByRole("link", { name: "Find a Class" }), path).toHaveAttribute(
      "href",
      "/public/classes",
    );
    await expect(explore.getByRole("link", { name: "Find a Trainer" }), path).toHaveAttribute(
      "href",
      "/find-trainer",
    );
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  }
  await page.goto("/find-trainer");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find a Class" }).click();
  await expect(page).toHaveURL(/\/public\/classes$/);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find a Class" }),
  ).toHaveAttribute("aria-current", "page");
});

test("the static pages lead to the directory and the classes", async ({ page }) => {
  for (const path of ["/support-public", "/terms-of-service-public", "/privacy-policy-public"]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Find a self-defense class" }), path).toHaveAttribute(
      "href",
      "/public/classes",
    );
    await expect(page.getByRole("link", { name: "Find a Certified Trainer near you" }), path).toBeVisible();
  }
});

test("on a phone the header's links are behind a Menu button @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/find-trainer");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  const header = page.getByRole("navigation", { name: "Main" });
  await expect(header.getByRole("link", { name: "Find a Class" })).toBeHidden();
  const box = await menu.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  await menu.click();
  await header.getByRole("link", { name: "Find a Class" }).click();
  await expect(page).toHaveURL(/\/public\/classes$/);
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("/home's steps, a trainer's page and the class screens lead to the classes and the feed", async ({
  page,
}) => {
  await page.goto("/home");
  await page.getByRole("link", { name: "Browse classes" }).click();
  await expect(page).toHaveURL(/\/public\/classes$/);
  for (const path of ["/public/classes", "/classes", "/public-calendar"]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: /Subscribe to every class/ }), path).toHaveAttribute(
      "href",
      "/api/calendar/all.ics",
    );
  }
  const feed = await page.request.get("/api/calendar/all.ics");
  expect(feed.headers()["content-type"]).toContain("text/calendar");

  // A trainer's page shows their classes on the class screens, and the visitor can widen to all.
  const all = await publicTrainers(page);
  const teacher = all.find((t) => t.upcomingClasses.length > 0)!;
  const others = all.filter((t) => t.id !== teacher.id).flatMap((t) => t.upcomingClasses).length;
  expect(others).toBeGreaterThan(0);
  await page.goto(`/${teacher.customUrlSlug}`);
  await page.getByRole("link", { name: "See these classes on the calendar" }).click();
  await expect(page).toHaveURL(new RegExp(`/public/classes\\?trainer=${teacher.customUrlSlug}$`));
  await expect(page.getByText("Showing classes by")).toContainText(teacher.displayName);
  await page.getByRole("button", { name: "List" }).click();
  await expect(page.getByRole("main").getByRole("button", { name: /^Class Details/ })).toHaveCount(
    teacher.upcomingClasses.length,
  );
  await page.getByRole("button", { name: "Show all classes" }).click();
  await expect(page).toHaveURL(/\/public\/classes$/);
  await expect(page.getByText("Showing classes by")).toHaveCount(0);
});

test("a class page's Back returns to the screen the visitor came from", async ({ page }) => {
  const all = await publicTrainers(page);
  const teacher = all.find((t) => t.upcomingClasses.length > 0)!;
  const first = teacher.upcomingClasses[0]!;

  // From the trainer's page: back to it.
  await page.goto(`/${teacher.customUrlSlug}`);
  await page.getByRole("link", { name: first.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/public/class/${first.id}$`));
  const back = page.getByRole("link", { name: `Back to ${teacher.displayName}'s profile` });
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/${teacher.customUrlSlug}$`));

  // From Classes and Workshops: back to it.
  await page.goto("/classes");
  await page
    .getByRole("link", { name: /^View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/public\/class\//);
  await page.getByRole("link", { name: "Back to Classes" }).click();
  await expect(page).toHaveURL(/\/classes$/);

  // Opened directly: to the classes.
  await page.goto(`/public/class/${first.id}`);
  await expect(page.getByRole("link", { name: "Back to Classes" })).toHaveAttribute("href", "/classes");
});
