/**
 * Issue 29: the portal's pages are drawn on the server from their route modules (app/routes/*), each
 * from the same answers its GET API routes give, read in-process (src/server/pages/reads-portal.ts): a
 * signed-out visitor goes to the login with the way back; a signed-in trainer's dashboard, profile,
 * calendar and assessments arrive with their content; the console refuses a trainer who is not an admin
 * in its HTML. Needs the built web app (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrationStrings } from "../support/hydration-data";
import { createTestApp, loginAs, type TestApp, testWebDir } from "../support/test-app";

let t: TestApp;
let trainer: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, undefined, {}, (config) => {
    config.webDir = testWebDir();
  });
  trainer = await loginAs(t.app, "trainer@example.com");
  admin = await loginAs(t.app, "admin@example.com");
});
afterAll(() => t.close());

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

const api = async <T>(url: string, cookie: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};

/**
 * What a reader sees with JavaScript off: the HTML without its scripts nor any hidden part (React's
 * streamed content waits hidden for a script), its text's entities read.
 */
function drawn(html: string): string {
  expect(html).not.toMatch(/<div hidden id="S:/);
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

describe("a portal page, signed out", () => {
  it("redirects to the login, which brings the visitor back", async () => {
    for (const path of ["/trainer-portal/dashboard", "/trainer-portal/profile", "/trainer-portal/admin"]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location, path).toBe(`/trainer-portal/login?next=${encodeURIComponent(path)}`);
    }
    expect((await page("/trainer-portal/dashboard")).headers.location).toBe(
      "/trainer-portal/login?next=%2Ftrainer-portal%2Fdashboard",
    );
  });
});

describe("the dashboard, signed in", () => {
  it("arrives drawn: the trainer's Welcome card and the class modules, private", async () => {
    const res = await page("/trainer-portal/dashboard", trainer);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    const me = await api<{ name: string }>("/api/me", trainer);
    const curriculum = await api<{ modules: { title: string }[] }>("/api/curriculum", trainer);
    const html = drawn(res.body);
    expect(html).toContain("Welcome");
    expect(html).toContain(me.name);
    expect(curriculum.modules.length).toBeGreaterThan(0);
    for (const m of curriculum.modules) expect(html).toContain(m.title);
    expect(html).not.toContain("Loading your profile...");
    expect(res.body).toMatch(/<title>Trainer Dashboard \| [^<]+<\/title>/);
  });

  it("seeds the screen with the API's own answers", async () => {
    const res = await page("/trainer-portal/dashboard", trainer);
    const strings = hydrationStrings(res.body);
    const dashboard = await api<{ email: string; location: string | null }>("/api/dashboard", trainer);
    expect(strings).toContain(dashboard.email);
    const announcements = await api<{ message: string }[]>(
      "/api/announcements/for-trainer?email=trainer%40example.com",
      trainer,
    );
    for (const a of announcements) expect(strings).toContain(a.message);
  });
});

describe("the other portal pages, signed in", () => {
  it("draw the profile, the calendar and the assessments with their data", async () => {
    const profile = await api<{ id: number; name: string }>("/api/me", trainer);
    const owner = await api<{ phone: string | null; name: string }>(
      `/api/trainer-profile/${profile.id}`,
      trainer,
    );
    const profilePage = await page("/trainer-portal/profile", trainer);
    expect(profilePage.statusCode).toBe(200);
    expect(drawn(profilePage.body)).toContain(`value="${owner.name}"`);

    const classes = await api<{ classes: { title: string }[] }>("/api/trainer-classes", trainer);
    const calendar = await page("/trainer-portal/calendar", trainer);
    expect(calendar.statusCode).toBe(200);
    expect(drawn(calendar.body)).toContain("Manage Classes");
    for (const c of classes.classes) expect(drawn(calendar.body)).toContain(c.title);

    const data = await api<{ assessments: { title: string }[] }>("/api/trainer-portal-data", trainer);
    const assessments = await page("/trainer-portal/next-ttt", trainer);
    expect(assessments.statusCode).toBe(200);
    expect(data.assessments.length).toBeGreaterThan(0);
    for (const a of data.assessments) expect(drawn(assessments.body)).toContain(a.title);

    const edit = await page("/trainer-portal/edit-profile", trainer);
    expect(edit.statusCode).toBe(200);
    expect(drawn(edit.body)).toContain("Edit Profile");
    expect(drawn(edit.body)).not.toContain("Loading your profile...");
  });
});

describe("the admin console", () => {
  it("refuses a trainer who is not an admin, in its HTML, with the API's words", async () => {
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/admin/trainers",
      headers: { cookie: trainer },
    });
    expect(refused.statusCode).toBe(403);
    const res = await page("/trainer-portal/admin", trainer);
    expect(res.statusCode).toBe(200);
    const html = drawn(res.body);
    expect(html).toContain(refused.json<{ message: string }>().message);
    expect(html).toContain("The admin console is for the brand's owner.");
  });

  it("renders for the admin, its data asked for in the browser", async () => {
    const res = await page("/trainer-portal/admin/trainers", admin);
    expect(res.statusCode).toBe(200);
    const html = drawn(res.body);
    expect(html).toContain("Admin Console");
    expect(html).not.toContain("The admin console is for the brand's owner.");
  });
});
