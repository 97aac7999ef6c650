/**
 * Every write path the stores have (modules/trainers/store.ts, modules/classes/store.ts) reaches the
 * public reads on the very next request, although every public answer is prepared and kept
 * (plugins/public-answers.ts): the directory list, the profile page's HTML, the sitemap and the
 * calendar feeds. Each surface is read once before the write, so a kept answer exists to go stale.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (the CI runs both).
 * A write path added later gets its row here.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMany } from "../../scripts/seed-many";
import { trainerProfiles, trainers } from "../../src/server/db/schema";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { todayIn } from "../../src/shared/time-zones";
import { createTestApp, type TestApp, testWebDir } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://trainers.example" }, undefined, {}, (config) => {
    config.webDir = testWebDir();
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const surfaces = {
  list: async () => (await get("/api/public-trainers")).json() as PublicTrainer[],
  profile: (slug: string) => get(`/${slug}`),
  sitemap: async () => (await get("/sitemap.xml")).body,
  trainerFeed: (slug: string) => get(`/api/calendar/trainers/${slug}.ics`),
  allFeed: async () => (await get("/api/calendar/all.ics")).body,
};

/** Reads every surface, so that each has a kept answer that the write must make stale. */
async function readAll(slug: string) {
  await Promise.all([
    surfaces.list(),
    surfaces.profile(slug),
    surfaces.sitemap(),
    surfaces.trainerFeed(slug),
    surfaces.allFeed(),
  ]);
}

