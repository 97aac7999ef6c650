import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, type SeededTrainer, seedTrainer, test } from "./support/fixtures";
import { waitForReact } from "./support/hydration";
import { addClass, runJob, signedIn } from "./support/trainer-classes";

/*
 * Class alerts (issue 32, docs/decisions/0042): a visitor asks on /public/classes, confirms from the
 * e-mail's page, a trainer 20 miles away adds a class, the daily job (run now, as the console's Run now)
 * sends exactly one alert with that class, its page and .ics links and the one-click headers; the
 * List-Unsubscribe-Post request ends it, and after another class nothing more comes (while a newer
 * subscriber of the same place gets that class). The same e-mail and place twice is one subscription;
 * an unconfirmed address gets nothing but its confirmation. Boise, ID and Middleton, ID are 20.5 miles
 * apart in the gazetteer; Fargo, ND and Casselton, ND 20; no demo trainer is near either.
 */

const ADMIN = "admin@example.com";
const tag = Date.now().toString(36);

type Mail = { subject: string; text: string; links: string[]; headers: Record<string, string> };

async function mailbox(page: Page, email: string): Promise<Mail[]> {
  const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(res.ok(), "development mailbox").toBe(true);
  return res.json();
}
const alertsTo = async (page: Page, email: string) =>
  (await mailbox(page, email)).filter((m) => !m.subject.startsWith("Confirm your class alerts"));

