/**
 * Reservation reminders and a cancelled class's notices (issue 33 §3, §4; decision 0044): the reminders
 * job e-mails each held reservation once in the 24 hours before its class (payment link only while
 * unpaid, what to bring, one-click unsubscribe headers and a visible link); the unsubscribe turns them
 * off; a trainer deleting a class e-mails everyone reserved or waiting, and no one else's class can be.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classes, classReservations } from "../../src/server/db/schema";
import { RESERVATION_REMINDERS_JOB } from "../../src/server/modules/reservations/job";
import { WHAT_TO_BRING } from "../../src/server/modules/reservations/notice-emails";
import { RESERVATION_TEXT } from "../../src/shared/contracts/reservations";
import { ADMIN, DEMO_IDS, OTHER, TRAINER } from "../support/route-matrix";
import { createTestApp, loginAs, manualClock, type TestApp } from "../support/test-app";

const clock = manualClock(new Date("2026-11-22T15:00:00Z"));
const HOUR = 3_600_000;
let t: TestApp;
let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
});
afterAll(() => t?.close());

/** A class of the demo trainer at 18:00 Chicago on `date`. */
async function newClass(date: string, capacity: number | null = null): Promise<string> {
  const [row] = await t.database.db
    .insert(classes)
    .values({
      trainerId: DEMO_IDS[TRAINER]!,
      title: "Notice Test Class",
      date,
      startTime: "18:00",
      endTime: "20:00",
      timeZone: "America/Chicago",
      location: "Community Hall",
      paymentLink: "https://pay.example/class",
      capacity,
    })
    .returning({ id: classes.id });
  return row!.id;
}

type Mail = { subject: string; text: string; html: string; links: string[]; headers: Record<string, string> };
async function mailbox(email: string): Promise<Mail[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  return res.json();
}

