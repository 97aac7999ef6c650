/**
 * Class reservations (issue 33, "Must show" 1; docs/decisions/0044-reservations.md), on PGlite and, with
 * DATABASE_URL, on PostgreSQL: parallel requests at the last spots never double-book; a cancellation,
 * a lapsed offer and a capacity raise pass spots down the waitlist (the reservations job); an
 * unconfirmed hold is released after 30 minutes (a manual clock); the links, errors and limits.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classes, classReservations } from "../../src/server/db/schema";
import { RESERVATIONS_JOB } from "../../src/server/modules/reservations/job";
import { RESERVES_PER_ADDRESS, RESERVES_PER_EMAIL } from "../../src/server/modules/reservations/limits";
import { RESERVATION_TEXT } from "../../src/shared/contracts/reservations";
import { DEMO_IDS, TRAINER } from "../support/route-matrix";
import { createTestApp, loginAs, manualClock, type TestApp } from "../support/test-app";

const clock = manualClock(new Date("2026-11-22T15:00:00Z"));
const MINUTE = 60_000;
let t: TestApp;
let trainerCookie: string;
let ip = 0;
/** Each request from its own address unless told: the address limit is tested on its own. */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
  trainerCookie = await loginAs(t.app, TRAINER);
});
afterAll(() => t?.close());

/** A class of the demo trainer, three days ahead (Nov 25, 18:00 Chicago = Nov 26 00:00 UTC). */
async function newClass(capacity: number | null, date = "2026-11-25"): Promise<string> {
  const [row] = await t.database.db
    .insert(classes)
    .values({
      trainerId: DEMO_IDS[TRAINER]!,
      title: "Reservation Test Class",
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

const reserve = (classId: string, email: string, partySize = 1, remoteAddress = nextIp()) =>
  t.app.inject({
    method: "POST",
    url: `/api/public-classes/${classId}/reservations`,
    payload: { name: "Visitor", email, partySize },
    remoteAddress,
  });
const post = (path: string, token: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/reservations/${path}`,
    payload: { token },
    remoteAddress: nextIp(),
  });
const spots = async (classId: string) =>
  (await t.app.inject({ method: "GET", url: `/api/public-classes/${classId}/spots` })).json();
const runJob = () => t.app.jobs.runNow(RESERVATIONS_JOB);

/** The token of the newest e-mailed link to `page` for `email`. */
async function tokenFrom(email: string, page: "confirm" | "manage" | "claim"): Promise<string> {
  const box = await t.app.inject({
    method: "GET",
    url: `/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`,
  });
  const link = box.json()[0].links.find((l: string) => l.includes(`/reservations/${page}?`));
  if (!link) throw new Error(`no ${page} link in the newest e-mail to ${email}`);
  return new URL(link).searchParams.get("token")!;
}
const statusOf = async (email: string, classId: string) =>
  (
    await t.database.db
      .select({ status: classReservations.status, email: classReservations.email })
      .from(classReservations)
      .where(eq(classReservations.classId, classId))
  ).find((r) => r.email === email)?.status;

describe("capacity 10, 12 parallel reservations of one spot each", () => {
  let classId: string;
  const emails = Array.from({ length: 12 }, (_, i) => `visitor${i}@example.com`);
  const manage: Record<string, string> = {};

  it("holds exactly 10 and waitlists 2, in order", async () => {
    classId = await newClass(10);
    const answers = await Promise.all(emails.map((e) => reserve(classId, e)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const bodies = answers.map((r) => r.json());
    expect(bodies.filter((b) => b.status === "pending")).toHaveLength(10);
    const waiting = bodies.filter((b) => b.status === "waitlisted");
    expect(waiting.map((b) => b.position).sort()).toEqual([1, 2]);
    for (const email of emails) manage[email] = await tokenFrom(email, "manage");
    // Confirmed from the e-mail within 30 minutes: held.
    clock.advance(5 * MINUTE);
    for (const [i, b] of bodies.entries()) {
      if (b.status !== "pending") continue;
      const res = await post("confirm", await tokenFrom(emails[i]!, "confirm"));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe("held");
    }
    expect(await spots(classId)).toMatchObject({ capacity: 10, reserved: 10, spotsLeft: 0, waitlist: 2 });
  });

  it("a cancellation offers the spot to the first on the waitlist", async () => {
    const rows = await t.database.db
      .select()
      .from(classReservations)
      .where(eq(classReservations.classId, classId));
    const waiting = rows.filter((r) => r.status === "waitlisted").sort((a, b) => a.seq - b.seq);
    const [first, second] = waiting.map((r) => r.email);
    const leaver = rows.find((r) => r.status === "held")!.email;
    const cancelled = await post("cancel", manage[leaver]!);
    expect(cancelled.json().status).toBe("cancelled");
    expect((await spots(classId)).reserved).toBe(9);
    expect((await runJob()).ok).toBe(true);
    expect(await statusOf(first!, classId)).toBe("offered");
    expect(await statusOf(second!, classId)).toBe("waitlisted");
    const read = await t.app.inject({
      method: "GET",
      url: `/api/reservations/manage?token=${manage[second!]}`,
    });
    expect(read.json()).toMatchObject({ status: "waitlisted", position: 1 });
    const box = await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${first}&limit=1` });
    expect(box.json()[0].subject).toMatch(/^A spot is free/);

    // A lapsed claim passes to the next: the offer lasts 12 hours here.
    const firstClaim = await tokenFrom(first!, "claim");
    clock.advance(12 * 60 * MINUTE + MINUTE);
    const late = await post("claim", firstClaim);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(RESERVATION_TEXT.offerExpired);
    expect(await statusOf(first!, classId)).toBe("expired");
    await runJob();
    expect(await statusOf(second!, classId)).toBe("offered");
    const claimed = await post("claim", await tokenFrom(second!, "claim"));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().status).toBe("held");
    expect(await spots(classId)).toMatchObject({ reserved: 10, spotsLeft: 0, waitlist: 0 });
  });
});

