import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classes, trainerProfiles, trainers } from "../../src/server/db/schema";
import { loadPublicTrainers } from "../../src/server/modules/trainers/public-view";
import { publicTrainer } from "../../src/shared/contracts/public-trainers";
import { compareTrainers } from "../../src/shared/directory-rules";
import { todayIn } from "../../src/shared/time-zones";
import { createTestApp, manualClock, type TestApp } from "../support/test-app";

let t: TestApp;
const clock = manualClock(new Date());
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
});
afterAll(() => t.close());

const db = () => t.database.db;
type Listed = ReturnType<typeof publicTrainer.parse>;

async function get(headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url: "/api/public-trainers", headers });
}
async function list(): Promise<Listed[]> {
  const res = await get();
  expect(res.statusCode).toBe(200);
  return res.json();
}
async function idOf(email: string): Promise<number> {
  const [row] = await db().select({ id: trainers.id }).from(trainers).where(eq(trainers.email, email));
  return row!.id;
}
async function changed() {
  t.app.database.publicVersion.changed();
  return list();
}

describe("who is listed", () => {
  it("lists exactly the publicly listed trainers with status certified or hq", async () => {
    const body = await list();
    const expected = await db()
      .select({ id: trainers.id })
      .from(trainers)
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(and(inArray(trainers.status, ["certified", "hq"]), eq(trainerProfiles.publiclyListed, true)));
    expect(body.map((x) => x.id).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.id).sort((a, b) => a - b),
    );
    expect(body.length).toBeGreaterThan(25);
    // The demo set has unlisted, in-training and suspended trainers: none of them is here.
    const others = await db()
      .select({ id: trainers.id })
      .from(trainers)
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(sql`${trainers.status} not in ('certified', 'hq') or not ${trainerProfiles.publiclyListed}`);
    expect(others.length).toBeGreaterThanOrEqual(4);
    const listed = new Set(body.map((x) => x.id));
    for (const o of others) expect(listed.has(o.id)).toBe(false);
  });

  it("drops a trainer who is suspended or unlisted, and brings them back", async () => {
    const id = await idOf("lead@example.com");
    expect((await list()).some((x) => x.id === id)).toBe(true);
    await db().update(trainers).set({ status: "suspended" }).where(eq(trainers.id, id));
    expect((await changed()).some((x) => x.id === id)).toBe(false);
    await db().update(trainers).set({ status: "in_training" }).where(eq(trainers.id, id));
    expect((await changed()).some((x) => x.id === id)).toBe(false);
    await db().update(trainers).set({ status: "certified" }).where(eq(trainers.id, id));
    await db()
      .update(trainerProfiles)
      .set({ publiclyListed: false })
      .where(eq(trainerProfiles.trainerId, id));
    expect((await changed()).some((x) => x.id === id)).toBe(false);
    await db().update(trainerProfiles).set({ publiclyListed: true }).where(eq(trainerProfiles.trainerId, id));
    expect((await changed()).some((x) => x.id === id)).toBe(true);
  });

  it("orders hq first, then by state, then by display name", async () => {
    const body = await list();
    expect(body[0]!.status).toBe("hq");
    expect(body[0]!.state).toBe("OK");
    expect(body.map((x) => x.id)).toEqual([...body].sort(compareTrainers).map((x) => x.id));
    const states = body.slice(1).map((x) => x.state);
    expect(states).toEqual([...states].sort());
  });
});