/** The newest confirmation link e-mailed to `email`, as a path on this server. */
async function confirmPath(page: Page, email: string): Promise<string> {
  const link = (await mailbox(page, email))[0]?.links.find((l) => l.includes("/class-alerts/confirm"));
  expect(link, `a confirmation link e-mailed to ${email}`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Fills and sends the class alert form on the page (it loads when its button is pressed). */
async function askForAlerts(page: Page, email: string, place: string, distance: string) {
  const open = page.getByRole("button", { name: /^Tell me when a class is scheduled near/ }).first();
  await waitForReact(page, open);
  await open.click();
  const form = page.getByRole("form", { name: "Class alerts" });
  await expect(form.getByLabel("Email")).toBeFocused();
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("City, ZIP or postal code").fill(place);
  await form.getByLabel("Distance").selectOption(distance);
  await form.getByRole("button", { name: "Send me class alerts" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail to confirm" })).toBeVisible();
}

/** Opens the e-mailed link and presses Confirm; the page's heading after it. */
async function confirmFromEmail(page: Page, email: string, heading: string) {
  await page.goto(await confirmPath(page, email));
  const button = page.getByRole("button", { name: "Confirm class alerts" });
  await waitForReact(page, button);
  await button.click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

let day = 12;

async function subscriptionsIn(admin: Page, city: string): Promise<number> {
  const res = await admin.request.get("/api/admin/class-alerts/demand");
  const cities = (await res.json()).cities as { city: string; subscriptions: number }[];
  return cities.find((c) => c.city === city)?.subscriptions ?? 0;
}

async function trainerIn(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  city: string,
  state: string,
) {
  const trainer: SeededTrainer = await seedTrainer(page, {
    name: `Alert Trainer ${city} ${tag}`,
    city,
    state,
  });
  return signedIn(browser, baseURL, trainer.email);
}

test("subscribe on /public/classes, confirm, one alert for a class 20 miles away, one-click unsubscribe", async ({
  page,
  browser,
  baseURL,
  visit,
}) => {
  const visitor = `alert-visitor-${tag}@example.com`;
  await visit("/public/classes");
  await askForAlerts(page, visitor, "boise id", "25");
  await expect(page.getByText("to get alerts for classes near Boise, ID")).toBeVisible();
  await expectAccessible(page);
  // Nothing is stored before the link is confirmed: only the confirmation went out.
  expect((await mailbox(page, visitor)).map((m) => m.subject)).toEqual([
    "Confirm your class alerts near Boise, ID",
  ]);

  await confirmFromEmail(page, visitor, "You're subscribed");
  await expect(page.getByText("within 25 miles of Boise, ID")).toBeVisible();
  await expectAccessible(page);

  const trainer = await trainerIn(page, browser, baseURL, "Middleton", "ID");
  const admin = await signedIn(browser, baseURL, ADMIN);
  const title = `Middleton Evening Class ${tag}`;
  const classId = await addClass(trainer.page, {
    title,
    inDays: day++,
    paymentLink: "https://pay.example/alerts",
  });
  await runJob(admin.page, "class-alerts");

  const alerts = await alertsTo(page, visitor);
  expect(alerts).toHaveLength(1);
  const [alert] = alerts;
  expect(alert!.subject).toBe("A new self-defense class near Boise, ID");
  expect(alert!.text).toContain(title);
  const classPage = alert!.links.find((l) => l.endsWith(`/public/class/${classId}`));
  expect(classPage, "the class page's link").toBeTruthy();
  expect(alert!.links.some((l) => l.endsWith(`/api/calendar/classes/${classId}.ics`))).toBe(true);
  expect(alert!.links.some((l) => l.includes("/class-alerts/unsubscribe?token="))).toBe(true);
  expect(alert!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = /^<(.+)>$/.exec(alert!.headers["List-Unsubscribe"] ?? "")?.[1];
  expect(oneClick, "the List-Unsubscribe address").toBeTruthy();
  // The e-mail's class link opens the class.
  await page.goto(new URL(classPage!).pathname);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await subscriptionsIn(admin.page, "Boise")).toBe(1);

  // The mail client's one-click unsubscribe (RFC 8058): a form POST to the header's address.
  const url = new URL(oneClick!);
  const unsubscribed = await page.request.post(url.pathname + url.search, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(unsubscribed.status(), await unsubscribed.text()).toBe(200);
  expect(await unsubscribed.json()).toEqual({ email: visitor, removed: 1 });
  expect(await subscriptionsIn(admin.page, "Boise")).toBe(0);

  // Another class: a newer subscriber of the same place gets it; the one who left gets nothing more.
  const newer = `alert-newer-${tag}@example.com`;
  await visit("/public/classes");
  await askForAlerts(page, newer, "Boise, ID", "25");
  await confirmFromEmail(page, newer, "You're subscribed");
  const second = `Middleton Morning Class ${tag}`;
  await addClass(trainer.page, { title: second, inDays: day++, paymentLink: "https://pay.example/alerts" });
  await runJob(admin.page, "class-alerts");
  const newerAlerts = await alertsTo(page, newer);
  expect(newerAlerts).toHaveLength(1);
  expect(newerAlerts[0]!.text).toContain(second);
  expect(newerAlerts[0]!.text).not.toContain(title);
  expect(await alertsTo(page, visitor)).toHaveLength(1);

  await trainer.close();
  await admin.close();
});

test("the same e-mail and place twice is one subscription; an unconfirmed address gets only its confirmation", async ({
  page,
  browser,
  baseURL,
  visit,
}) => {
  const twice = `alert-twice-${tag}@example.com`;
  const unconfirmed = `alert-unconfirmed-${tag}@example.com`;
  const admin = await signedIn(browser, baseURL, ADMIN);
  const before = await subscriptionsIn(admin.page, "Fargo");

  await visit("/public/classes");
  await askForAlerts(page, twice, "Fargo, ND", "10");
  await confirmFromEmail(page, twice, "You're subscribed");
  await visit("/public/classes");
  await askForAlerts(page, twice, "fargo, north dakota", "50");
  await confirmFromEmail(page, twice, "Your class alert is updated");
  await expect(page.getByText("within 50 miles of Fargo, ND")).toBeVisible();
  expect(await subscriptionsIn(admin.page, "Fargo")).toBe(before + 1);

  await visit("/public/classes");
  await askForAlerts(page, unconfirmed, "Fargo, ND", "50");
  expect(await subscriptionsIn(admin.page, "Fargo")).toBe(before + 1);

  const trainer = await trainerIn(page, browser, baseURL, "Casselton", "ND");
  const title = `Casselton Class ${tag}`;
  await addClass(trainer.page, { title, inDays: day++, paymentLink: "https://pay.example/alerts" });
  await runJob(admin.page, "class-alerts");
  // The confirmed address, 50 miles now, gets the class; the unconfirmed one only its confirmation.
  const alerts = await alertsTo(page, twice);
  expect(alerts).toHaveLength(1);
  expect(alerts[0]!.text).toContain(title);
  expect((await mailbox(page, unconfirmed)).map((m) => m.subject)).toEqual([
    "Confirm your class alerts near Fargo, ND",
  ]);

  await trainer.close();
  await admin.close();
});
