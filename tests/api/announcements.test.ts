/**
 * Announcements (GET /api/announcements/for-trainer, POST /api/announcements, POST
 * /api/announcements/:id/dismiss): the trainer lead posts, every trainer reads and dismisses their own,
 * and the session, never the body, says who is asking.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_SIGNED_IN } from "../../src/server/plugins/auth";
import {
  ANNOUNCEMENT_TEXT,
  type Announcement,
  announcementList,
} from "../../src/shared/contracts/announcements";
import { NOT_ALLOWED } from "../../src/shared/contracts/auth";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

const ADMIN = "admin@example.com";
const LEAD = "lead@example.com";
const TRAINER = "trainer@example.com";

let t: TestApp;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  for (const email of [ADMIN, LEAD, TRAINER]) cookie[email] = await loginAs(t.app, email);
});
afterAll(() => t.close());

const post = (who: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/announcements",
    payload: payload as object,
    headers: who ? { cookie: cookie[who]! } : {},
  });
const list = (who: string | undefined, email = who ?? TRAINER) =>
  t.app.inject({
    method: "GET",
    url: `/api/announcements/for-trainer?email=${encodeURIComponent(email)}`,
    headers: who ? { cookie: cookie[who]! } : {},
  });
const dismiss = (who: string | undefined, id: number | string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/announcements/${id}/dismiss`,
    ...(payload ? { payload } : {}),
    headers: who ? { cookie: cookie[who]! } : {},
  });
async function ids(who: string): Promise<number[]> {
  const res = await list(who);
  expect(res.statusCode, res.body).toBe(200);
  return announcementList.parse(res.json()).map((a) => a.id);
}

describe("POST /api/announcements", () => {
  it("lets the trainer lead post: 201 with the trimmed message, the priority and the lead as author", async () => {
    const res = await post(LEAD, { message: "  Zoom moves to 6 PM this week.  ", priority: "urgent" });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as Announcement;
    expect(body).toMatchObject({ message: "Zoom moves to 6 PM this week.", priority: "urgent" });
    const lead = (
      await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookie[LEAD]! } })
    ).json();
    expect(body.createdBy).toBe(lead.name);
    expect(typeof body.id).toBe("number");
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    // Everyone sees it, with the author's name.
    const seen = announcementList.parse((await list(TRAINER)).json()).find((a) => a.id === body.id);
    expect(seen).toEqual(body);
  });

  it("names the signed-in lead as the author, whatever createdBy the body says; priority defaults to info", async () => {
    const lead = (
      await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookie[LEAD]! } })
    ).json();
    const res = await post(LEAD, { message: "Mine, not the admin's.", createdBy: ADMIN });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().createdBy).toBe(lead.name);
    expect(res.json().priority).toBe("info");
  });

  it("refuses a trainer who is not the lead (403), whatever the body says", async () => {
    for (const payload of [{ message: "Hello", priority: "info", createdBy: LEAD }, { message: "" }]) {
      const res = await post(TRAINER, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ANNOUNCEMENT_TEXT.notAuthor);
    }
    // The admin is not the trainer lead in the demo data.
    expect((await post(ADMIN, { message: "Hello" })).statusCode).toBe(403);
  });

  it("refuses an anonymous caller (401)", async () => {
    const res = await post(undefined, { message: "Hello" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(NOT_SIGNED_IN);
  });

  it("answers 400 with the field's issue for an empty or whitespace-only message", async () => {
    for (const message of ["", "   \n\t "]) {
      const res = await post(LEAD, { message, priority: "info" });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: "message", message: "Write the announcement first." }]);
    }
    const missing = await post(LEAD, { priority: "info" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((i: { field: string }) => i.field)).toEqual(["message"]);
  });

  it("answers 400 for a message over the limit and for an unknown priority", async () => {
    const long = await post(LEAD, { message: "x".repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].field).toBe("message");
    const bad = await post(LEAD, { message: "Hello", priority: "critical" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field)).toEqual(["priority"]);
  });
});

describe("GET /api/announcements/for-trainer", () => {
  it("lists the demo announcements newest first, with the author's name", async () => {
    const res = await list(TRAINER);
    expect(res.statusCode).toBe(200);
    const items = announcementList.parse(res.json());
    expect(items.length).toBeGreaterThanOrEqual(5);
    const times = items.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items.every((a) => a.createdBy !== null)).toBe(true);
  });

  it("puts a new announcement first, and the newer of two before the older", async () => {
    const first = (await post(LEAD, { message: "Older of two" })).json() as Announcement;
    const second = (await post(LEAD, { message: "Newer of two" })).json() as Announcement;
    const seen = await ids(TRAINER);
    expect(seen.slice(0, 2)).toEqual([second.id, first.id]);
  });

  it("accepts the caller's own e-mail in any case", async () => {
    expect((await list(TRAINER, "Trainer@Example.COM")).statusCode).toBe(200);
  });

  it("refuses another trainer's e-mail (403)", async () => {
    const res = await list(TRAINER, LEAD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NOT_ALLOWED);
  });

  it("lets the admin read any trainer's list, and answers 404 for an unknown e-mail", async () => {
    expect((await list(ADMIN, TRAINER)).statusCode).toBe(200);
    expect(announcementList.parse((await list(ADMIN, TRAINER)).json()).map((a) => a.id)).toEqual(
      await ids(TRAINER),
    );
    expect((await list(ADMIN, "nobody@example.com")).statusCode).toBe(404);
  });

  it("refuses an anonymous caller (401) and answers 400 for a malformed e-mail", async () => {
    expect((await list(undefined, TRAINER)).statusCode).toBe(401);
    const bad = await list(TRAINER, "not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe("email");
  });
});

describe("POST /api/announcements/:id/dismiss", () => {
  it("hides it for that trainer only, and dismissing twice is fine", async () => {
    const { id } = (
      await post(LEAD, { message: "Dismiss me", priority: "important" })
    ).json() as Announcement;
    expect(await ids(TRAINER)).toContain(id);

    const res = await dismiss(TRAINER, id);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe("");
    expect(await ids(TRAINER)).not.toContain(id);
    // Another trainer still sees it; so does the admin reading it for themselves.
    expect(await ids(LEAD)).toContain(id);
    expect(await ids(ADMIN)).toContain(id);
    // The admin reading the trainer's list sees the trainer's dismissal.
    const forTrainer = announcementList.parse((await list(ADMIN, TRAINER)).json()).map((a) => a.id);
    expect(forTrainer).not.toContain(id);

    expect((await dismiss(TRAINER, id)).statusCode).toBe(204);
    expect(await ids(TRAINER)).not.toContain(id);
  });

  it("takes a bodiless request, an empty JSON body, or the earlier app's body alike", async () => {
    for (const payload of [undefined, {}, { trainerEmail: TRAINER }]) {
      const { id } = (await post(LEAD, { message: "Body or none" })).json() as Announcement;
      expect((await dismiss(TRAINER, id, payload)).statusCode).toBe(204);
      expect(await ids(TRAINER)).not.toContain(id);
    }
  });

  it("dismisses for the caller, whatever trainerEmail the body names", async () => {
    const { id } = (await post(LEAD, { message: "Whose dismissal?" })).json() as Announcement;
    expect((await dismiss(TRAINER, id, { trainerEmail: LEAD })).statusCode).toBe(204);
    expect(await ids(TRAINER)).not.toContain(id);
    expect(await ids(LEAD)).toContain(id);
  });

  it("answers 404 for an unknown announcement and 400 for a malformed id", async () => {
    const res = await dismiss(TRAINER, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ANNOUNCEMENT_TEXT.notFound);
    expect((await dismiss(TRAINER, "abc")).statusCode).toBe(400);
    expect((await dismiss(TRAINER, 0)).statusCode).toBe(400);
  });

  it("refuses an anonymous caller (401)", async () => {
    const [id] = await ids(TRAINER);
    expect((await dismiss(undefined, id!)).statusCode).toBe(401);
  });
});