describe("the shape of a public trainer", () => {
  it("matches the contract, with exactly its keys", async () => {
    const body = await list();
    const keys = Object.keys(publicTrainer.shape).sort();
    for (const item of body) {
      expect(Object.keys(item).sort()).toEqual(keys);
      publicTrainer.strict().parse(item);
    }
  });

  it("fills every default of spec 3.1", async () => {
    const created = await t.app.services.trainers.create({
      name: "Quinn Abernathy",
      email: "quinn@example.com",
      city: "Boise",
      state: "id",
      profile: { profilePicture: "http://drive.google.com/file/d/1AbC_d-9/view?usp=sharing" },
    });
    const nameless = await t.app.services.trainers.create({ name: " ", email: "nameless@example.com" });
    const body = await changed();
    const q = body.find((x) => x.id === created.id)!;
    expect(q).toMatchObject({
      name: "Quinn Abernathy",
      displayName: "Quinn",
      firstName: "Quinn",
      lastName: "Abernathy",
      city: "Boise",
      state: "ID",
      country: "United States",
      displayLocation: "Boise, ID",
      publicBio: "Certified Soul Punch Trainer",
      experienceDescription: "Certified Trainer",
      availabilityDescription: "Contact for availability",
      classTypes: ["Women's Self Defense"],
      specializations: [],
      upcomingClasses: [],
      featuredTrainer: false,
      status: "certified",
      customUrlSlug: "quinn-abernathy",
      email: null,
      showEmail: false,
      phone: null,
      showPhone: false,
      affiliateLink: null,
      profilePicture: "https://drive.google.com/uc?export=view&id=1AbC_d-9",
    });
    // Coordinates were computed from city and state when the account was created.
    expect(q.lat).toBeCloseTo(43.6, 0);
    expect(q.lng).toBeCloseTo(-116.2, 0);
    const n = body.find((x) => x.id === nameless.id)!;
    expect(n).toMatchObject({ displayName: "Trainer", displayLocation: "", city: "", state: "", lat: null });
  });

  it("uses the profile's display name, location text and other values when set", async () => {
    const id = await idOf("quinn@example.com");
    await db()
      .update(trainerProfiles)
      .set({
        displayName: "Coach Q",
        displayLocation: "Treasure Valley",
        publicBio: "Quinn teaches in Boise.",
        experienceDescription: "5 years",
        availabilityDescription: "Taking new students",
        classTypes: [" Teen Defense ", ""],
        profilePicture: "http://img.example.com/q.png",
        state: "AB",
      })
      .where(eq(trainerProfiles.trainerId, id));
    const q = (await changed()).find((x) => x.id === id)!;
    expect(q).toMatchObject({
      displayName: "Coach Q",
      displayLocation: "Treasure Valley",
      publicBio: "Quinn teaches in Boise.",
      experienceDescription: "5 years",
      availabilityDescription: "Taking new students",
      classTypes: ["Teen Defense"],
      profilePicture: "https://img.example.com/q.png",
      country: "Canada",
    });
  });
});

describe("coordinates", () => {
  it("are recomputed from postal code, else city and state, by refreshCoordinates", async () => {
    const id = await idOf("quinn@example.com");
    const point = async () => (await changed()).find((x) => x.id === id)!;
    const set = (values: Partial<typeof trainerProfiles.$inferInsert>) =>
      db().update(trainerProfiles).set(values).where(eq(trainerProfiles.trainerId, id));

    await set({ city: "Tulsa", state: "OK", postalCode: null });
    expect(await t.app.services.trainers.refreshCoordinates(id)).toEqual({
      lat: expect.closeTo(36.14, 1),
      lng: expect.closeTo(-95.99, 1),
    });
    expect(await point()).toMatchObject({ lat: expect.closeTo(36.14, 1), lng: expect.closeTo(-95.99, 1) });

    // The postal code wins over city and state.
    await set({ postalCode: "T2P 1J9" });
    await t.app.services.trainers.refreshCoordinates(id);
    expect(await point()).toMatchObject({ lat: expect.closeTo(51.05, 1), lng: expect.closeTo(-114.08, 1) });

    // Nothing known: no point (kept by the distance filter, left off the map).
    await set({ city: "Nowhereville", state: "OK", postalCode: null });
    expect(await t.app.services.trainers.refreshCoordinates(id)).toBeNull();
    expect(await point()).toMatchObject({ lat: null, lng: null });

    await set({ city: "Boise", state: "ID" });
    await t.app.services.trainers.refreshCoordinates(id);
    expect(await t.app.services.trainers.refreshCoordinates(999_999)).toBeNull();
  });
});

