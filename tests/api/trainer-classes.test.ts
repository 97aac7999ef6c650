/**
 * The class calendar's calls (GET/POST /api/trainer-classes, PUT/DELETE /api/trainer-classes/{id}) and
 * the spec's whole-list save (GET/POST /api/trainer-profile): the §5 messages, the end time and price
 * rules, the version check (a stale write is 409 and stores nothing), ownership, private notes, and
 * the public reads showing a change on the next request. Runs on PGlite, and on PostgreSQL in CI.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClassRepository } from "../../src/server/modules/classes/repository";
import {
  CLASS_TEXT,
  type ClassWrite,
  classSaved,
  type OwnClassList,
  ownClassList,
} from "../../src/shared/contracts/manage-classes";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { todayIn } from "../../src/shared/time-zones";
import { createTestApp, loginAs, requestAs, type TestApp } from "../support/test-app";

let t: TestApp;
const cookie: Record<string, string> = {};
let slug = "";
const OWNER = "orla.classes@example.com";
const OTHER = "lead@example.com";
const ZONE = "America/Denver";

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/dev/trainers",
    payload: { name: "Orla Brennan", email: OWNER, city: "Denver", state: "CO" },
  });
  expect(res.statusCode, res.body).toBe(201);
  slug = res.json().slug;
  for (const email of [OWNER, OTHER]) cookie[email] = await loginAs(t.app, email);
});
afterAll(() => t.close());

const dayFromToday = (days: number) => {
  const day = new Date(`${todayIn(ZONE)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

const validClass = (overrides: Record<string, unknown> = {}) => ({
  title: "2-Hour Basic Self-Defense Class",
  date: dayFromToday(10),
  startTime: "18:30",
  location: "Denver Rec Center",
  paymentLink: "https://pay.example/orla",
  ...overrides,
});

const call = (
  who: string | undefined,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) => requestAs(t.app)(who ? cookie[who]! : undefined, method, url, payload);

async function list(who = OWNER): Promise<OwnClassList> {
  const res = await call(who, "GET", "/api/trainer-classes");
  expect(res.statusCode, res.body).toBe(200);
  return ownClassList.parse(res.json());
}

async function add(body: ClassWrite) {
  return call(OWNER, "POST", "/api/trainer-classes", body);
}

const publicList = async () =>
  (await call(undefined, "GET", "/api/public-trainers")).json() as PublicTrainer[];
const feed = async () => (await call(undefined, "GET", `/api/calendar/trainers/${slug}.ics`)).body;

describe("GET /api/trainer-classes", () => {
  it("starts empty, in the trainer's time zone, with today there and a version", async () => {
    const start = await list();
    expect(start).toMatchObject({ timeZone: ZONE, today: todayIn(ZONE), classes: [] });
    expect(start.version).toBeGreaterThanOrEqual(0);
  });
});

describe("POST /api/trainer-classes", () => {
  it("shows every §5 message for an empty class, and stores nothing", async () => {
    const { version } = await list();
    const res = await add({ version, class: {} as never });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (res.json().issues as { field: string; message: string }[]).map((i) => [i.field, i.message]),
    );
    expect(messages).toMatchObject({
      "class.title": CLASS_TEXT.titleRequired,
      "class.date": CLASS_TEXT.dateRequired,
      "class.startTime": CLASS_TEXT.startRequired,
      "class.location": CLASS_TEXT.locationRequired,
      "class.paymentLink": CLASS_TEXT.paymentLinkRequired,
    });
    expect((await list()).version).toBe(version);
  });

  it.each([
    ["a blank title", { title: "   " }, "class.title", CLASS_TEXT.titleRequired],
    [
      "a payment link that is not a URL",
      { paymentLink: "pay me" },
      "class.paymentLink",
      CLASS_TEXT.paymentLinkInvalid,
    ],
    [
      "a javascript: link",
      { paymentLink: "javascript:alert(1)" },
      "class.paymentLink",
      CLASS_TEXT.paymentLinkInvalid,
    ],
    ["a minute not offered", { startTime: "18:10" }, "class.startTime", CLASS_TEXT.startInvalid],
    ["an end past midnight", { startTime: "22:00" }, "class.startTime", CLASS_TEXT.endsAfterMidnight],
    ["a date that is not a day", { date: "2026-02-30x" }, "class.date", CLASS_TEXT.dateInvalid],
    ["a date before today", { date: dayFromToday(-1) }, "class.date", CLASS_TEXT.datePast],
    ["a negative price", { priceCents: -100 }, "class.priceCents", CLASS_TEXT.priceInvalid],
    ["no places", { capacity: 0 }, "class.capacity", CLASS_TEXT.capacityInvalid],
    ["an unknown type", { type: "rave" }, "class.type", undefined],
  ])("refuses %s (400, nothing stored)", async (_name, overrides, field, message) => {
    const before = await list();
    const res = await add({ version: before.version, class: validClass(overrides) });
    expect(res.statusCode, res.body).toBe(400);
    const issue = (res.json().issues as { field: string; message: string }[]).find((i) => i.field === field);
    expect(issue, res.body).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
    const after = await list();
    expect(after.version).toBe(before.version);
    expect(after.classes).toHaveLength(before.classes.length);
  });

  it("adds a class: end = start + 2 hours, price $75 by default, notes private, version moved", async () => {
    const before = await list();
    const res = await add({
      version: before.version,
      class: validClass({
        notes: "Bring the pads from storage",
        tags: ["beginner-friendly", ""],
        capacity: 12,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = classSaved.parse(res.json());
    expect(saved.version).toBe(before.version + 1);
    expect(saved.class).toMatchObject({
      title: "2-Hour Basic Self-Defense Class",
      startTime: "18:30",
      endTime: "20:30",
      time: "6:30 PM - 8:30 PM",
      timeZone: ZONE,
      price: "$75",
      priceCents: 7500,
      notes: "Bring the pads from storage",
      tags: ["beginner-friendly"],
      capacity: 12,
    });
    expect((await list()).classes.map((c) => c.id)).toEqual([saved.class.id]);

    // Public on the next request, without the private notes.
    const orla = (await publicList()).find((x) => x.customUrlSlug === slug)!;
    expect(orla.upcomingClasses.map((c) => c.id)).toEqual([saved.class.id]);
    expect(JSON.stringify(orla)).not.toContain("Bring the pads");
    expect(await feed()).toContain("SUMMARY:2-Hour Basic Self-Defense Class");
    expect(await feed()).not.toContain("Bring the pads");
    const page = await call(undefined, "GET", `/api/public-classes/${saved.class.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("Bring the pads");
  });

  it("keeps a free class free: 0 shows Free", async () => {
    const { version } = await list();
    const res = await add({ version, class: validClass({ title: "Community Free Night", priceCents: 0 }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().class).toMatchObject({ price: "Free", priceCents: 0 });
  });

  it("refuses a stale version with 409 and the conflict message; nothing is stored", async () => {
    const before = await list();
    const res = await add({ version: before.version - 1, class: validClass({ title: "From The Old Tab" }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CLASS_TEXT.conflict);
    const after = await list();
    expect(after).toEqual(before);
  });

  it("two writes from the same version: one wins, the other gets 409", async () => {
    const { version } = await list();
    const [a, b] = await Promise.all([
      add({ version, class: validClass({ title: "Tab A Class" }) }),
      add({ version, class: validClass({ title: "Tab B Class" }) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const titles = (await list()).classes.map((c) => c.title);
    expect(titles.filter((x) => x === "Tab A Class" || x === "Tab B Class")).toHaveLength(1);
  });
});

describe("PUT /api/trainer-classes/{id}", () => {
  it("changes the fields and keeps the price when it is left out", async () => {
    const before = await list();
    const target = before.classes.find((c) => c.title === "Community Free Night")!;
    const res = await call(OWNER, "PUT", `/api/trainer-classes/${target.id}`, {
      version: before.version,
      class: validClass({ title: "Community Night", date: target.date, startTime: "09:00" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().class).toMatchObject({
      title: "Community Night",
      time: "9:00 AM - 11:00 AM",
      price: "Free",
      priceCents: 0,
    });
    expect(res.json().version).toBe(before.version + 1);
  });

  it("refuses another trainer: their class is no class (404), unchanged", async () => {
    const mine = await list();
    const target = mine.classes[0]!;
    const other = await list(OTHER);
    const res = await call(OTHER, "PUT", `/api/trainer-classes/${target.id}`, {
      version: other.version,
      class: validClass({ title: "Hijacked" }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CLASS_TEXT.notFound);
    const del = await call(OTHER, "DELETE", `/api/trainer-classes/${target.id}?version=${other.version}`);
    expect(del.statusCode).toBe(404);
    expect(await list()).toEqual(mine);
    expect((await list(OTHER)).version).toBe(other.version);
  });

  it("refuses a stale version (409) and an unknown id (404)", async () => {
    const before = await list();
    const target = before.classes[0]!;
    const stale = await call(OWNER, "PUT", `/api/trainer-classes/${target.id}`, {
      version: before.version - 1,
      class: validClass({ title: "Stale Edit" }),
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await call(OWNER, "PUT", "/api/trainer-classes/00000000-0000-4000-8000-000000000000", {
      version: before.version,
      class: validClass(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });
});

describe("DELETE /api/trainer-classes/{id}", () => {
  it("needs the version; a stale one is 409; then deletes and the public reads drop it", async () => {
    const before = await list();
    const target = before.classes[0]!;
    expect((await call(OWNER, "DELETE", `/api/trainer-classes/${target.id}`)).statusCode).toBe(400);
    const stale = await call(
      OWNER,
      "DELETE",
      `/api/trainer-classes/${target.id}?version=${before.version - 1}`,
    );
    expect(stale.statusCode).toBe(409);
    expect((await list()).classes).toHaveLength(before.classes.length);

    await publicList();
    const res = await call(OWNER, "DELETE", `/api/trainer-classes/${target.id}?version=${before.version}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: target.id, version: before.version + 1 });
    expect((await list()).classes.map((c) => c.id)).not.toContain(target.id);
    const orla = (await publicList()).find((x) => x.customUrlSlug === slug)!;
    expect(orla.upcomingClasses.map((c) => c.id)).not.toContain(target.id);
    expect((await call(undefined, "GET", `/api/public-classes/${target.id}`)).statusCode).toBe(404);
  });
});

describe("the spec's whole-list calls (GET and POST /api/trainer-profile)", () => {
  it("reads the profile by e-mail with the upcoming classes and the list's version", async () => {
    const current = await list();
    const res = await call(OWNER, "GET", `/api/trainer-profile?email=${OWNER}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().classesVersion).toBe(current.version);
    expect(res.json().upcomingClasses.map((c: { id: string }) => c.id)).toEqual(
      current.classes.map((c) => c.id),
    );
    expect((await call(OWNER, "GET", `/api/trainer-profile?email=${OTHER}`)).statusCode).toBe(403);
    expect((await call(undefined, "GET", `/api/trainer-profile?email=${OWNER}`)).statusCode).toBe(401);
  });

  it("replaces the upcoming list: the spec's element shape, kept ids, new ids, left-out ones deleted", async () => {
    const before = await list();
    const kept = before.classes[0]!;
    const res = await call(OWNER, "POST", "/api/trainer-profile", {
      version: before.version,
      trainerEmail: OWNER.toUpperCase(),
      upcomingClasses: [
        {
          id: kept.id,
          title: "Kept And Renamed",
          date: kept.date,
          time: kept.time,
          location: kept.location,
          paymentLink: kept.paymentLink,
        },
        {
          id: "class_1712345678",
          title: "Spec Shaped Class",
          date: dayFromToday(20),
          time: "6:00 PM - 8:00pm",
          location: "Library Room B",
          price: "$75",
          paymentLink: "https://pay.example/spec",
        },
        {
          title: "No Half Given",
          date: dayFromToday(21),
          time: "3:15",
          location: "Gym",
          price: "$45.50",
          paymentLink: "https://pay.example/x",
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = ownClassList.parse(res.json());
    expect(after.version).toBe(before.version + 1);
    expect(after.classes.map((c) => [c.title, c.time, c.price])).toEqual([
      ["Kept And Renamed", kept.time, kept.price],
      ["Spec Shaped Class", "6:00 PM - 8:00 PM", "$75"],
      ["No Half Given", "3:15 PM - 5:15 PM", "$45.50"],
    ]);
    expect(after.classes[0]!.id).toBe(kept.id);
    expect(after.classes.map((c) => c.id)).not.toContain("class_1712345678");
    expect(await feed()).toContain("SUMMARY:Spec Shaped Class");
    expect(await feed()).not.toContain(`SUMMARY:${before.classes[1]?.title ?? "-"}\r`);
  });

  it("refuses the whole list when one element is wrong, naming it; nothing is written", async () => {
    const before = await list();
    const res = await call(OWNER, "POST", "/api/trainer-profile", {
      version: before.version,
      upcomingClasses: [
        {
          title: "Fine",
          date: dayFromToday(3),
          time: "6:00 PM",
          location: "Hall",
          paymentLink: "https://pay.example",
        },
        {
          title: "",
          date: dayFromToday(3),
          time: "6:00 PM",
          location: "Hall",
          price: "lots",
          paymentLink: "nope",
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().issues as { field: string }[]).map((i) => i.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "upcomingClasses.1.title",
        "upcomingClasses.1.priceCents",
        "upcomingClasses.1.paymentLink",
      ]),
    );
    expect(await list()).toEqual(before);
  });

  it("refuses another trainer's e-mail (403) and a stale version (409); nothing is written", async () => {
    const before = await list();
    const other = await call(OWNER, "POST", "/api/trainer-profile", {
      version: before.version,
      trainerEmail: OTHER,
      upcomingClasses: [],
    });
    expect(other.statusCode).toBe(403);
    const stale = await call(OWNER, "POST", "/api/trainer-profile", {
      version: before.version - 1,
      upcomingClasses: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CLASS_TEXT.conflict);
    const missing = await call(OWNER, "POST", "/api/trainer-profile", { upcomingClasses: [] });
    expect(missing.statusCode).toBe(400);
    expect(await list()).toEqual(before);
  });

  it("an empty list deletes the upcoming classes only", async () => {
    const id = (await t.app.services.trainers.accountByEmail(OWNER))!.id;
    const past = await new ClassRepository(t.database).create(id, (await list()).version, {
      title: "Last Week's Class",
      date: dayFromToday(-7),
      startTime: "18:00",
      endTime: "20:00",
      location: "Hall",
    });
    expect(past.status).toBe("ok");
    const before = await list();
    const res = await call(OWNER, "POST", "/api/trainer-profile", {
      version: before.version,
      upcomingClasses: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().classes).toEqual([]);
    expect(await feed()).not.toContain("SUMMARY:Spec Shaped Class");
    expect((await new ClassRepository(t.database).ownClasses(id)).map((c) => c.title)).toEqual([
      "Last Week's Class",
    ]);
  });
});

describe("the demo trainer's classes (issue 31)", () => {
  it("each has the registration link the class form requires", async () => {
    const demo = await loginAs(t.app, "trainer@example.com");
    const res = await t.app.inject({ method: "GET", url: "/api/trainer-classes", headers: { cookie: demo } });
    expect(res.statusCode, res.body).toBe(200);
    const { classes } = res.json() as { classes: { paymentLink: string | null }[] };
    expect(classes.length).toBeGreaterThan(0);
    for (const c of classes) expect(c.paymentLink).toMatch(/^https:\/\//);
  });
});
