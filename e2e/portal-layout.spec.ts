import { expect, expectAccessible, newestLoginLink, seedTrainer, test } from "./support/fixtures";

/*
 * Every portal screen renders under the one portal layout route (router.tsx, the route table's
 * "portal" group): the session guard sends a signed-out visitor to the login page and back, and every
 * portal page has the portal navigation. Screens later issues build show their notice inside it.
 */

test("a portal page asks a signed-out visitor to sign in, then opens inside the portal frame", async ({
  page,
  visit,
}) => {
  const trainer = await seedTrainer(page);
  await visit("/trainer-portal/calendar");
  await expect(page).toHaveURL(/\/trainer-portal\/login\?next=%2Ftrainer-portal%2Fcalendar$/);

  await page.getByLabel("Email", { exact: true }).fill(trainer.email);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Magic link sent! Check your email inbox.")).toBeVisible();
  await visit(await newestLoginLink(page, trainer.email));
  await page.getByRole("button", { name: "Continue to the Trainer Portal" }).click();
  await expect(page).toHaveURL(/\/trainer-portal\/calendar$/);

  const nav = page.getByRole("navigation", { name: "Trainer Portal" });
  await expect(nav.getByRole("link", { name: "Classes", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Manage Classes" })).toBeVisible();
  await expect(page.getByText("Manage your upcoming classes and schedule")).toBeVisible();
  await expectAccessible(page);

  // Moving between portal pages keeps the frame: the navigation stays, the page changes.
  await nav.getByRole("link", { name: "Assessments", exact: true }).click();
  await expect(page).toHaveURL(/\/trainer-portal\/next-ttt$/);
  await expect(page.getByRole("heading", { level: 1, name: "Next Train the Trainer Class" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Assessments", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { name: /Welcome back, .+!/ })).toBeVisible();
});
