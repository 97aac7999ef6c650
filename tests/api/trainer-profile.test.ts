import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classes, slugHistory, trainerProfiles, trainers } from "../../src/server/db/schema";
import { publicClassDetail } from "../../src/shared/contracts/public-classes";
import { type PublicTrainer, publicTrainer } from "../../src/shared/contracts/public-trainers";
import { createTestApp, manualClock, type TestApp } from "../support/test-app";

let t: TestApp;
const clock = manualClock(new Date());
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string) => t.app.inject({ method: "GET", url });
/** These tests write rows directly: they move the public-data version as every write path must. */
const changed = () => t.app.database.publicVersion.changed();
async function listed(): Promise<PublicTrainer[]> {
  t.app.database.publicVersion.changed();
  return (await get("/api/public-trainers")).json();
}

describe("GET /api/trainer-profile/:slug", () => {
  it("answers, for anyone, exactly the trainer's item of the public list", async () => {
    const list = await listed();
    for (const item of list.slice(0, 5)) {
      const res = await get(`/api/trainer-profile/${item.customUrlSlug}`);
      expect(res.statusCode).toBe(200);
      expect(publicTrainer.parse(res.json())).toEqual(item);
    }
  });

  it("never carries private fields", async () => {
    const [row] = await db()
      .select({ id: trainers.id, slug: trainers.slug, email: trainers.email })
      .from(trainers)
      .where(eq(trainers.email, "trainer@example.com"));
    await db()
      .update(trainerProfiles)
      .set({
        showEmail: false,
        address: "12 Private Lane",
        postalCode: "74103-PRIVATE",
        notes: "private note",
      })
      .where(eq(trainerProfiles.trainerId, row!.id));
    changed();
    const body = (await get(`/api/trainer-profile/${row!.slug}`)).body;
    for (const secret of [
      "12 Private Lane",
      // Not the bare digits: a class id or a coordinate may hold "74103" by chance.
      "74103-PRIVATE",
      "private note",
      row!.email,
      "postalCode",
      'address":"12',
    ])
      expect(body).not.toContain(secret);
    expect(JSON.parse(body).email).toBeNull();
  });

  it("answers 404 'Trainer not found' for an unknown, an unlisted or a suspended trainer", async () => {
    // A numeric value is the owner's view now (portal audience: 401 anonymously, tests/api/profile.test.ts).
    for (const slug of ["no-such-trainer"]) {
      const res = await get(`/api/trainer-profile/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Trainer not found");
    }
    const [unlisted] = await db()
      .select({ slug: trainers.slug })
      .from(trainers)
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(eq(trainerProfiles.publiclyListed, false));
    const [suspended] = await db()
      .select({ slug: trainers.slug })
      .from(trainers)
      .where(eq(trainers.status, "suspended"));
    for (const slug of [unlisted?.slug, suspended?.slug]) {
      expect(slug, "the demo data has unlisted and suspended trainers").toBeTruthy();
      expect((await get(`/api/trainer-profile/${slug}`)).statusCode).toBe(404);
    }
  });

  it("names the current slug when an old one is asked for", async () => {
    const list = await listed();
    const target = list.find((x) => x.status === "certified")!;
    const oldSlug = target.customUrlSlug;
    await db()
      .update(trainers)
      .set({ slug: `${oldSlug}-renamed` })
      .where(eq(trainers.id, target.id));
    await db().insert(slugHistory).values({ slug: oldSlug, trainerId: target.id });
    changed();
    const res = await get(`/api/trainer-profile/${oldSlug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: "Trainer not found", movedTo: `${oldSlug}-renamed` });
    expect((await get(`/api/trainer-profile/${oldSlug}-renamed`)).statusCode).toBe(200);
  });
});

describe("GET /api/public-trainers/:id", () => {
  it("answers the public profile by id, 404 for an unknown id, 400 for a non-number", async () => {
    const [first] = await listed();
    const res = await get(`/api/public-trainers/${first!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
    expect((await get("/api/public-trainers/999999")).statusCode).toBe(404);
    const bad = await get("/api/public-trainers/abc");
    expect(bad.statusCode).toBe(400);
  });
});

describe("GET /api/public-classes/:id", () => {
  it("answers the class with its trainer; past classes too; 404 for unknown and unlisted", async () => {
    const list = await listed();
    const owner = list.find((x) => x.upcomingClasses.length > 0)!;
    const upcoming = owner.upcomingClasses[0]!;
    const res = await get(`/api/public-classes/${upcoming.id}`);
    expect(res.statusCode).toBe(200);
    const detail = publicClassDetail.parse(res.json());
    expect(detail).toEqual({ class: upcoming, trainer: owner, past: false });

    const [past] = await db()
      .insert(classes)
      .values({
        trainerId: owner.id,
        date: "2020-01-10",
        startTime: "18:00",
        endTime: "20:00",
        timeZone: "America/Chicago",
        location: "Tulsa, OK",
      })
      .returning({ id: classes.id });
    changed();
    const pastRes = await get(`/api/public-classes/${past!.id}`);
    expect(pastRes.statusCode).toBe(200);
    expect(pastRes.json().past).toBe(true);

    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const r = await get(`/api/public-classes/${id}`);
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe("Class not found");
    }
    await db()
      .update(trainerProfiles)
      .set({ publiclyListed: false })
      .where(eq(trainerProfiles.trainerId, owner.id));
    changed();
    expect((await get(`/api/public-classes/${upcoming.id}`)).statusCode).toBe(404);
    await db()
      .update(trainerProfiles)
      .set({ publiclyListed: true })
      .where(eq(trainerProfiles.trainerId, owner.id));
    changed();
  });
});
