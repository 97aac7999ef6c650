import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_CONTENT } from "../../src/server/db/content/site-content";
import { siteContent } from "../../src/server/db/schema";
import { publicSiteContent } from "../../src/shared/contracts/site-content";
import { createTestApp, manualClock, type TestApp } from "../support/test-app";

let t: TestApp;
// Noon UTC on the training's first day: 2 a.m. in Honolulu, the same date.
const clock = manualClock(new Date("2025-11-14T12:00:00Z"));
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: clock.now });
});
afterAll(() => t.close());

async function get() {
  const res = await t.app.inject({ method: "GET", url: "/api/site-content/public" });
  expect(res.statusCode).toBe(200);
  return publicSiteContent.parse(res.json());
}

describe("GET /api/site-content/public", () => {
  it("answers the shipped banner and impact figure while the training is ahead", async () => {
    const body = await get();
    expect(body.trainingBanner).toEqual(DEFAULT_SITE_CONTENT.trainingBanner);
    expect(body.impactStats?.figure).toBe("362.3M");
  });

  it("keeps the banner through the last day everywhere in the US, then hides it", async () => {
    // 2025-11-17 09:00 UTC is still 2025-11-16 in Honolulu.
    clock.advance(new Date("2025-11-17T09:00:00Z").getTime() - clock.now().getTime());
    expect((await get()).trainingBanner).not.toBeNull();
    clock.advance(2 * 3600_000);
    const body = await get();
    expect(body.trainingBanner).toBeNull();
    expect(body.impactStats?.figure).toBe("362.3M");
  });

  it("shows the admin's new content once it is saved, and leaves out content of the wrong shape", async () => {
    await t.database.db
      .update(siteContent)
      .set({
        value: {
          title: "Next 3-Day In-Person Training",
          dates: "March 6-8, 2026",
          location: "Austin, TX",
          endDate: "2026-03-08",
        },
      })
      .where(eq(siteContent.key, "trainingBanner"));
    await t.database.db
      .update(siteContent)
      .set({ value: { figure: 42 } })
      .where(eq(siteContent.key, "impactStats"));
    // Written behind the app's back: a new public-data version is what makes the servers read it again.
    t.database.publicVersion.changed();
    const body = await get();
    expect(body.trainingBanner?.location).toBe("Austin, TX");
    expect(body.impactStats).toBeNull();
  });
});
