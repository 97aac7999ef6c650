import type { Page } from "@playwright/test";
import { expect, expectAccessible, login, test } from "./support/fixtures";

/*
 * The console's background jobs (issue 28, docs/decisions/0027) in the System tab: the admin sees each
 * job with its schedule in words, presses Run now and sees the new run; a failed run is listed with its
 * error; loading, a failed read with Try again, and no jobs at all. The e2e servers run NODE_ENV=test,
 * so they start no schedules: every run here is asked for.
 */
const ADMIN = "admin@example.com";
const SYSTEM = "/trainer-portal/admin/system";
const JOBS = "**/api/admin/jobs";

const card = (page: Page) => page.getByRole("region", { name: "Background jobs", exact: true });
const row = (page: Page, name: string) => card(page).locator(`li[data-job="${name}"]`);

async function openSystem(page: Page) {
  await page.goto(SYSTEM);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Console" })).toBeVisible();
  await expect(card(page).getByRole("heading", { name: "Background jobs" })).toBeVisible();
}

test("the admin sees the jobs, runs retention and the renewal reminders now, and sees the new runs", async ({
  page,
}) => {
  await login(page, ADMIN);
  await openSystem(page);
  await expect(row(page, "renewal-reminders")).toContainText("Renewal reminders");
  await expect(row(page, "renewal-reminders")).toContainText("At 14:00 UTC");
  await expect(row(page, "retention")).toContainText("Retention");
  await expect(row(page, "mail-delivery")).toContainText("on each server");
  await expectAccessible(page);

  for (const [name, title] of [
    ["retention", "Retention"],
    ["renewal-reminders", "Renewal reminders"],
  ] as const) {
    const before = (await row(page, name).locator('[data-part="last-run"]').textContent()) ?? "";
    await row(page, name)
      .getByRole("button", { name: `Run now ${title}` })
      .click();
    await expect(page.getByText(`${title} ran`)).toBeVisible();
    // The list is read again: the new run is the last one, OK, just now.
    await expect(row(page, name).locator('[data-part="last-run"]')).not.toHaveText(before);
    await expect(row(page, name).getByText("OK", { exact: true }).first()).toBeVisible();
  }
  await expectAccessible(page);
});

test("a failed run is listed with its error; loading, a failed read and no jobs each say so", async ({
  page,
}) => {
  await login(page, ADMIN);
  const failed = {
    id: 9001,
    job: "retention",
    startedAt: "2026-05-01T03:40:00.000Z",
    finishedAt: "2026-05-01T03:40:02.000Z",
    ok: false,
    outcome: null,
    error: "canceling statement due to statement timeout",
  };
  await page.route(JOBS, async (route) => {
    const real = await route.fetch();
    const body = await real.json();
    body.failures = [failed];
    body.jobs = body.jobs.map((j: { name: string }) =>
      j.name === "retention" ? { ...j, lastRun: failed, recentRuns: [failed] } : j,
    );
    return route.fulfill({ response: real, json: body });
  });
  await openSystem(page);
  const failures = card(page).getByRole("region", { name: "Failed runs in the last 7 days" });
  await expect(failures).toContainText("Retention");
  await expect(failures).toContainText(failed.error);
  await expect(row(page, "retention").getByText("Failed", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.unroute(JOBS);

  // Loading, then a failed read (the one retry fails too): what happened and Try again.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let failing = true;
  await page.route(JOBS, async (route) => {
    if (!failing) return route.continue();
    await held;
    return route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":"Internal Server Error","message":"Something broke."}',
    });
  });
  await page.reload();
  await expect(page.getByRole("status", { name: "Loading the background jobs" })).toBeVisible();
  release();
  await expect(
    card(page).getByRole("heading", { name: "We couldn't load the background jobs" }),
  ).toBeVisible();
  await expect(card(page).getByText("Something broke.")).toBeVisible();
  await expectAccessible(page);
  failing = false;
  await card(page).getByRole("button", { name: "Try again" }).click();
  await expect(row(page, "retention")).toBeVisible();
  await page.unroute(JOBS);

  // No jobs at all.
  await page.route(JOBS, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"jobs":[],"failures":[]}' }),
  );
  await page.reload();
  await expect(card(page).getByText("This server has no background jobs.")).toBeVisible();
  await expectAccessible(page);
});