describe("private fields never leave the server", () => {
  const SECRETS = {
    address: "742 Evergreen Terrace PRIVATE",
    postalCode: "Z9Z-PRIVATE",
    notes: "PRIVATE trainer note",
    bio: "PRIVATE internal bio",
    communityNotes: "PRIVATE community note",
    stripePaymentLink: "https://pay.example.com/PRIVATE-stripe",
    paypalPaymentLink: "https://paypal.example.com/PRIVATE-paypal",
    pillarAccountLink: "https://pillar.example.com/PRIVATE-pillar",
    insuranceProvider: "PRIVATE Mutual Insurance",
    phone: "(555) 010-9999",
  };

  it("leaves out address, postal code, notes, payment links, insurance and the private phone", async () => {
    const id = await idOf("trainer@example.com");
    await db()
      .update(trainerProfiles)
      .set({ ...SECRETS, showPhone: false, insuranceExpiry: "2099-12-31" })
      .where(eq(trainerProfiles.trainerId, id));
    await db()
      .insert(classes)
      .values({
        trainerId: id,
        date: todayIn("America/Phoenix", clock.now()),
        startTime: "23:00:00",
        endTime: "23:30:00",
        timeZone: "America/Phoenix",
        location: "Phoenix, AZ",
        notes: "PRIVATE class note",
      });
    await changed();
    const res = await get();
    for (const secret of [...Object.values(SECRETS), "PRIVATE class note", "2099-12-31"])
      expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(
      /"(notes|postalCode|bio|communityNotes|stripePaymentLink|paypalPaymentLink|pillarAccountLink|insurance\w*)":/,
    );
    const me = (res.json() as Listed[]).find((x) => x.id === id)!;
    expect(me.phone).toBeNull();
  });

  it("shows the e-mail only with showEmail: the public e-mail, else the account's", async () => {
    const id = await idOf("trainer@example.com");
    await db()
      .update(trainerProfiles)
      .set({ showEmail: false, publicEmail: "kayla.public@example.com" })
      .where(eq(trainerProfiles.trainerId, id));
    t.app.database.publicVersion.changed();
    let res = await get();
    expect((res.json() as Listed[]).find((x) => x.id === id)!.email).toBeNull();
    expect(res.body).not.toContain("kayla.public@example.com");
    expect(res.body).not.toContain('"trainer@example.com"');

    await db().update(trainerProfiles).set({ showEmail: true }).where(eq(trainerProfiles.trainerId, id));
    t.app.database.publicVersion.changed();
    res = await get();
    expect((res.json() as Listed[]).find((x) => x.id === id)!.email).toBe("kayla.public@example.com");

    await db().update(trainerProfiles).set({ publicEmail: null }).where(eq(trainerProfiles.trainerId, id));
    expect((await changed()).find((x) => x.id === id)!.email).toBe("trainer@example.com");
  });

  it("shows the phone only with showPhone: the public phone, else the profile's", async () => {
    const id = await idOf("trainer@example.com");
    await db()
      .update(trainerProfiles)
      .set({ showPhone: true, publicPhone: "(555) 010-1234" })
      .where(eq(trainerProfiles.trainerId, id));
    expect((await changed()).find((x) => x.id === id)!.phone).toBe("(555) 010-1234");
    await db().update(trainerProfiles).set({ publicPhone: null }).where(eq(trainerProfiles.trainerId, id));
    expect((await changed()).find((x) => x.id === id)!.phone).toBe("(555) 010-9999");
    await db().update(trainerProfiles).set({ showPhone: false }).where(eq(trainerProfiles.trainerId, id));
    expect((await changed()).find((x) => x.id === id)!.phone).toBeNull();
  });
});