it("a capacity raise offers as many spots as fit, in the waitlist's order", async () => {
  const classId = await newClass(2, "2026-11-28");
  expect((await reserve(classId, "c1@example.com", 2)).json().status).toBe("pending");
  const parties = [
    ["pair@example.com", 2],
    ["solo1@example.com", 1],
    ["solo2@example.com", 1],
  ] as const;
  for (const [email, size] of parties) {
    expect((await reserve(classId, email, size)).json().status).toBe("waitlisted");
    clock.advance(1000);
  }
  // The trainer raises the capacity from 2 to 5 through the class calendar.
  const list = await t.app.inject({
    method: "GET",
    url: "/api/trainer-classes",
    headers: { cookie: trainerCookie },
  });
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/trainer-classes/${classId}`,
    headers: { cookie: trainerCookie },
    payload: {
      version: list.json().version,
      class: {
        title: "Reservation Test Class",
        date: "2026-11-28",
        startTime: "18:00",
        location: "Community Hall",
        paymentLink: "https://pay.example/class",
        capacity: 5,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  await runJob();
  expect(await statusOf("pair@example.com", classId)).toBe("offered");
  expect(await statusOf("solo1@example.com", classId)).toBe("offered");
  expect(await statusOf("solo2@example.com", classId)).toBe("waitlisted");
  expect(await spots(classId)).toMatchObject({ capacity: 5, reserved: 5, spotsLeft: 0, waitlist: 1 });
});

describe("spots left are counted, never typed", () => {
  it("the lists' live read counts several classes at once, leaving unknown ones out", async () => {
    const a = await newClass(6, "2026-12-01");
    const b = await newClass(null, "2026-12-01");
    await reserve(a, "count-a1@example.com", 2);
    await reserve(a, "count-a2@example.com", 3);
    await reserve(b, "count-b@example.com", 4);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const res = await t.app.inject({
      method: "GET",
      url: `/api/class-spots?ids=${b},${unknown},${a},not-an-id`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=5");
    expect(res.json().spots).toEqual([
      { classId: b, capacity: null, reserved: 4, spotsLeft: null, waitlist: 0, closed: false },
      { classId: a, capacity: 6, reserved: 5, spotsLeft: 1, waitlist: 0, closed: false },
    ]);
    // The prepared class answer counts them too (when it is prepared).
    const page = await t.app.inject({ method: "GET", url: `/api/public-classes/${a}` });
    expect(page.json().class).toMatchObject({ capacity: 6, spotsLeft: 1 });
  });

  it("refuses an empty or too long list of ids plainly", async () => {
    for (const ids of ["", ",", Array.from({ length: 21 }, (_, i) => `id${i}`).join(",")]) {
      const res = await t.app.inject({ method: "GET", url: `/api/class-spots?ids=${ids}` });
      expect(res.statusCode, ids).toBe(400);
      expect(res.json().message).toMatch(/classes at once/);
    }
  });
});

describe("the confirmation e-mail and page", () => {
  it("attach the class's .ics to the e-mails that hold or offer a spot, not to the waitlist's", async () => {
    const classId = await newClass(1, "2026-11-27");
    await reserve(classId, "ics@example.com");
    await reserve(classId, "ics-wait@example.com");
    const mailOf = async (email: string) =>
      (await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${email}&limit=1` })).json()[0];
    const [file] = (await mailOf("ics@example.com")).attachments;
    expect(file.filename).toBe("reservation-test-class-2026-11-27.ics");
    expect(file.contentType).toMatch(/^text\/calendar/);
    expect(file.content).toContain("BEGIN:VEVENT");
    expect(file.content).toContain("SUMMARY:Reservation Test Class");
    expect((await mailOf("ics-wait@example.com")).attachments).toEqual([]);
    expect((await post("cancel", await tokenFrom("ics@example.com", "manage"))).statusCode).toBe(200);
    await runJob();
    const offer = await mailOf("ics-wait@example.com");
    expect(offer.subject).toMatch(/^A spot is free/);
    expect(offer.attachments[0].filename).toBe(file.filename);
  });

  it("answers the manage link's token on confirming: the e-mail's own manage link", async () => {
    const classId = await newClass(4, "2026-11-28");
    await reserve(classId, "manage-me@example.com", 2);
    const res = await post("confirm", await tokenFrom("manage-me@example.com", "confirm"));
    expect(res.statusCode).toBe(200);
    const { manageToken } = res.json();
    expect(manageToken).toBe(await tokenFrom("manage-me@example.com", "manage"));
    const read = await t.app.inject({ method: "GET", url: `/api/reservations/manage?token=${manageToken}` });
    expect(read.json()).toMatchObject({ status: "held", partySize: 2 });
    expect(read.json().manageToken).toBeUndefined();
  });
});

