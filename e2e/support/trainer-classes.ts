/**
 * What the specs that need a trainer's class share (class alerts, insights, reservations): a second
 * signed-in browser context, a class added through the trainer's own API, and the admin's "Run now".
 */
import type { Browser, Page } from "@playwright/test";
import { expect, login } from "./fixtures";

/** `email` signed in, in a context of its own (beside the test's page); close it at the end. */
export async function signedIn(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, email);
  return { page, close: () => context.close() };
}

export type NewClass = {
  title: string;
  /** Days after the trainer's today (the API's `today`). */
  inDays: number;
  startTime?: string;
  location?: string;
  paymentLink?: string;
  capacity?: number;
};

/** Adds a class as the signed-in trainer; its id. */
export async function addClass(trainer: Page, c: NewClass): Promise<string> {
  const list = await (await trainer.request.get("/api/trainer-classes")).json();
  const date = new Date(`${list.today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + c.inDays);
  const added = await trainer.request.post("/api/trainer-classes", {
    data: {
      version: list.version,
      class: {
        title: c.title,
        date: date.toISOString().slice(0, 10),
        startTime: c.startTime ?? "18:30",
        location: c.location ?? "Valley Community Hall",
        paymentLink: c.paymentLink ?? "https://pay.example/class",
        ...(c.capacity === undefined ? {} : { capacity: c.capacity }),
      },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return (await added.json()).class.id as string;
}

/** A job run now, as the console's Run now asks for it (the admin's page). */
export async function runJob(admin: Page, job: string) {
  const res = await admin.request.post(`/api/admin/jobs/${job}/run`, { data: {} });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ job, ok: true });
}
