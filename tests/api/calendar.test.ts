import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classes, trainers } from "../../src/server/db/schema";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { createTestApp, manualClock, type TestApp } from "../support/test-app";

let t: TestApp;
const clock = manualClock(new Date("2026-11-22T15:00:00Z"));
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://trainers.example" }, undefined, { now: clock.now });
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string) => t.app.inject({ method: "GET", url });

function eventsOf(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

/** The wall-clock time of an instant in a zone, "HH:MM". */
const clockIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    instant,
  );

async function owner(): Promise<PublicTrainer> {
  const list: PublicTrainer[] = (await get("/api/public-trainers")).json();
  return list.find((x) => x.upcomingClasses.length > 0)!;
}

describe("Add to calendar: one class", () => {
  it("downloads a calendar with the class, parsed by ical.js", async () => {
    const trainer = await owner();
    const c = trainer.upcomingClasses[0]!;
    const res = await get(`/api/calendar/classes/${c.id}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.ics"$/);
    const [event] = eventsOf(res.body);
    expect(event!.uid).toBe(`${c.id}@trainers.example`);
    expect(event!.summary).toBe(c.title);
    expect(event!.location).toContain(c.location);
    expect(event!.description).toContain(`https://trainers.example/public/class/${c.id}`);
    expect(clockIn(event!.startDate.toJSDate(), c.timeZone)).toBe(c.startTime.slice(0, 5));
    expect(clockIn(event!.endDate.toJSDate(), c.timeZone)).toBe(c.endTime.slice(0, 5));
  });

  it("answers 404 for an unknown class, a missing .ics, or a class of an unlisted trainer", async () => {
    expect((await get("/api/calendar/classes/00000000-0000-4000-8000-000000000000.ics")).statusCode).toBe(
      404,
    );
    const trainer = await owner();
    expect((await get(`/api/calendar/classes/${trainer.upcomingClasses[0]!.id}`)).statusCode).toBe(404);
    const [suspended] = await db()
      .select({ id: trainers.id })
      .from(trainers)
      .where(eq(trainers.status, "suspended"));
    const [hidden] = await db()
      .insert(classes)
      .values({
        trainerId: suspended!.id,
        date: "2026-12-01",
        startTime: "18:00",
        endTime: "20:00",
        timeZone: "America/Chicago",
        location: "Hidden, OK",
        title: "Hidden class",
      })
      .returning({ id: classes.id });
    expect((await get(`/api/calendar/classes/${hidden!.id}.ics`)).statusCode).toBe(404);
    expect((await get("/api/calendar/all.ics")).body).not.toContain("Hidden class");
  });
});

describe("the file's name", () => {
  it("is the class's day where it takes place, not the UTC day of its start", async () => {
    const trainer = await owner();
    const [row] = await db()
      .insert(classes)
      .values({
        trainerId: trainer.id,
        date: "2026-12-31",
        startTime: "19:00",
        endTime: "21:00",
        timeZone: "America/Los_Angeles",
        location: "Los Angeles, CA",
        title: "New Year's Eve Basics",
      })
      .returning({ id: classes.id });
    // 19:00 in Los Angeles on Dec 31 is 03:00 UTC on Jan 1.
    const res = await get(`/api/calendar/classes/${row!.id}.ics`);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="new-year-s-eve-basics-2026-12-31.ics"',
    );
  });
});

describe("daylight saving", () => {
  it("keeps the wall-clock time of classes on both sides of the spring-forward change", async () => {
    const trainer = await owner();
    const rows = [
      { date: "2027-03-13", timeZone: "America/Chicago", title: "Before the change" },
      { date: "2027-03-15", timeZone: "America/Chicago", title: "Day after the change" },
      { date: "2027-03-15", timeZone: "America/Phoenix", title: "No daylight saving" },
    ];
    const inserted = await db()
      .insert(classes)
      .values(
        rows.map((r) => ({
          ...r,
          trainerId: trainer.id,
          startTime: "18:00",
          endTime: "20:00",
          location: "Tulsa, OK",
        })),
      )
      .returning({ id: classes.id, title: classes.title, timeZone: classes.timeZone });
    const starts = new Map<string, Date>();
    for (const row of inserted) {
      const [event] = eventsOf((await get(`/api/calendar/classes/${row.id}.ics`)).body);
      const start = event!.startDate.toJSDate();
      starts.set(row.title, start);
      expect(clockIn(start, row.timeZone), row.title).toBe("18:00");
    }
    expect(starts.get("Before the change")!.toISOString()).toBe("2027-03-14T00:00:00.000Z");
    expect(starts.get("Day after the change")!.toISOString()).toBe("2027-03-15T23:00:00.000Z");
    expect(starts.get("No daylight saving")!.toISOString()).toBe("2027-03-16T01:00:00.000Z");
  });
});

describe("subscribable feeds", () => {
  it("a trainer's feed has their classes and refresh hints; unknown slugs answer 404", async () => {
    const trainer = await owner();
    const res = await get(`/api/calendar/trainers/${trainer.customUrlSlug}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBeUndefined();
    const cal = new ICAL.Component(ICAL.parse(res.body));
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe(`${trainer.displayName} classes | Soul Punch`);
    expect(res.body).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT6H");
    const uids = eventsOf(res.body).map((e) => e.uid);
    for (const c of trainer.upcomingClasses) expect(uids).toContain(`${c.id}@trainers.example`);
    expect((await get("/api/calendar/trainers/no-such-trainer.ics")).statusCode).toBe(404);
  });

  it("the all-classes feed has every listed trainer's upcoming classes", async () => {
    const list: PublicTrainer[] = (await get("/api/public-trainers")).json();
    const uids = new Set(eventsOf((await get("/api/calendar/all.ics")).body).map((e) => e.uid));
    for (const x of list)
      for (const c of x.upcomingClasses) expect(uids.has(`${c.id}@trainers.example`)).toBe(true);
  });

  it("the all-classes feed is prepared: ETag and 304, gzip and brotli, rebuilt after a change and each day", async () => {
    const first = await get("/api/calendar/all.ics");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const again = await t.app.inject({
      method: "GET",
      url: "/api/calendar/all.ics",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    for (const encoding of ["gzip", "br"]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/calendar/all.ics",
        headers: { "accept-encoding": encoding },
      });
      expect(res.headers["content-encoding"]).toBe(encoding);
      const text = (encoding === "gzip" ? gunzipSync : brotliDecompressSync)(res.rawPayload).toString();
      expect(text).toBe(first.body);
    }

    // A new class is not in the kept feed until the public data changes, as every write path says.
    const trainer = await owner();
    await db().insert(classes).values({
      trainerId: trainer.id,
      date: "2026-12-20",
      startTime: "10:00",
      endTime: "12:00",
      timeZone: "America/Chicago",
      location: "Tulsa, OK",
      title: "Added after the feed was built",
    });
    expect((await get("/api/calendar/all.ics")).body).not.toContain("Added after the feed was built");
    t.app.database.publicVersion.changed();
    const changed = await get("/api/calendar/all.ics");
    expect(changed.body).toContain("Added after the feed was built");
    expect(changed.headers.etag).not.toBe(etag);

    // The feed keeps a month of past classes: two months on, that class has left it.
    clock.advance(62 * 24 * 3600 * 1000);
    expect((await get("/api/calendar/all.ics")).body).not.toContain("Added after the feed was built");
  });
});
