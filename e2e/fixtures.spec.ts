/** The shared fixtures work: a seeded trainer of the test's own can sign in and is addressed by name. */
import { expect, login, seedTrainer, test } from "./support/fixtures";

test("a seeded trainer signs in and lands on the dashboard", async ({ page }) => {
  const trainer = await seedTrainer(page, { name: "Rosa Delgado", state: "NM", city: "Santa Fe" });
  expect(trainer.slug).toMatch(/^rosa-delgado(-\d+)?$/);
  await login(page, trainer.email);
  await expect(page.getByText("Welcome back, Rosa Delgado!")).toBeVisible();
});

test("a seeded suspended trainer cannot ask for a link", async ({ page }) => {
  const trainer = await seedTrainer(page, { status: "suspended" });
  await page.goto("/trainer-portal/login");
  await page.getByLabel("Email", { exact: true }).fill(trainer.email);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This account can't sign in. Please contact support." }),
  ).toBeVisible();
});
