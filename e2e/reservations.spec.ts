import type { Page } from "@playwright/test";
import { expect, expectAccessible, login, seedTrainer, test } from "./support/fixtures";
import { waitForReact } from "./support/hydration";
import { addClass, runJob, signedIn } from "./support/trainer-classes";

/*
 * Class reservations (issue 33, docs/decisions/0044): a visitor on a phone reserves on the page of a
 * class with a capacity, confirms from the e-mail's page (the payment link is the trainer's), sees the
 * spots left drop, and cancels through the manage link; the trainer sees the attendee list in Manage
 * Classes and marks the visitor paid.
 */

const tag = Date.now().toString(36);

type Mail = { subject: string; links: string[] };

/** The newest e-mailed link to `email` containing `part`, as a path on this server. */
async function mailedLink(page: Page, email: string, part: string): Promise<string> {
  const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(res.ok(), "development mailbox").toBe(true);
  const link = ((await res.json()) as Mail[]).flatMap((m) => m.links).find((l) => l.includes(part));
  expect(link, `a ${part} link e-mailed to ${email}`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** The class page's live count, read again until it says `text` (the count may be cached 5 s). */
async function expectSpots(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByTestId("spots-left")).toHaveText(text, { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
}

test("reserve on a phone, confirm from the e-mail, the trainer marks paid, cancel through the manage link @phone", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const seeded = await seedTrainer(page, { name: `Reserve Trainer ${tag}` });
  const trainer = await signedIn(browser, baseURL, seeded.email);
  const title = `Reservable Evening Class ${tag}`;
  const classId = await addClass(trainer.page, {
    title,
    inDays: 9,
    paymentLink: "https://pay.example/reserve",
    capacity: 3,
  });
  const classPath = `/public/class/${classId}`;

  // The visitor reserves for two.
  const visitor = `reserve-visitor-${tag}@example.com`;
  await page.goto(classPath);
  await expect(page.getByTestId("spots-left")).toHaveText("3 spots left");
  const reserve = page.getByRole("button", { name: "Reserve a spot" });
  await waitForReact(page, reserve);
  await reserve.click();
  const form = page.getByRole("form", { name: "Reserve a spot" });
  await expect(form.getByLabel("Name")).toBeFocused();
  await form.getByLabel("Name").fill("Rita Visitor");
  await form.getByLabel("Email").fill(visitor);
  await form.getByLabel("People").selectOption("2");
  await form.getByRole("button", { name: "Reserve" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail to confirm your spot" })).toBeVisible();
  await expect(page.getByTestId("spots-left")).toHaveText("1 spot left");
  await expectAccessible(page);

  // The e-mail carries the class's calendar file.
  const [request] = (await (
    await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(visitor)}`)
  ).json()) as { attachments: { filename: string; content: string }[] }[];
  expect(request!.attachments[0]!.filename).toMatch(/^reservable-evening-class-.+\.ics$/);
  expect(request!.attachments[0]!.content).toContain(`SUMMARY:${title}`);

  // Opening the e-mailed link changes nothing; the button confirms.
  await page.goto(await mailedLink(page, visitor, "/reservations/confirm"));
  const confirm = page.getByRole("button", { name: "Confirm my spot" });
  await waitForReact(page, confirm);
  await confirm.click();
  await expect(page.getByRole("heading", { level: 1, name: "Your spot is confirmed" })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  const pay = page.getByRole("link", { name: `Complete your payment with ${seeded.name}` });
  await expect(pay).toHaveAttribute("href", "https://pay.example/reserve");
  await expectAccessible(page);
  const manageHere = page.getByRole("link", { name: "Manage or cancel your reservation" });
  expect(new URL((await manageHere.getAttribute("href"))!, "http://x").search).toBe(
    new URL(await mailedLink(page, visitor, "/reservations/manage"), "http://x").search,
  );
  await expectSpots(page, classPath, "1 spot left");

  // The trainer sees the reservation and marks it paid.
  await trainer.page.goto("/trainer-portal/calendar");
  const card = trainer.page.getByTestId("own-class").filter({ hasText: title });
  await expect(card.getByTestId("reservation-counts")).toHaveText("2 / 3 reserved, 0 on the waitlist");
  await card.getByRole("button", { name: "Attendees" }).click();
  const dialog = trainer.page.getByRole("dialog", { name: `Attendees: ${title}` });
  const row = dialog.getByRole("row").filter({ hasText: "Rita Visitor" });
  await expect(row).toContainText(visitor);
  await expect(row).toContainText("Confirmed");
  // The box shows the server's answer: it turns checked once the change is saved.
  await row.getByRole("checkbox", { name: "Paid: Rita Visitor" }).click();
  await expect(row.getByRole("checkbox", { name: "Paid: Rita Visitor" })).toBeChecked();
  await expectAccessible(trainer.page);
  await expect(dialog.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    /\/reservations\.csv$/,
  );
  const attendees = await (
    await trainer.page.request.get(`/api/trainer-classes/${classId}/reservations`)
  ).json();
  expect(attendees.reservations[0]).toMatchObject({ email: visitor, paid: true, status: "held" });

  // The visitor cancels through the manage link: a second press confirms it.
  await page.goto(await mailedLink(page, visitor, "/reservations/manage"));
  await expect(page.getByTestId("reservation-status")).toHaveText("Confirmed");
  const cancel = page.getByRole("button", { name: "Cancel my reservation" });
  await waitForReact(page, cancel);
  await cancel.click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByTestId("reservation-status")).toHaveText("Cancelled");
  await expectSpots(page, classPath, "3 spots left");

  // The used confirmation link now says so plainly.
  await page.goto(await mailedLink(page, visitor, "/reservations/confirm"));
  const again = page.getByRole("button", { name: "Confirm my spot" });
  await waitForReact(page, again);
  await again.click();
  await expect(page.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
  await trainer.close();
});

test("a full class: join the waitlist, a cancellation offers the spot, the e-mailed claim takes it @phone", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const seeded = await seedTrainer(page, { name: `Waitlist Trainer ${tag}` });
  const trainer = await signedIn(browser, baseURL, seeded.email);
  const classId = await addClass(trainer.page, {
    title: `Waitlist Class ${tag}`,
    inDays: 10,
    startTime: "10:00",
    paymentLink: "https://pay.example/waitlist",
    capacity: 1,
  });
  await trainer.close();

  // The first visitor takes the only spot.
  const first = `waitlist-first-${tag}@example.com`;
  const taken = await page.request.post(`/api/public-classes/${classId}/reservations`, {
    data: { name: "First Visitor", email: first, partySize: 1 },
  });
  expect(taken.status(), await taken.text()).toBe(201);

  // The second joins the waitlist on the class page.
  const second = `waitlist-second-${tag}@example.com`;
  await page.goto(`/public/class/${classId}`);
  await expect(page.getByTestId("spots-left")).toHaveText("Full: join the waitlist");
  const join = page.getByRole("button", { name: "Join the waitlist" });
  await waitForReact(page, join);
  await join.click();
  const form = page.getByRole("form", { name: "Reserve a spot" });
  await form.getByLabel("Name").fill("Second Visitor");
  await form.getByLabel("Email").fill(second);
  await form.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByRole("heading", { name: "You're number 1 on the waitlist" })).toBeVisible();

  // The first cancels; the job offers the spot to the second at once.
  await page.goto(await mailedLink(page, first, "/reservations/manage"));
  const cancel = page.getByRole("button", { name: "Cancel my reservation" });
  await waitForReact(page, cancel);
  await cancel.click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByTestId("reservation-status")).toHaveText("Cancelled");

  // The job runs on its schedule, and at once after a cancellation where jobs run in process; here the
  // admin's Run now makes it certain (as the class alerts' spec does).
  const admin = await signedIn(browser, baseURL, "admin@example.com");
  await runJob(admin.page, "reservations");
  await admin.close();
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(second)}`);
        return ((await res.json()) as Mail[]).some((m) =>
          m.links.some((l) => l.includes("/reservations/claim")),
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.goto(await mailedLink(page, second, "/reservations/claim"));
  const claim = page.getByRole("button", { name: "Claim my spot" });
  await waitForReact(page, claim);
  await claim.click();
  await expect(page.getByRole("heading", { level: 1, name: "The spot is yours" })).toBeVisible();
  await expect(page.getByTestId("reservation-status")).toHaveText("Confirmed");
  await expectAccessible(page);
});

test("the trainer messages the attendees from Manage Classes, then deletes the class: everyone is told", async ({
  page,
  browser,
  baseURL,
}) => {
  const seeded = await seedTrainer(page, { name: `Message Trainer ${tag}` });
  const trainer = await signedIn(browser, baseURL, seeded.email);
  const title = `Message Class ${tag}`;
  const classId = await addClass(trainer.page, {
    title,
    inDays: 11,
    startTime: "09:00",
    location: "Valley Hall",
    paymentLink: "https://pay.example/message",
    capacity: 1,
  });
  const { date } = (await (await page.request.get(`/api/public-classes/${classId}`)).json()).class;
  const held = `message-held-${tag}@example.com`;
  const waiting = `message-waiting-${tag}@example.com`;
  for (const email of [held, waiting]) {
    const res = await page.request.post(`/api/public-classes/${classId}/reservations`, {
      data: { name: "Message Visitor", email, partySize: 1 },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const subjects = async (email: string) =>
    (
      (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as Mail[]
    ).map((m) => m.subject);

  // The message, from the attendee list's form.
  await trainer.page.goto("/trainer-portal/calendar");
  const card = trainer.page.getByTestId("own-class").filter({ hasText: title });
  await card.getByRole("button", { name: "Attendees" }).click();
  const dialog = trainer.page.getByRole("dialog", { name: `Attendees: ${title}` });
  await dialog.getByRole("button", { name: "Message attendees" }).click();
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(dialog.getByText("Please enter a subject")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Subject", exact: true }).fill("Parking");
  await dialog.getByRole("textbox", { name: "Message", exact: true }).fill("Use the back lot, please.");
  await expectAccessible(trainer.page);
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Message sent to 2 people.");
  for (const email of [held, waiting]) expect(await subjects(email)).toContain(`Parking (${title}, ${date})`);
  await trainer.page.keyboard.press("Escape");

  // The class deleted: both hear that it is cancelled.
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = trainer.page.getByRole("alertdialog", { name: "Delete this class?" });
  await expect(confirm).toContainText("gets an e-mail that the class is cancelled");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(card).toHaveCount(0);
  for (const email of [held, waiting])
    expect((await subjects(email)).some((s) => s.startsWith("Cancelled: "))).toBe(true);
  await trainer.close();
});

test("Reserve a spot on a trainer's class card opens the class page's form", async ({ page }) => {
  const seeded = await seedTrainer(page, { name: `Card Trainer ${tag}` });
  const context = page.context();
  await login(page, seeded.email);
  const classId = await addClass(page, {
    title: `Card Class ${tag}`,
    inDays: 12,
    startTime: "09:00",
    location: "Valley Hall",
    paymentLink: "https://pay.example/card",
  });
  await context.clearCookies();
  await page.goto(`/public/class/${classId}#reserve`);
  await expect(page.getByRole("form", { name: "Reserve a spot" }).getByLabel("Name")).toBeVisible();
});

test("the day before: a reminder whose page turns reminders off; the console counts the reservation", async ({
  page,
  browser,
  baseURL,
}) => {
  const seeded = await seedTrainer(page, { name: `Reminder Trainer ${tag}` });
  const trainer = await signedIn(browser, baseURL, seeded.email);
  const title = `Reminder Class ${tag}`;
  // Tomorrow at midnight where the trainer is: always within the next 24 hours, never started.
  const classId = await addClass(trainer.page, { title, inDays: 1, startTime: "00:00", capacity: 5 });
  await trainer.close();
  const visitor = `reminder-visitor-${tag}@example.com`;
  const made = await page.request.post(`/api/public-classes/${classId}/reservations`, {
    data: { name: "Rhea Visitor", email: visitor, partySize: 2 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const token = new URL(
    await mailedLink(page, visitor, "/reservations/confirm"),
    "http://x",
  ).searchParams.get("token");
  const confirmed = await page.request.post("/api/reservations/confirm", { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  const admin = await signedIn(browser, baseURL, "admin@example.com");
  await runJob(admin.page, "reservation-reminders");
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(visitor)}`);
        return ((await res.json()) as Mail[]).some((m) => m.subject.startsWith("Reminder"));
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // The reminder's visible link: opening it changes nothing, the button turns reminders off.
  await page.goto(await mailedLink(page, visitor, "/reservations/reminders-off"));
  const stop = page.getByRole("button", { name: "Stop reminders" });
  await waitForReact(page, stop);
  await stop.click();
  const done = page.getByRole("status");
  await expect(done).toContainText("Reminders are off");
  await expect(done).toContainText(visitor);
  await expectAccessible(page);

  // The console's Reservations tab counts the confirmed reservation of two.
  await admin.page.goto("/trainer-portal/admin/reservations");
  const byClass = admin.page.getByRole("region", { name: "Reservations by class" });
  const row = byClass.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-label="Reservations"]')).toHaveText("1");
  await expect(row.locator('[data-label="People"]')).toHaveText("2");
  await expect(admin.page.getByTestId("reservations-total")).toContainText("confirmed reservations");
  await expectAccessible(admin.page);
  await admin.close();
});
