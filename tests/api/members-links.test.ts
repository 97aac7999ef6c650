/**
 * Members' links stay with members (issue 27, probe F6; shared/site-config.ts MEMBERS_LINK_KEYS): no
 * page's HTML or hydration data and no public answer carries them, for a visitor or in a signed-in
 * trainer's rendered pages; GET /api/members/links serves them to a signed-in trainer or an applicant's
 * session only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES as SCREEN_ROUTES } from "../../src/shared/routes";
import { MEMBERS_LINK_KEYS, type MembersLinks } from "../../src/shared/site-config";
import { WELCOME_LINKS } from "../../src/shared/welcome-links";
import { hydrationData, hydrationStrings } from "../support/hydration-data";
import { ROUTES as API_ROUTES, OTHER, TRAINER } from "../support/route-matrix";
import { createTestApp, loginAs, type TestApp, testWebDir } from "../support/test-app";

/** A distinctive address per members' link, so that any copy of one in a page is found. */
const MEMBERS_ENV = {
  CURRICULUM_PORTAL_URL: "https://members-only.example/curriculum-7f3a",
  AFFILIATE_REGISTRATION_URL: "https://members-only.example/affiliate-7f3a",
  SHARED_DRIVE_URL: "https://members-only.example/drive-7f3a",
  WHATSAPP_GROUP_URL: "https://members-only.example/whatsapp-7f3a",
  FACEBOOK_COMMUNITY_URL: "https://members-only.example/facebook-7f3a",
  VIDEO_LIBRARY_URL: "https://members-only.example/videos-7f3a",
  ZOOM_THURSDAY_URL: "https://members-only.example/zoom-thursday-7f3a",
  ZOOM_SUNDAY_URL: "https://members-only.example/zoom-sunday-7f3a",
  CHECKIN_URL: "https://members-only.example/check-in-7f3a",
};
const SECRET = /members-only\.example/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { ...MEMBERS_ENV, RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" },
    undefined,
    {},
    (config) => {
      config.webDir = testWebDir();
    },
  );
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** An applicant's onboarding session, from checkout. */
async function applicantCookie(email: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/onboarding/checkout",
    payload: { fullName: "Ines Moreau", email, phone: "918-555-0199", agreeTerms: true, paymentPlan: "full" },
  });
  expect(res.statusCode, res.body).toBe(200);
  const raw = [res.headers["set-cookie"]]
    .flat()
    .map(String)
    .find((c) => c.startsWith("sp_onboarding="));
  return raw!.split(";")[0]!;
}

/** Every screen of the route table at a concrete path, a listed trainer's and a class's page among them. */
async function pagePaths(): Promise<string[]> {
  const trainers = (await get("/api/public-trainers")).json() as {
    id: number;
    slug: string;
    upcomingClasses?: { id: string }[];
  }[];
  const trainer = trainers.find((tr) => (tr.upcomingClasses ?? []).length > 0) ?? trainers[0]!;
  const classId = trainer.upcomingClasses?.[0]?.id ?? "00000000-0000-4000-8000-000000000000";
  const concrete: Record<string, string> = {
    "/find-trainer/:state": "/find-trainer/texas",
    "/public/find-trainer/:state": "/public/find-trainer/oklahoma",
    "/public/class/:id": `/public/class/${classId}`,
    "/public/trainer/:id": `/public/trainer/${trainer.id}`,
    "/onboarding/documents/:id": "/onboarding/documents/waiver",
    "/trainer-portal/admin/*": "/trainer-portal/admin/trainers",
    "/:trainerName": `/${trainer.slug}`,
  };
  const paths = SCREEN_ROUTES.map((r) => concrete[r.path] ?? r.path);
  expect(paths.filter((p) => p.includes(":"))).toEqual([]);
  return [...paths, "/no-such-trainer", "/no/such/page", "/sitemap.xml", "/robots.txt"];
}