describe("upcoming classes", () => {
  it("lists only classes from today on (trainer's time zone), by date and time, with the display texts", async () => {
    const id = await idOf("quinn@example.com");
    const [row] = await db().select({ tz: trainers.timeZone }).from(trainers).where(eq(trainers.id, id));
    const today = todayIn(row!.tz, clock.now());
    const day = (offset: number) => {
      const d = new Date(`${today}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + offset);
      return d.toISOString().slice(0, 10);
    };
    const base = { trainerId: id, timeZone: row!.tz, location: "Boise, ID" };
    await db()
      .insert(classes)
      .values([
        { ...base, title: "Past", date: day(-1), startTime: "18:00:00", endTime: "20:00:00" },
        { ...base, title: "Later", date: day(3), startTime: "18:00:00", endTime: "20:00:00", priceCents: 0 },
        {
          ...base,
          title: "Today",
          date: today,
          startTime: "18:30:00",
          endTime: "20:30:00",
          priceCents: 4550,
        },
        { ...base, title: "Morning", date: day(3), startTime: "09:00:00", endTime: "11:00:00" },
      ]);
    const q = (await changed()).find((x) => x.id === id)!;
    expect(q.upcomingClasses.map((c) => c.title)).toEqual(["Today", "Morning", "Later"]);
    expect(q.upcomingClasses.map((c) => [c.time, c.price])).toEqual([
      ["6:30 PM - 8:30 PM", "$45.50"],
      ["9:00 AM - 11:00 AM", "$75"],
      ["6:00 PM - 8:00 PM", "Free"],
    ]);
    expect(q.upcomingClasses[0]).toMatchObject({ date: today, startTime: "18:30:00", priceCents: 4550 });
  });

  it("drops a class once its day has passed, without any write (the date moved)", async () => {
    const id = await idOf("quinn@example.com");
    const before = await get();
    expect((before.json() as Listed[]).find((x) => x.id === id)!.upcomingClasses[0]!.title).toBe("Today");
    clock.advance(2 * 24 * 60 * 60 * 1000);
    try {
      const after = await get();
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const titles = (after.json() as Listed[]).find((x) => x.id === id)!.upcomingClasses.map((c) => c.title);
      expect(titles).toEqual(["Morning", "Later"]);
    } finally {
      clock.advance(-2 * 24 * 60 * 60 * 1000);
      t.app.database.publicVersion.changed();
    }
  });
});

describe("loaded a page of trainers at a time", () => {
  it("gives the same list, classes and next day change in pages of 1, 3 and 7 as in one", async () => {
    const whole = await loadPublicTrainers(db(), t.config.site.brandName, clock.now(), 100_000);
    expect(whole.trainers.length).toBeGreaterThan(20);
    expect(whole.trainers.some((x) => x.upcomingClasses.length > 0)).toBe(true);
    for (const size of [1, 3, 7]) {
      const paged = await loadPublicTrainers(db(), t.config.site.brandName, clock.now(), size);
      expect(paged, `pages of ${size}`).toEqual(whole);
    }
  });
});

describe("prepared once per change: ETag, encodings, cache headers", () => {
  it("keeps the prepared answer until invalidated", async () => {
    const first = await get();
    const id = await idOf("lead@example.com");
    await db()
      .update(trainerProfiles)
      .set({ availabilityDescription: "Open on weekends" })
      .where(eq(trainerProfiles.trainerId, id));
    const stale = await get();
    expect(stale.headers.etag).toBe(first.headers.etag);
    expect(stale.body).toBe(first.body);
    t.app.database.publicVersion.changed();
    const fresh = await get();
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    expect((fresh.json() as Listed[]).find((x) => x.id === id)!.availabilityDescription).toBe(
      "Open on weekends",
    );
  });

  it("answers 200 with a strong ETag and Cache-Control, then 304 to If-None-Match", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=30");
    expect(res.headers.vary).toBe("Accept-Encoding");
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const { createHash } = await import("node:crypto");
    expect(etag).toBe(`"${createHash("sha256").update(res.rawPayload).digest("base64url")}"`);

    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get({ "if-none-match": header });
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe("public, max-age=30");
    }
    expect((await get({ "if-none-match": '"stale"' })).statusCode).toBe(200);
  });

  it("serves br and gzip forms that decode to the same JSON", async () => {
    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get({ "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // Quality values are honoured; identity when nothing else is acceptable.
    expect((await get({ "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await get({ "accept-encoding": "gzip;q=0.5, br;q=0.8" })).headers["content-encoding"]).toBe("br");
    expect((await get({ "accept-encoding": "identity" })).headers["content-encoding"]).toBeUndefined();
    expect((await get({ "accept-encoding": "deflate" })).headers["content-encoding"]).toBeUndefined();
  });

  it("shares one build between concurrent requests after a change", async () => {
    t.app.database.publicVersion.changed();
    const answers = await Promise.all([get(), get(), get({ "accept-encoding": "br" })]);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });

  it("answers HEAD with the headers only", async () => {
    const res = await t.app.inject({ method: "HEAD", url: "/api/public-trainers" });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    expect(res.body).toBe("");
  });
});
