/** The shared fixtures work: a seeded trainer of the test's own can sign in and is addressed by name. */
import { expect, login, seedTrainer, test } from "./support/fixtures";

test("a seeded trainer signs in and lands on the dashboard", async ({ page }) => {
  const trainer = await seedTrainer(page, { name: "Rosa Delgado", state: "NM", city: "Santa Fe" });
  expect(trainer.slug).toMatch(/^rosa-delgado(-\d+)?$/);
  await login(page, trainer.email);
  await expect(page.getByText("Welcome back, Rosa Delgado!")).toBeVisible();
});

test("a seeded suspended trainer gets no link: the screen answers as for anyone, the e-mail says why", async ({
  page,
}) => {
  const trainer = await seedTrainer(page, { status: "suspended" });
  await page.goto("/trainer-portal/login");
  await page.getByLabel("Email", { exact: true }).fill(trainer.email);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // No oracle (decision 0026): the same "sent" screen as any trainer's.
  await expect(page.getByText("Magic link sent! Check your email inbox.")).toBeVisible();
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(trainer.email)}&limit=1`);
  const [mail] = (await response.json()) as { text: string; links: string[] }[];
  expect(mail!.text).toContain("suspended");
  expect(mail!.links.some((l) => l.includes("/trainer-portal/magic-link"))).toBe(false);
});