describe("nothing is held for an unconfirmed e-mail after 30 minutes", () => {
  it("a late confirmation is refused and the spot released", async () => {
    const classId = await newClass(1, "2026-11-29");
    expect((await reserve(classId, "late@example.com")).json().status).toBe("pending");
    expect((await reserve(classId, "next@example.com")).json()).toMatchObject({
      status: "waitlisted",
      position: 1,
    });
    clock.advance(31 * MINUTE);
    const res = await post("confirm", await tokenFrom("late@example.com", "confirm"));
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(RESERVATION_TEXT.expired);
    expect(await statusOf("late@example.com", classId)).toBe("expired");
    await runJob();
    expect(await statusOf("next@example.com", classId)).toBe("offered");
  });

  it("the job expires a hold nobody confirmed", async () => {
    const classId = await newClass(3, "2026-11-30");
    await reserve(classId, "silent@example.com", 3);
    expect((await spots(classId)).reserved).toBe(3);
    clock.advance(29 * MINUTE);
    await runJob();
    expect(await statusOf("silent@example.com", classId)).toBe("pending");
    clock.advance(2 * MINUTE);
    await runJob();
    expect(await statusOf("silent@example.com", classId)).toBe("expired");
    expect(await spots(classId)).toMatchObject({ reserved: 0, spotsLeft: 3 });
  });
});

