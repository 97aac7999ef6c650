import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { type Received, startSmtp } from "../tests/support/smtp";
import { expect, expectAccessible, login, test } from "./support/fixtures";
import { type OwnServer, startOwnServer } from "./support/own-server";

/*
 * E-mail delivery in the console's System tab (issue 28, docs/decisions/0028-outbox.md): nothing failed
 * at first; an e-mail the outbox gave up on (seeded through the development route: a built server cannot
 * wait two hours of retries) is listed with its error, and Send again hands it to the mail server at
 * once; a failed read says so with Try again. The spec starts its own built server (E2E_PORT + 8) with
 * its jobs on and SMTP_URL pointing at an SMTP server in this process, which receives what is sent.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 8;
const ADMIN = "admin@example.com";
const SYSTEM = "/trainer-portal/admin/system";
const OUTBOX = "**/api/admin/outbox";

const card = (page: Page) => page.getByRole("region", { name: "E-mail delivery", exact: true });

async function openSystem(page: Page) {
  await page.goto(SYSTEM);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Console" })).toBeVisible();
  await expect(card(page).getByRole("heading", { name: "E-mail delivery" })).toBeVisible();
}

test.describe("e-mail delivery in the System tab", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  const received: Received[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let server: OwnServer | undefined;
  let dataDir = "";

  test.beforeAll(async () => {
    smtp = await startSmtp(received);
    dataDir = mkdtempSync(path.join(tmpdir(), "e2e-outbox-"));
    server = await startOwnServer(PORT, {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      // The job runner on: Send again asks the mail-delivery job for a run at once.
      JOBS: "on",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      RATE_LIMIT_LOGIN_PER_IP: "500",
      RATE_LIMIT_LOGIN_PER_EMAIL: "100",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("the admin sees a failed e-mail and sends it again", async ({ page }) => {
    await login(page, ADMIN);
    await openSystem(page);
    await expect(card(page).getByText("No e-mail has failed.")).toBeVisible();
    await expect(card(page).getByTestId("outbox-failed")).toHaveText("0");

    const to = `outbox.${Date.now().toString(36)}@example.com`;
    const seeded = await page.request.post("/api/dev/outbox/failed", {
      data: { to, subject: "Your class schedule" },
    });
    expect(seeded.status()).toBe(201);
    await page.reload();
    const failed = card(page).getByRole("region", { name: "Failed e-mails" });
    await expect(failed.getByText("Your class schedule")).toBeVisible();
    await expect(failed.getByText(`To ${to}`, { exact: true })).toBeVisible();
    await expect(failed.getByText("Error: connect ECONNREFUSED (seeded)")).toBeVisible();
    await expect(card(page).getByTestId("outbox-failed")).toHaveText("1");
    await expectAccessible(page);

    await failed.getByRole("button", { name: `Send again to ${to}` }).click();
    await expect(page.getByText("The e-mail is back in the queue and goes out in a moment.")).toBeVisible();
    await expect(card(page).getByText("No e-mail has failed.")).toBeVisible();
    await expect(card(page).getByTestId("outbox-failed")).toHaveText("0");
    // The mail server got it, once.
    await expect.poll(() => received.filter((m) => m.to.includes(to)).length, { timeout: 15_000 }).toBe(1);
  });

  test("a failed read says so and Try again loads the card", async ({ page }) => {
    await login(page, ADMIN);
    await page.route(OUTBOX, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          statusCode: 500,
          error: "Internal Server Error",
          message: "Something went wrong.",
        }),
      }),
    );
    await openSystem(page);
    await expect(card(page).getByRole("heading", { name: "We couldn't load e-mail delivery" })).toBeVisible({
      timeout: 15_000,
    });
    await page.unroute(OUTBOX);
    await card(page).getByRole("button", { name: "Try again" }).click();
    await expect(card(page).getByTestId("outbox-pending")).toBeVisible();
  });
});