async function reserve(classId: string, email: string, confirm = true) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/public-classes/${classId}/reservations`,
    payload: { name: "Visitor", email, partySize: 1 },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  if (!confirm || res.json().status !== "pending") return;
  const link = (await mailbox(email))[0]!.links.find((l) => l.includes("/reservations/confirm?"))!;
  const token = new URL(link).searchParams.get("token")!;
  const done = await t.app.inject({
    method: "POST",
    url: "/api/reservations/confirm",
    payload: { token },
    remoteAddress: nextIp(),
  });
  expect(done.json().status).toBe("held");
}

async function runReminders(): Promise<string> {
  const run = await t.app.jobs.runNow(RESERVATION_REMINDERS_JOB);
  expect(run.ok, run.error ?? "").toBe(true);
  return run.outcome!;
}
const reminders = async (email: string) =>
  (await mailbox(email)).filter((m) => m.subject.startsWith("Reminder:"));

describe("reminders", () => {
  // Nov 25 18:00 Chicago = Nov 26 00:00 UTC; Nov 26's class is a day later.
  let soon: string;
  let later: string;
  const UNPAID = "unpaid@example.com";
  const PAID = "paid@example.com";
  const PENDING = "pending@example.com";

  beforeAll(async () => {
    soon = await newClass("2026-11-25");
    later = await newClass("2026-11-26");
    await reserve(soon, UNPAID);
    await reserve(soon, PAID);
    await reserve(later, UNPAID);
    await t.database.db
      .update(classReservations)
      .set({ paid: true })
      .where(eq(classReservations.email, PAID));
  });

  it("wait until the day before the class", async () => {
    expect(await runReminders()).toBe("nothing due");
    expect(await reminders(UNPAID)).toEqual([]);
  });

  it("go once to each held reservation within 24 hours of its class", async () => {
    clock.advance(2 * 24 * HOUR + 14 * HOUR); // Nov 25 05:00 UTC: 19 hours before `soon`
    await reserve(soon, PENDING, false);
    expect(await runReminders()).toBe("2 reminders queued");
    expect(await runReminders()).toBe("nothing due");
    const [mail] = await reminders(UNPAID);
    expect(mail!.subject).toBe("Reminder: Notice Test Class tomorrow");
    expect(mail!.text).toContain("Community Hall");
    expect(mail!.text).toContain("2026-11-25 at 6:00 PM");
    expect(mail!.text).toContain(WHAT_TO_BRING);
    expect(mail!.text).toContain("Complete your payment with");
    expect(mail!.links).toContain(`${t.app.config.publicUrl}/api/calendar/classes/${soon}.ics`);
    const visible = mail!.links.find((l) => l.includes("/reservations/reminders-off?token="));
    expect(visible).toBeTruthy();
    // The public address (https in production) of the one-click endpoint.
    expect(mail!.headers["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${t.app.config.publicUrl}/api/reservations/reminders-off\\?token=[\\w.-]+>$`),
    );
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Marked paid by the trainer: no payment link. Not confirmed: no reminder.
    const [paid] = await reminders(PAID);
    expect(paid!.text).not.toContain("Complete your payment");
    expect(await reminders(PENDING)).toEqual([]);
  });

  it("stop with the one-click unsubscribe: the address's other reservations are not reminded", async () => {
    const [mail] = await reminders(UNPAID);
    const url = new URL(/^<(.+)>$/.exec(mail!.headers["List-Unsubscribe"]!)![1]!);
    const res = await t.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: UNPAID, changed: 2 });
    clock.advance(24 * HOUR); // within 24 hours of `later`
    expect(await runReminders()).toBe("nothing due");
    expect(await reminders(UNPAID)).toHaveLength(1);
  });

  it("refuse a link that is not ours (the page's JSON button too)", async () => {
    for (const token of ["x".repeat(30), `${"a".repeat(20)}.${"b".repeat(20)}`]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/reservations/reminders-off?token=${token}`,
        payload: {},
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message ?? res.body).toContain(RESERVATION_TEXT.linkInvalid);
    }
    const none = await t.app.inject({ method: "POST", url: "/api/reservations/reminders-off", payload: {} });
    expect(none.statusCode).toBe(400);
  });
});

describe("a trainer deleting a class", () => {
  it("e-mails everyone reserved or waiting, and only the class's trainer may", async () => {
    const classId = await newClass("2026-12-20", 1);
    await reserve(classId, "held@example.com");
    await reserve(classId, "waiting@example.com");
    const trainer = await loginAs(t.app, TRAINER);
    const other = await loginAs(t.app, OTHER);
    const versionOf = async (cookie: string) =>
      (await t.app.inject({ method: "GET", url: "/api/trainer-classes", headers: { cookie } })).json()
        .version;

    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/trainer-classes/${classId}?version=${await versionOf(other)}`,
      headers: { cookie: other },
    });
    expect(refused.statusCode).toBe(404);
    const cancelled = async (email: string) =>
      (await mailbox(email)).filter((m) => m.subject.startsWith("Cancelled:"));
    expect(await cancelled("held@example.com")).toEqual([]);

    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/trainer-classes/${classId}?version=${await versionOf(trainer)}`,
      headers: { cookie: trainer },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [held] = await cancelled("held@example.com");
    expect(held!.subject).toBe("Cancelled: Notice Test Class on 2026-12-20");
    expect(held!.text).toContain("Your reservation for 1 person is cancelled");
    const [waiting] = await cancelled("waiting@example.com");
    expect(waiting!.text).toContain("You were on the waitlist");
    const left = await t.database.db
      .select()
      .from(classReservations)
      .where(eq(classReservations.classId, classId));
    expect(left).toEqual([]);
  });
});

describe("the trainer's message to a class's attendees", () => {
  let classId: string;
  let trainer: string;
  const send = (cookie: string | undefined, payload: unknown, id = classId) =>
    t.app.inject({
      method: "POST",
      url: `/api/trainer-classes/${id}/reservations/message`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const messages = async (email: string) =>
    (await mailbox(email)).filter((m) => m.subject.startsWith("Parking"));

  beforeAll(async () => {
    classId = await newClass("2026-12-22", 1);
    trainer = await loginAs(t.app, TRAINER);
  });

  it("says plainly when there is no one to message, and checks the fields", async () => {
    const none = await send(trainer, { subject: "Parking", body: "Use the back lot." });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(RESERVATION_TEXT.noOneToMessage);
    await reserve(classId, "msg-held@example.com");
    await reserve(classId, "msg-waiting@example.com");
    for (const [payload, text] of [
      [{ subject: " ", body: "x" }, RESERVATION_TEXT.subjectRequired],
      [{ subject: "x".repeat(151), body: "x" }, RESERVATION_TEXT.subjectTooLong],
      [{ subject: "Parking", body: "" }, RESERVATION_TEXT.messageRequired],
      [{ subject: "Parking", body: "x".repeat(5001) }, RESERVATION_TEXT.messageTooLong],
      [{ subject: "Parking" }, RESERVATION_TEXT.messageRequired],
    ] as const) {
      const res = await send(trainer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(text);
    }
  });

  it("is the class's trainer's (and the admin's) only", async () => {
    expect((await send(undefined, { subject: "Parking", body: "x" })).statusCode).toBe(401);
    const other = await loginAs(t.app, OTHER);
    expect((await send(other, { subject: "Parking", body: "x" })).statusCode).toBe(404);
    expect(await messages("msg-held@example.com")).toEqual([]);
  });

  it("e-mails everyone reserved or waiting, escaped, at most 3 a day per class", async () => {
    const res = await send(trainer, { subject: "Parking", body: "Use the back lot.\n<b>Bring</b> a mat." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 2 });
    const [mail] = await messages("msg-waiting@example.com");
    expect(mail!.subject).toBe("Parking (Notice Test Class, 2026-12-22)");
    expect(mail!.text).toContain("Use the back lot.");
    expect(mail!.html).toContain("&lt;b&gt;Bring&lt;/b&gt; a mat.");
    expect(await messages("msg-held@example.com")).toHaveLength(1);

    expect((await send(trainer, { subject: "Parking 2", body: "x" })).statusCode).toBe(200);
    expect((await send(trainer, { subject: "Parking 3", body: "x" })).statusCode).toBe(200);
    const fourth = await send(trainer, { subject: "Parking 4", body: "x" });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(RESERVATION_TEXT.tooManyMessages);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
    expect(await messages("msg-held@example.com")).toHaveLength(3);
    // The admin is another caller with a limit of its own.
    const admin = await loginAs(t.app, ADMIN);
    expect((await send(admin, { subject: "Parking 5", body: "x" })).statusCode).toBe(200);
  });
});

describe("a cancelled or lapsed reservation", () => {
  it("e-mails a receipt of a cancellation, and tells a hold nobody confirmed that it lapsed", async () => {
    const classId = await newClass("2026-12-24");
    await reserve(classId, "leaver@example.com");
    const manage = (await mailbox("leaver@example.com"))
      .flatMap((m) => m.links)
      .find((l) => l.includes("/reservations/manage?"))!;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/reservations/cancel",
      payload: { token: new URL(manage).searchParams.get("token") },
      remoteAddress: nextIp(),
    });
    expect(res.json().status).toBe("cancelled");
    const [receipt] = await mailbox("leaver@example.com");
    expect(receipt!.subject).toBe("Reservation cancelled: Notice Test Class on 2026-12-24");

    await reserve(classId, "slow@example.com", false);
    clock.advance(31 * 60_000);
    const run = await t.app.jobs.runNow("reservations");
    // The reminders section left one unconfirmed hold of its own (PENDING) to lapse too.
    expect(run.outcome).toBe("expired 2, offered 0");
    const [lapsed] = await mailbox("slow@example.com");
    expect(lapsed!.subject).toBe("Reservation not confirmed: Notice Test Class on 2026-12-24");
    expect(lapsed!.text).toContain("was not confirmed within the time given");
  });
});

describe("the console's reservation figures", () => {
  it("count held reservations and people per class, trainer and region, and the no-show rate", async () => {
    // A class already past (Nov 20, before the clock) with three held reservations, two marked.
    const past = await newClass("2026-11-20");
    const rows = ["came", "absent", "unmarked"].map((name, i) => ({
      classId: past,
      name,
      email: `${name}@example.com`,
      partySize: i + 1,
      status: "held" as const,
      attended: name === "came" ? true : name === "absent" ? false : null,
      createdAt: new Date("2026-11-01T00:00:00Z"),
      confirmTokenHash: `summary-confirm-${name}`,
      manageTokenHash: `summary-manage-${name}`,
    }));
    await t.database.db.insert(classReservations).values(rows);

    const admin = await loginAs(t.app, ADMIN);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/reservations/summary",
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    const line = summary.classes.find((c: { classId: string }) => c.classId === past);
    expect(line).toMatchObject({
      title: "Notice Test Class",
      date: "2026-11-20",
      reservations: 3,
      people: 6,
      waiting: 0,
      marked: 2,
      noShows: 1,
      noShowRate: 0.5,
    });
    // Every class here is the demo trainer's: the trainer's line sums them all, as does the total.
    expect(summary.trainers).toHaveLength(1);
    expect(summary.trainers[0]).toMatchObject({ marked: 2, noShows: 1, noShowRate: 0.5 });
    expect(summary.total.people).toBe(summary.trainers[0].people);
    expect(summary.regions.reduce((n: number, r: { people: number }) => n + r.people, 0)).toBe(
      summary.total.people,
    );

    const trainer = await loginAs(t.app, TRAINER);
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/admin/reservations/summary",
      headers: { cookie: trainer },
    });
    expect(refused.statusCode).toBe(403);
  });
});
