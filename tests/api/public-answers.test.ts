/**
 * Issue 9.7: public reads are answered from answers prepared once per state of the public data: a page's
 * HTML with its tags, the profile and class APIs, and the calendar files. A kept answer carries an ETag
 * (304 on a match) and its compressed forms; it changes on the first request after the version moves.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainerProfiles, trainers } from "../../src/server/db/schema";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { createTestApp, type TestApp, testWebDir } from "../support/test-app";

let t: TestApp;
let dana: PublicTrainer;
let classId: string;
beforeAll(async () => {
  t = await createTestApp({}, undefined, {}, (config) => {
    config.webDir = testWebDir();
  });
  const list: PublicTrainer[] = (await get("/api/public-trainers")).json();
  dana = list.find((x) => x.upcomingClasses.length > 0)!;
  classId = dana.upcomingClasses[0]!.id;
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers });
}

/** Renames the trainer in the database directly, bypassing every write path that moves the version. */
async function renameQuietly(displayName: string) {
  await t.database.db
    .update(trainerProfiles)
    .set({ displayName })
    .where(eq(trainerProfiles.trainerId, dana.id));
}

const reads = () => [
  `/${dana.customUrlSlug}`,
  `/public/trainer/${dana.id}`,
  `/public/class/${classId}`,
  `/api/trainer-profile/${dana.customUrlSlug}`,
  `/api/public-trainers/${dana.id}`,
  `/api/public-classes/${classId}`,
  `/api/calendar/trainers/${dana.customUrlSlug}.ics`,
  `/api/calendar/classes/${classId}.ics`,
];

describe("a kept public answer", () => {
  it("is the same bytes until the public data moves, then shows the change at once", async () => {
    await renameQuietly("Before");
    t.app.database.publicVersion.changed();
    for (const url of reads()) expect((await get(url)).body, url).toContain("Before");
    // A write that moved no version is not seen: the answers come from memory, not the database.
    await renameQuietly("After");
    for (const url of reads()) {
      const body = (await get(url)).body;
      expect(body, url).toContain("Before");
      expect(body, url).not.toContain("After");
    }
    t.app.database.publicVersion.changed();
    for (const url of reads()) expect((await get(url)).body, url).toContain("After");
  });

  it("answers 304 to its ETag and sends its brotli or gzip form", async () => {
    for (const url of reads()) {
      const first = await get(url, { "accept-encoding": "gzip, deflate, br" });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["content-encoding"], url).toBe("br");
      expect(first.headers.etag, url).toMatch(/^"[\w-]{43}"$/);
      expect(first.headers.vary, url).toMatch(/Accept-Encoding/i);
      const again = await get(url, { "if-none-match": String(first.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect((await get(url, { "accept-encoding": "gzip" })).headers["content-encoding"], url).toBe("gzip");
    }
  });

  it("keeps not-found answers too, and stays within its bounds", async () => {
    for (let i = 0; i < 50; i++) expect((await get(`/nobody-${i}`)).statusCode).toBe(404);
    expect((await get("/api/trainer-profile/nobody-1")).statusCode).toBe(404);
    const stats = t.app.publicAnswerStats();
    expect(stats.entries).toBeGreaterThan(50);
    expect(stats.entries).toBeLessThanOrEqual(4000);
    expect(stats.bytes).toBeLessThanOrEqual(48 * 1024 * 1024);
  });

  it("answers a suspended trainer's pages 404 on the next request after the change", async () => {
    const [{ status } = { status: "certified" as const }] = await t.database.db
      .select({ status: trainers.status })
      .from(trainers)
      .where(eq(trainers.id, dana.id));
    await t.database.db.update(trainers).set({ status: "suspended" }).where(eq(trainers.id, dana.id));
    t.app.database.publicVersion.changed();
    for (const url of reads()) expect((await get(url)).statusCode, url).toBe(404);
    await t.database.db.update(trainers).set({ status }).where(eq(trainers.id, dana.id));
    t.app.database.publicVersion.changed();
  });
});
