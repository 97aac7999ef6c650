/**
 * The .ics routes with hostile data: a trainer's name, e-mail and a class's texts that try to inject
 * iCalendar lines (an ATTENDEE, a second VEVENT). Every answer must parse to exactly the events written.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classes, trainerProfiles, trainers } from "../../src/server/db/schema";
import { EVENT_PROPERTIES } from "../support/ics";
import { createTestApp, manualClock, type TestApp } from "../support/test-app";

let t: TestApp;
const clock = manualClock(new Date("2026-11-22T15:00:00Z"));
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://trainers.example" }, undefined, { now: clock.now });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

// CR, LF and CRLF each try to end the line; quotes, semicolons, commas and backslashes try to end a value.
// (No NUL: PostgreSQL text cannot hold it; BEL stands in for the other control characters.)
const INJECT = "\r\nATTENDEE:mailto:evil@example.com\r\n";
const evil = (label: string) =>
  `${label}${INJECT}END:VEVENT\rBEGIN:VEVENT\nUID:evil\r\nSUMMARY:x "q";s,c\\b\x07!`;
/** What a parser should read back from a TEXT value: newlines as LF, other control characters dropped. */
const asText = (value: string) => value.replace(/\r\n|\r/g, "\n").replaceAll("\x07", "");
/** ical.js leaves unknown (X-) properties unescaped. */
const unescapeText = (raw: string) =>
  raw.replace(/\\([\\;,nN])/g, (_, c: string) => (/n/i.test(c) ? "\n" : c));

function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const all = [cal, ...cal.getAllSubcomponents()];
  expect(all.flatMap((c) => c.getAllProperties("attendee"))).toEqual([]);
  expect(text).not.toMatch(/^ATTENDEE/m);
  // Every component is a VEVENT of the calendar, none nested in one, and one per BEGIN:VEVENT line.
  const vevents = cal.getAllSubcomponents();
  expect(vevents.every((v) => v.name === "vevent" && v.getAllSubcomponents().length === 0)).toBe(true);
  expect(text.match(/^BEGIN:VEVENT\r$/gm) ?? []).toHaveLength(vevents.length);
  return { cal, events: vevents.map((v) => new ICAL.Event(v)) };
}

let trainer: { id: number; slug: string; displayName: string; email: string };
const written: { id: string; title: string; location: string; address: string }[] = [];
let allBefore: string[];

beforeAll(async () => {
  // The feed of every class as it was, to compare with after the hostile rows are in.
  allBefore = parse((await get("/api/calendar/all.ics")).body).events.map((e) => e.uid);
  const db = t.database.db;
  const displayName = evil("Dana");
  const [row] = await db
    .insert(trainers)
    .values({ email: "injected@example.com", name: evil("Dana Evil"), slug: "dana-injected" })
    .returning({ id: trainers.id, slug: trainers.slug });
  const email = `dana${INJECT}"@example.com`;
  await db.insert(trainerProfiles).values({
    trainerId: row!.id,
    displayName,
    publiclyListed: true,
    showEmail: true,
    publicEmail: email,
  });
  trainer = { ...row!, displayName, email };
  for (const [i, date] of ["2026-12-05", "2026-12-12"].entries()) {
    const values = { title: evil(`Class ${i}`), location: evil(`Hall ${i}`), address: evil(`${i} Main St`) };
    const [c] = await db
      .insert(classes)
      .values({
        ...values,
        trainerId: row!.id,
        date,
        startTime: "18:00",
        endTime: "20:00",
        timeZone: "America/Chicago",
        paymentLink: `https://pay.example/${i}${INJECT}`,
      })
      .returning({ id: classes.id });
    written.push({ id: c!.id, ...values });
  }
  t.app.database.publicVersion.changed();
});

/** The events of our hostile classes read back as the texts that were stored. */
function expectOurs(events: ICAL.Event[], ours = written) {
  for (const c of ours) {
    const event = events.find((e) => e.uid === `${c.id}@trainers.example`);
    expect(event, c.id).toBeDefined();
    expect(event!.summary).toBe(asText(c.title));
    expect(event!.location).toBe(asText(`${c.location} (${c.address})`));
    expect(event!.description).toContain(asText(`With ${trainer.displayName}, certified`));
    expect(event!.description).toContain(asText(`Register: https://pay.example/`));
    const organizer = event!.component.getFirstProperty("organizer")!;
    expect(organizer.getParameter("cn")).toBe(asText(trainer.displayName));
    expect(decodeURIComponent(String(organizer.getFirstValue()))).toBe(
      `mailto:${trainer.email.replace(/\s/g, "")}`,
    );
    expect(event!.component.getAllProperties().map((p) => p.name)).toEqual(EVENT_PROPERTIES);
  }
}

describe("calendar exports of hostile texts", () => {
  it("one class: exactly its event, texts intact", async () => {
    for (const c of written) {
      const res = await get(`/api/calendar/classes/${c.id}.ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
      const { events } = parse(res.body);
      expect(events).toHaveLength(1);
      expectOurs(events, [c]);
    }
  });

  it("the trainer's feed: exactly their events, and the calendar name intact", async () => {
    const res = await get(`/api/calendar/trainers/${trainer.slug}.ics`);
    expect(res.statusCode).toBe(200);
    const { cal, events } = parse(res.body);
    expect(events.map((e) => e.uid)).toEqual(written.map((c) => `${c.id}@trainers.example`));
    expectOurs(events);
    expect(unescapeText(String(cal.getFirstPropertyValue("x-wr-calname")))).toBe(
      asText(`${trainer.displayName} classes | Soul Punch`),
    );
  });

  it("the all-classes feed: the events it had plus ours, nothing injected", async () => {
    const res = await get("/api/calendar/all.ics");
    expect(res.statusCode).toBe(200);
    const { events } = parse(res.body);
    expect(events.map((e) => e.uid).sort()).toEqual(
      [...allBefore, ...written.map((c) => `${c.id}@trainers.example`)].sort(),
    );
    expectOurs(events);
  });
});