describe("public pages and answers", () => {
  it("configures the distinctive addresses this test looks for", async () => {
    const trainer = await loginAs(t.app, TRAINER);
    const res = await get("/api/members/links", trainer);
    expect(res.statusCode).toBe(200);
    expect(Object.values(res.json() as MembersLinks).every((url) => SECRET.test(url))).toBe(true);
  });

  it("no page's HTML carries a members' link, and its hydration data holds none of their keys", async () => {
    for (const path of await pagePaths()) {
      const res = await get(path);
      expect(res.statusCode, path).toBeLessThan(500);
      expect(res.body, path).not.toMatch(SECRET);
      if (!/^text\/html/.test(String(res.headers["content-type"]))) continue;
      // The public configuration is in the root loader's data (app/root.tsx); the members' links are
      // in no loader's data, not even as a key.
      const site = (hydrationData(res.body)?.loaderData.root as { site?: object } | undefined)?.site;
      expect(site, path).toMatchObject({ bookingUrl: expect.any(String), supportEmail: expect.any(String) });
      const strings = hydrationStrings(res.body);
      for (const key of MEMBERS_LINK_KEYS) expect(strings, `${path} ${key}`).not.toContain(key);
    }
  });

  it("no public /api answer carries a members' link", async () => {
    const rows = API_ROUTES.filter((r) => r.audience === "public" && r.route.startsWith("GET "));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const res = await t.app.inject(row.request({ own: TRAINER, other: OTHER }));
      expect(res.body, row.route).not.toMatch(SECRET);
    }
  });

  it("a signed-in trainer's rendered dashboard and profile form carry none of them either", async () => {
    const cookie = await loginAs(t.app, TRAINER);
    for (const path of ["/trainer-portal/dashboard", "/trainer-portal/edit-profile", "/onboarding/welcome"]) {
      const res = await get(path, cookie);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toMatch(SECRET);
      const strings = hydrationStrings(res.body);
      for (const key of MEMBERS_LINK_KEYS) expect(strings, `${path} ${key}`).not.toContain(key);
    }
  });
});

describe("GET /api/members/links", () => {
  it("refuses a visitor with 401 and the plain error body", async () => {
    const res = await get("/api/members/links");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(res.body).not.toMatch(SECRET);
  });

  it("refuses a forged or ended session like a visitor", async () => {
    for (const cookie of ["sp_session=forged", "sp_onboarding=forged"])
      expect((await get("/api/members/links", cookie)).statusCode, cookie).toBe(401);
  });

  it("answers every members' link to a signed-in trainer, uncached by any shared cache", async () => {
    const res = await get("/api/members/links", await loginAs(t.app, TRAINER));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      curriculumPortalUrl: MEMBERS_ENV.CURRICULUM_PORTAL_URL,
      affiliateRegistrationUrl: MEMBERS_ENV.AFFILIATE_REGISTRATION_URL,
      sharedDriveUrl: MEMBERS_ENV.SHARED_DRIVE_URL,
      whatsAppGroupUrl: MEMBERS_ENV.WHATSAPP_GROUP_URL,
      facebookCommunityUrl: MEMBERS_ENV.FACEBOOK_COMMUNITY_URL,
      videoLibraryUrl: MEMBERS_ENV.VIDEO_LIBRARY_URL,
      zoomThursdayUrl: MEMBERS_ENV.ZOOM_THURSDAY_URL,
      zoomSundayUrl: MEMBERS_ENV.ZOOM_SUNDAY_URL,
      checkInUrl: MEMBERS_ENV.CHECKIN_URL,
    });
  });

  it("answers them to an applicant's onboarding session", async () => {
    const res = await get("/api/members/links", await applicantCookie("members.applicant@example.com"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ whatsAppGroupUrl: MEMBERS_ENV.WHATSAPP_GROUP_URL });
  });

  it("carries the admin's saved links over the environment's", async () => {
    const admin = await loginAs(t.app, "admin@example.com");
    const current = (await get("/api/admin/site-links", admin)).json();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/site-links",
      headers: { cookie: admin },
      payload: {
        ...current,
        links: { ...current.links, whatsAppGroupUrl: "https://members-only.example/new-7f3a" },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await get("/api/members/links", await loginAs(t.app, TRAINER));
    expect(res.json().whatsAppGroupUrl).toBe("https://members-only.example/new-7f3a");
    expect((await get("/onboarding/welcome")).body).not.toMatch(SECRET);
  });
});

describe("the welcome links", () => {
  it("are the spec's six cards: the onboarding call is the sixth, the video library is Quick Ref's", () => {
    expect(WELCOME_LINKS.map((l) => [l.id, l.label, l.urlSetting])).toEqual([
      ["curriculum", "Curriculum portal", "curriculumPortalUrl"],
      ["affiliate", "Affiliate registration", "affiliateRegistrationUrl"],
      ["drive", "Shared drive", "sharedDriveUrl"],
      ["whatsapp", "WhatsApp group", "whatsAppGroupUrl"],
      ["facebook", "Facebook community", "facebookCommunityUrl"],
      ["onboarding-call", "Book your onboarding call", "checkInUrl"],
    ]);
  });

  it("a visit to the onboarding call is recorded; the video library is no welcome link any more", async () => {
    const cookie = await applicantCookie("members.visits@example.com");
    const call = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/welcome/onboarding-call/visit",
      headers: { cookie },
    });
    expect(call.statusCode, call.body).toBe(200);
    expect(call.json().welcomeVisited).toEqual(["onboarding-call"]);
    const video = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/welcome/video-library/visit",
      headers: { cookie },
    });
    expect(video.statusCode).toBe(404);
  });
});
