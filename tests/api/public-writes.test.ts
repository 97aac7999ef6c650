/**
 * Every write path the stores have (modules/trainers/repository.ts, modules/classes/repository.ts) reaches the
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
import { ClassRepository } from "../../src/server/modules/classes/repository";
import { type PublicClassesAnswer, publicClassesUrl } from "../../src/shared/contracts/public-classes";
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
  /** Wren's state page (issue 18): every listed trainer of Idaho, linked in the HTML. */
  statePage: () => get("/find-trainer/idaho"),
  sitemap: async () => (await get("/sitemap.xml")).body,
  trainerFeed: (slug: string) => get(`/api/calendar/trainers/${slug}.ics`),
  allFeed: async () => (await get("/api/calendar/all.ics")).body,
  /** The classes screens' list (GET /api/public-classes), the trainer's classes. */
  classList: async (slug: string) =>
    ((await get(publicClassesUrl({ trainer: slug, limit: 100 }))).json() as PublicClassesAnswer).classes,
};

/** Reads every surface, so that each has a kept answer that the write must make stale. */
async function readAll(slug: string) {
  await Promise.all([
    surfaces.list(),
    surfaces.profile(slug),
    surfaces.statePage(),
    surfaces.sitemap(),
    surfaces.trainerFeed(slug),
    surfaces.allFeed(),
    surfaces.classList(slug),
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

  it("a new trainer (TrainerService.create, through POST /api/dev/trainers)", async () => {
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
    expect((await surfaces.statePage()).body).toContain(`href="/${slug}"`);
    expect(await surfaces.sitemap()).toContain(`<loc>https://trainers.example/${slug}</loc>`);
    expect((await surfaces.trainerFeed(slug)).statusCode).toBe(200);
  });

  /** The trainer's class-list version: every class write names the one it was made from. */
  const version = async () => (await new ClassRepository(t.database).listState(trainerId))!.version;
  const classFields = (title: string) => ({
    title,
    date: inAWeek(),
    startTime: "18:00",
    endTime: "20:00",
    location: "Boise Community Center",
    priceCents: 4500,
  });

  it("a class added (ClassRepository.create, through POST /api/trainer-classes)", async () => {
    await readAll(slug);
    const created = await new ClassRepository(t.database).create(
      trainerId,
      await version(),
      classFields("Parking Lot Safety Basics"),
    );
    if (created.status !== "ok") throw new Error(created.status);
    expect(created.value.timeZone).toBe("America/Boise");
    classId = created.value.id;

    const wren = (await surfaces.list()).find((x) => x.id === trainerId)!;
    expect(wren.upcomingClasses.map((c) => c.title)).toEqual(["Parking Lot Safety Basics"]);
    expect((await surfaces.profile(slug)).body).toContain("Parking Lot Safety Basics");
    expect(await surfaces.sitemap()).toContain(`/public/class/${classId}</loc>`);
    expect((await surfaces.trainerFeed(slug)).body).toContain("SUMMARY:Parking Lot Safety Basics");
    expect(await surfaces.allFeed()).toContain("SUMMARY:Parking Lot Safety Basics");
    expect((await surfaces.classList(slug)).map((c) => c.title)).toEqual(["Parking Lot Safety Basics"]);
  });

  it("a class changed (ClassRepository.update, through PUT /api/trainer-classes/{id})", async () => {
    await readAll(slug);
    const updated = await new ClassRepository(t.database).update(trainerId, await version(), classId, {
      title: "Night Walk Confidence",
    });
    expect(updated.status === "ok" && updated.value.title).toBe("Night Walk Confidence");

    const wren = (await surfaces.list()).find((x) => x.id === trainerId)!;
    expect(wren.upcomingClasses.map((c) => c.title)).toEqual(["Night Walk Confidence"]);
    const profile = (await surfaces.profile(slug)).body;
    expect(profile).toContain("Night Walk Confidence");
    expect(profile).not.toContain("Parking Lot Safety Basics");
    expect((await surfaces.trainerFeed(slug)).body).toContain("SUMMARY:Night Walk Confidence");
    expect(await surfaces.allFeed()).not.toContain("Parking Lot Safety Basics");
    expect((await surfaces.classList(slug)).map((c) => c.title)).toEqual(["Night Walk Confidence"]);
  });

  it("a class of someone else, a stale version or no trainer: nothing changes", async () => {
    const publicVersion = t.app.database.publicVersion.current();
    const current = await version();
    const otherVersion = (await new ClassRepository(t.database).listState(trainerId + 1))?.version ?? 0;
    expect(
      (
        await new ClassRepository(t.database).update(trainerId + 1, otherVersion, classId, {
          title: "Hijacked",
        })
      ).status,
    ).toBe("not-found");
    expect(
      (await new ClassRepository(t.database).remove(trainerId + 1, otherVersion + 1, classId)).status,
    ).not.toBe("ok");
    expect(
      (await new ClassRepository(t.database).update(trainerId, current, "not-a-class", { title: "Hijacked" }))
        .status,
    ).toBe("not-found");
    expect(
      (await new ClassRepository(t.database).update(trainerId, current - 1, classId, { title: "Hijacked" }))
        .status,
    ).toBe("conflict");
    expect((await new ClassRepository(t.database).create(999_999, 0, classFields("x"))).status).toBe(
      "not-found",
    );
    expect(await surfaces.allFeed()).not.toContain("Hijacked");
    // Refused writes leave the list's version where it was.
    expect(await version()).toBe(current);
    // Refused writes commit nothing; the public version may move (the answers are rebuilt, unchanged).
    expect(t.app.database.publicVersion.current()).toBeGreaterThanOrEqual(publicVersion);
  });

  it("a whole list saved (ClassRepository.replaceUpcoming, through POST /api/trainer-profile)", async () => {
    await readAll(slug);
    const saved = await new ClassRepository(t.database).replaceUpcoming(
      trainerId,
      await version(),
      todayIn("America/Boise"),
      [
        { id: classId, fields: classFields("Night Walk Confidence") },
        { fields: classFields("Campus Awareness Hour") },
      ],
    );
    expect(saved.status).toBe("ok");
    const wren = (await surfaces.list()).find((x) => x.id === trainerId)!;
    expect(wren.upcomingClasses.map((c) => c.title).sort()).toEqual([
      "Campus Awareness Hour",
      "Night Walk Confidence",
    ]);
    expect((await surfaces.trainerFeed(slug)).body).toContain("SUMMARY:Campus Awareness Hour");
    await readAll(slug);
    expect(
      (
        await new ClassRepository(t.database).replaceUpcoming(
          trainerId,
          await version(),
          todayIn("America/Boise"),
          [{ id: classId, fields: classFields("Night Walk Confidence") }],
        )
      ).status,
    ).toBe("ok");
    expect(await surfaces.allFeed()).not.toContain("Campus Awareness Hour");
    expect((await surfaces.profile(slug)).body).not.toContain("Campus Awareness Hour");
  });

  it("a class deleted (ClassRepository.remove, through DELETE /api/trainer-classes/{id})", async () => {
    await readAll(slug);
    expect((await new ClassRepository(t.database).remove(trainerId, await version(), classId)).status).toBe(
      "ok",
    );

    const wren = (await surfaces.list()).find((x) => x.id === trainerId)!;
    expect(wren.upcomingClasses).toEqual([]);
    expect((await surfaces.profile(slug)).body).not.toContain("Night Walk Confidence");
    expect(await surfaces.sitemap()).not.toContain(classId);
    expect((await surfaces.trainerFeed(slug)).body).not.toContain("Night Walk Confidence");
    expect(await surfaces.allFeed()).not.toContain("Night Walk Confidence");
    expect(await surfaces.classList(slug)).toEqual([]);
  });

  it("a bulk load (TrainerService.bulkLoad, used by the demo data and seed:many)", async () => {
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
