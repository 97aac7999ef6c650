import { expect, test } from "./support/fixtures";

test("/home: How It Works, Popular Locations, Contact Us and Find a Trainer Now", async ({ page, visit }) => {
  await visit("/home");
  await expect(page.getByRole("heading", { level: 1, name: "Find Your Self Defense Trainer" })).toBeVisible();
  for (const step of ["1. Search", "2. Book", "3. Connect", "4. Learn"]) {
    await expect(page.getByRole("heading", { name: step })).toBeVisible();
  }
  const cities = ["New York", "Los Angeles", "Chicago", "Houston", "Phoenix", "Philadelphia"];
  for (const city of cities) {
    await expect(page.getByRole("link", { name: city })).toHaveAttribute(
      "href",
      `/public/find-trainer?location=${encodeURIComponent(city)}`,
    );
  }
  await page.getByRole("button", { name: "Contact Us" }).click();
  await expect(page.getByRole("dialog", { name: "Contact Us" })).toContainText("info@soulpunch.example");
  await page.keyboard.press("Escape");
  const footer: [string, string][] = [
    ["Terms of Service", "/terms-of-service"],
    ["Privacy Policy", "/privacy"],
    ["Support", "/support"],
    ["Trainer Login", "/trainer-portal/login"],
  ];
  for (const [name, href] of footer) {
    await expect(
      page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name }),
    ).toHaveAttribute("href", href);
  }
  await page.getByRole("link", { name: "Find a Trainer Now" }).click();
  await expect(page).toHaveURL(/\/find-trainer$/);
});

test("/home fits a phone @phone", async ({ page, visit }) => {
  await visit("/home");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