describe("refusals", () => {
  it("refuses a second live reservation of one e-mail, in any case", async () => {
    const classId = await newClass(null, "2026-12-01");
    expect((await reserve(classId, "twice@example.com")).statusCode).toBe(201);
    const again = await reserve(classId, " Twice@Example.com ");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RESERVATION_TEXT.duplicate);
    // Without a capacity: unlimited, never a waitlist.
    expect((await reserve(classId, "more@example.com", 4)).json().status).toBe("pending");
    expect(await spots(classId)).toMatchObject({ capacity: null, spotsLeft: null, waitlist: 0 });
  });

  it("closes reservations at the class start", async () => {
    const classId = await newClass(5, "2026-11-22"); // 18:00 Chicago was hours ago by the clock now
    const res = await reserve(classId, "toolate@example.com");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RESERVATION_TEXT.closed);
    expect((await spots(classId)).closed).toBe(true);
  });

  it("answers bad input and unknown classes and links plainly", async () => {
    const classId = await newClass(5, "2026-12-02");
    const bad = await reserve(classId, "not-an-email", 5);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(["email", "partySize"]);
    expect((await reserve("00000000-0000-4000-8000-000000000000", "x@example.com")).statusCode).toBe(404);
    expect((await post("confirm", "x".repeat(43))).statusCode).toBe(404);
    const cancelTwice = await reserve(classId, "leaver@example.com");
    expect(cancelTwice.statusCode).toBe(201);
    const token = await tokenFrom("leaver@example.com", "manage");
    expect((await post("cancel", token)).statusCode).toBe(200);
    expect((await post("cancel", token)).json().message).toBe(RESERVATION_TEXT.alreadyEnded);
    // A cancelled reservation frees the e-mail for a new one.
    expect((await reserve(classId, "leaver@example.com")).statusCode).toBe(201);
  });

  it("limits requests per e-mail and per address", async () => {
    const classId = await newClass(null, "2026-12-03");
    for (let i = 0; i < RESERVES_PER_EMAIL; i++) await reserve(classId, "busy@example.com");
    const perEmail = await reserve(classId, "busy@example.com");
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.headers["retry-after"]).toBeDefined();
    const address = "192.0.2.7";
    for (let i = 0; i < RESERVES_PER_ADDRESS; i++) await reserve(classId, `ip${i}@example.com`, 1, address);
    expect((await reserve(classId, "one-more@example.com", 1, address)).statusCode).toBe(429);
    expect((await reserve(classId, "one-more@example.com", 1)).statusCode).toBe(201);
  });
});

describe("the trainer's attendee list", () => {
  let classId: string;
  beforeAll(async () => {
    classId = await newClass(2, "2026-12-04");
    await reserve(classId, "amy@example.com", 2);
    await reserve(classId, "ben@example.com", 1);
  });

  it("shows the class's trainer each reservation, and the spots", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/trainer-classes/${classId}/reservations`,
      headers: { cookie: trainerCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.spots).toMatchObject({ capacity: 2, reserved: 2, waitlist: 1 });
    expect(
      list.reservations.map((r: { email: string; status: string; position: number | null }) => [
        r.email,
        r.status,
        r.position,
      ]),
    ).toEqual([
      ["amy@example.com", "pending", null],
      ["ben@example.com", "waitlisted", 1],
    ]);
  });

  it("marks paid and attended, and exports CSV", async () => {
    const list = (
      await t.app.inject({
        method: "GET",
        url: `/api/trainer-classes/${classId}/reservations`,
        headers: { cookie: trainerCookie },
      })
    ).json();
    const amy = list.reservations[0].id;
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/trainer-classes/${classId}/reservations/${amy}`,
      headers: { cookie: trainerCookie },
      payload: { paid: true, attended: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paid: true, attended: true });
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/trainer-classes/${classId}/reservations.csv`,
      headers: { cookie: trainerCookie },
    });
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body.split("\r\n")[0]).toBe("name,email,partySize,status,reservedAt,paid,attended,position");
    expect(csv.body).toContain('"amy@example.com","2","pending"');
  });

  it("is no one else's: another trainer gets 404, anonymous 401", async () => {
    const other = await loginAs(t.app, "lead@example.com");
    const url = `/api/trainer-classes/${classId}/reservations`;
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: other } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});
