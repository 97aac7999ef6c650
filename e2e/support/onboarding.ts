import { createHmac } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { E2E_WEBHOOK_SECRET } from "../../playwright.config";
import { ONBOARDING_TEXT } from "../../src/shared/contracts/onboarding";
import type { PublicSiteConfig } from "../../src/shared/site-config";
import { expect } from "./fixtures";
import { waitForReact } from "./hydration";

/* The onboarding journeys' steps (e2e/onboarding-journey.spec.ts, e2e/onboarding-trust.spec.ts). */

export const DOCUMENTS = ["Trainer Agreement", "Non-Disclosure Agreement", "Liability Waiver"];
let tagged = 0;
export const uniqueEmail = (what: string) =>
  `e2e-journey-${what}-${Date.now().toString(36)}${tagged++}@example.com`;

/**
 * The public configuration the server gave the page (the storefront's URLs, the support e-mail): the root
 * route's loader data, as React Router holds it once the page has hydrated.
 */
export async function siteConfig(page: Page): Promise<PublicSiteConfig> {
  await waitForReact(page);
  return page.evaluate(
    // biome-ignore lint/suspicious/noExplicitAny: React Router's global, set by entry.client
    () => (window as any).__reactRouterDataRouter.state.loaderData.root.site,
  );
}

/** Answers every request to the storefront's hosts with a stub page: no test reaches the internet. */
export async function stubStorefront(context: BrowserContext, site: PublicSiteConfig) {
  const origins = new Set(
    [site.enrollCheckoutUrl, site.checkoutFullUrl, site.checkoutFlexUrl].map((u) => new URL(u).origin),
  );
  for (const origin of origins)
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><title>Store stub</title><h1>Store stub</h1></html>',
      }),
    );
}

/**
 * Signs each document in its own tab, as the documents screen opens them; after the second, a reload
 * keeps what is signed. Continue is enabled only once all three are.
 */
export async function signEveryDocument(page: Page, context: BrowserContext, fullName: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Document Signing" })).toBeVisible();
  await expect(page.getByText("0 of 3 signed")).toBeVisible();
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  await expect(page.getByText(ONBOARDING_TEXT.documentsUnsigned)).toBeVisible();
  for (const [i, title] of DOCUMENTS.entries()) {
    if (i === 2) {
      await page.reload();
      await expect(page.getByText("2 of 3 signed")).toBeVisible();
      await expect(next).toBeDisabled();
    }
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: `Sign ${title} (opens in a new tab)` }).click(),
    ]);
    await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // A tab opened by a link, not by goto: its checkbox works once React has taken the page over.
    await waitForReact(tab, tab.getByRole("checkbox", { name: /^I agree/ }));
    await tab.getByLabel("Type your full name to sign").fill(fullName);
    await tab.getByRole("checkbox", { name: /^I agree/ }).check();
    await tab.getByRole("button", { name: "Sign", exact: true }).click();
    await expect(tab.getByRole("heading", { name: "Signed", exact: true })).toBeVisible();
    await tab.close();
    await page.bringToFront();
    await expect(page.getByText(`${i + 1} of 3 signed`)).toBeVisible();
  }
  await expect(next).toBeEnabled();
  await expect(page.getByText(ONBOARDING_TEXT.documentsUnsigned)).toHaveCount(0);
}

/** The storefront's paid-order webhook for this buyer, signed as the storefront signs it. */
export async function deliverPaidOrder(
  page: Page,
  email: string,
  fullName: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const [first, ...rest] = fullName.split(" ");
  const body = JSON.stringify({
    id: Date.now(),
    email,
    financial_status: "paid",
    customer: { first_name: first, last_name: rest.join(" ") },
    billing_address: { city: "Tulsa", province_code: "OK" },
    line_items: [{ product_id: 1, sku: "SP-TRAINER-CERT", title: "Trainer Certification" }],
    ...extra,
  });
  const response = await page.request.post("/api/webhooks/storefront/orders-paid", {
    data: body,
    headers: {
      "content-type": "application/json",
      "x-shopify-hmac-sha256": createHmac("sha256", E2E_WEBHOOK_SECRET).update(body).digest("base64"),
      "x-shopify-webhook-id": `e2e-${email}`,
      "x-shopify-topic": "orders/paid",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { outcome } = await response.json();
  expect(outcome).toMatch(/^verified:\d+:created$/);
  return outcome as string;
}