const inAWeek = () => {
  const day = new Date(`${todayIn("America/Boise")}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  return day.toISOString().slice(0, 10);
};

describe("writes through the stores show on the next public request", () => {
  const slug = "wren-calloway";
  let trainerId = 0;
  let classId = "";

  it("a new trainer (TrainerStore.create, through POST /api/dev/trainers)", async () => {
    await readAll(slug);
    expect((await surfaces.profile(slug)).statusCode).toBe(404);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/dev/trainers",
      payload: { name: "Wren Calloway", email: "wren@example.com", city: "Boise", state: "ID" },
    });
    expect(res.statusCode, res.body).toBe(201);
    trainerId = res.json().id;
    expect(res.json().slug).toBe(slug);

    expect((await surfaces.list()).map((x) => x.customUrlSlug)).toContain(slug);
    const profile = await surfaces.profile(slug);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain("<title>Wren");
    expect(await surfaces.sitemap()).toContain(`<loc>https://trainers.example/${slug}</loc>`);
    expect((await surfaces.trainerFeed(slug)).statusCode).toBe(200);
  });

  it("a class added (ClassStore.create)", async () => {
    await readAll(slug);
    const created = await t.app.classes.create(trainerId, {
      title: "Parking Lot Safety Basics",
      date: inAWeek(),
      startTime: "18:00:00",
      endTime: "20:00:00",
      location: "Boise Community Center",
      priceCents: 4500,
    });
    expect(created?.timeZone).toBe("America/Boise");
    classId = created!.id;

    const wren = (await surfaces.list()).find((x) => x.id === trainerId)!;
    expect(wren.upcomingClasses.map((c) => c.title)).toEqual(["Parking Lot Safety Basics"]);
    expect((await surfaces.profile(slug)).body).toContain("Parking Lot Safety Basics");
    expect(await surfaces.sitemap()).toContain(`/public/class/${classId}</loc>`);
    expect((await surfaces.trainerFeed(slug)).body).toContain("SUMMARY:Parking Lot Safety Basics");
    expect(await surfaces.allFeed()).toContain("SUMMARY:Parking Lot Safety Basics");
  });

  it("a class changed (ClassStore.update)", async () => {
    await readAll(slug);
    const updated = await t.app.classes.update(trainerId, classId, { title: "Night Walk Confidence" });
    expect(updated?.title).toBe("Night Walk Confidence");

    const wren = (await surfaces.list()).find((x) => x.id === trainerId)!;
    expect(wren.upcomingClasses.map((c) => c.title)).toEqual(["Night Walk Confidence"]);
    const profile = (await surfaces.profile(slug)).body;
    expect(profile).toContain("Night Walk Confidence");
    expect(profile).not.toContain("Parking Lot Safety Basics");
    expect((await surfaces.trainerFeed(slug)).body).toContain("SUMMARY:Night Walk Confidence");
    expect(await surfaces.allFeed()).not.toContain("Parking Lot Safety Basics");
  });

  it("a class of someone else is no class: nothing changes", async () => {
    const version = t.app.database.publicVersion.current();
    expect(await t.app.classes.update(trainerId + 1, classId, { title: "Hijacked" })).toBeUndefined();
    expect(await t.app.classes.remove(trainerId + 1, classId)).toBe(false);
    expect(await t.app.classes.update(trainerId, "not-a-class", { title: "Hijacked" })).toBeUndefined();
    expect(
      await t.app.classes.create(999_999, {
        title: "x",
        date: inAWeek(),
        startTime: "10:00:00",
        endTime: "12:00:00",
        location: "x",
      }),
    ).toBeUndefined();
    expect(await surfaces.allFeed()).not.toContain("Hijacked");
    // Refused writes still commit nothing; the version may move (the answers are rebuilt, unchanged).
    expect(t.app.database.publicVersion.current()).toBeGreaterThanOrEqual(version);
  });

  it("a class deleted (ClassStore.remove)", async () => {
    await readAll(slug);
    expect(await t.app.classes.remove(trainerId, classId)).toBe(true);

    const wren = (await surfaces.list()).find((x) => x.id === trainerId)!;
    expect(wren.upcomingClasses).toEqual([]);
    expect((await surfaces.profile(slug)).body).not.toContain("Night Walk Confidence");
    expect(await surfaces.sitemap()).not.toContain(classId);
    expect((await surfaces.trainerFeed(slug)).body).not.toContain("Night Walk Confidence");
    expect(await surfaces.allFeed()).not.toContain("Night Walk Confidence");
  });

  it("a recomputed map point (TrainerStore.refreshCoordinates)", async () => {
    await readAll(slug);
    // The profile's postal code changes (the profile screen's save does this through the store).
    await t.database.db
      .update(trainerProfiles)
      .set({ postalCode: "T2P 1J9" })
      .where(eq(trainerProfiles.trainerId, trainerId));
    await t.app.trainers.refreshCoordinates(trainerId);
    const wren = (await surfaces.list()).find((x) => x.id === trainerId)!;
    expect(wren.lat).toBeCloseTo(51.05, 1);
    expect(wren.lng).toBeCloseTo(-114.08, 1);
  });

  it("a profile save (TrainerStore.saveProfile, through POST /api/trainer-profile/{id})", async () => {
    await readAll(slug);
    const saved = await t.app.trainers.saveProfile(
      trainerId,
      { publicBio: "Boise's calmest safety coach.", displayName: "Coach Wren", postalCode: "83702" },
      { asAdmin: true },
    );
    expect(saved).toBe(true);
    const wren = (await surfaces.list()).find((x) => x.id === trainerId)!;
    expect(wren.publicBio).toBe("Boise's calmest safety coach.");
    expect(wren.displayName).toBe("Coach Wren");
    expect(wren.lat).toBeCloseTo(43.6, 0);
    expect((await surfaces.profile(slug)).body).toContain("Boise's calmest safety coach.");
    expect((await surfaces.trainerFeed(slug)).body).toContain("Coach Wren");
    // Unlisting it empties every public surface of the trainer on the next request.
    await readAll(slug);
    await t.app.trainers.saveProfile(trainerId, { publiclyListed: false }, { asAdmin: false });
    expect((await surfaces.list()).map((x) => x.id)).not.toContain(trainerId);
    expect((await surfaces.profile(slug)).statusCode).toBe(404);
    expect(await surfaces.sitemap()).not.toContain(`/${slug}</loc>`);
    await t.app.trainers.saveProfile(trainerId, { publiclyListed: true }, { asAdmin: false });
    expect(await surfaces.sitemap()).toContain(`/${slug}</loc>`);
  });

  it("a new picture (TrainerStore.setPicture, through POST /api/upload-profile-picture)", async () => {
    await readAll(slug);
    const picture = "/uploads/pictures/1-0123456789abcdef0123456789abcdef.webp";
    await t.app.trainers.setPicture(trainerId, picture);
    const wren = (await surfaces.list()).find((x) => x.id === trainerId)!;
    expect(wren.profilePicture).toBe(picture);
    // The page's Open Graph image and JSON-LD name the picture (as an absolute or site-relative URL).
    expect((await surfaces.profile(slug)).body).toContain(picture);
  });

  it("a bulk load (TrainerStore.bulkLoad, used by the demo data and seed:many)", async () => {
    await readAll(slug);
    const before = (await surfaces.list()).length;
    await seedMany(t.database, 4, 42, todayIn());
    const listedNow = await t.database.db
      .select({ slug: trainers.slug })
      .from(trainers)
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(eq(trainerProfiles.publiclyListed, true));
    const list = await surfaces.list();
    expect(list.length).toBeGreaterThan(before);
    const sitemap = await surfaces.sitemap();
    for (const trainer of list) expect(sitemap).toContain(`/${trainer.customUrlSlug}</loc>`);
    expect(listedNow.length).toBeGreaterThanOrEqual(list.length);
  });
});
