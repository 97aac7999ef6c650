/**
 * Trainer insights (issue 32 part 3, decision 0046): the beacon counts a listed trainer's views and
 * clicks into her day and nothing about the sender; Do Not Track, Global Privacy Control, bots and a
 * missing user agent are not counted, with the same 204; bad bodies are refused; the trainer reads her
 * last 30 days (the next day too), the admin everyone's by trainer and region. Who may call:
 * tests/support/route-matrix.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainerDailyCounts } from "../../src/server/db/schema";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let offsetMs = 0;
let trainerId: number;
let classId: string;
let trainerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => new Date(Date.now() + offsetMs) });
  const listed = (await t.app.inject({ method: "GET", url: "/api/public-trainers" })).json() as {
    id: number;
    email: string;
    upcomingClasses: { id: string; title: string }[];
  }[];
  const me =
    listed.find((x) => x.upcomingClasses.length > 0 && x.id === 3) ??
    listed.find((x) => x.upcomingClasses.length > 0)!;
  trainerId = me.id;
  classId = me.upcomingClasses[0]!.id;
  trainerCookie = await loginAs(t.app, me.id === 3 ? "trainer@example.com" : me.email);
  adminCookie = await loginAs(t.app, "admin@example.com");
});
afterAll(() => t.close());

let ip = 0;
const beacon = (
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = `203.0.113.${++ip % 250}`,
) =>
  t.app.inject({
    method: "POST",
    url: "/api/insights/beacon",
    payload: payload as Record<string, unknown>,
    headers: { "user-agent": BROWSER, ...headers },
    remoteAddress,
  });
const mine = async (cookie = trainerCookie) => {
  await t.app.services.insights.flush();
  const res = await t.app.inject({ method: "GET", url: "/api/insights", headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    through: string;
    days: { day: string; views: number; clicks: number }[];
    totals: Record<string, number>;
    bestClass: { id: string; title: string; registerClicks: number } | null;
  };
};

describe("POST /api/insights/beacon", () => {
  it("counts a profile view into the trainer's day, and sets no cookie", async () => {
    const before = (await mine()).totals.profile_view ?? 0;
    const res = await beacon({ kind: "profile_view", trainerId });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    const after = await mine();
    expect(after.totals.profile_view).toBe(before + 1);
    expect(after.days.at(-1)?.views).toBeGreaterThanOrEqual(1);
  });

  it("keeps one number per trainer, day, kind and class: nothing about the sender", async () => {
    await beacon({ kind: "register_click", trainerId, classId });
    await t.app.services.insights.flush();
    const rows = await t.database.db.select().from(trainerDailyCounts);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(["count", "day", "kind", "subject", "trainerId"]);
    expect(rows.find((r) => r.kind === "register_click")?.subject).toBe(classId);
  });

  it("does not count Do Not Track, Global Privacy Control, bots or a missing user agent, and says so to nobody", async () => {
    const before = (await mine()).totals.contact_click ?? 0;
    const refused: Record<string, string>[] = [
      { dnt: "1" },
      { "sec-gpc": "1" },
      { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
      { "user-agent": "" },
    ];
    for (const headers of refused) {
      const res = await beacon({ kind: "contact_click", trainerId }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(204);
    }
    expect((await mine()).totals.contact_click).toBe(before);
    await beacon({ kind: "contact_click", trainerId }, { dnt: "0", "sec-gpc": "0" });
    expect((await mine()).totals.contact_click).toBe(before + 1);
  });

  it("counts nothing for an unknown trainer or a class that is not the trainer's", async () => {
    const before = await mine();
    expect((await beacon({ kind: "profile_view", trainerId: 999_999 })).statusCode).toBe(204);
    expect((await beacon({ kind: "register_click", trainerId, classId: "not-a-class" })).statusCode).toBe(
      204,
    );
    expect((await beacon({ kind: "ics_download", trainerId })).statusCode).toBe(204);
    const after = await mine();
    expect(after.totals).toEqual(before.totals);
  });

  it("refuses a body it does not know, in plain words", async () => {
    for (const payload of [
      { kind: "page_view", trainerId },
      { kind: "profile_view", trainerId: "3" },
      { kind: "profile_view", trainerId, visitor: "abc" },
      { kind: "profile_view" },
    ]) {
      const res = await beacon(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("limits one address to a minute's worth of beacons", async () => {
    const address = "198.51.100.77";
    for (let i = 0; i < t.config.rateLimits.beaconsPerMinute; i++)
      expect((await beacon({ kind: "card_impression", trainerId }, {}, address)).statusCode).toBe(204);
    const refused = await beacon({ kind: "card_impression", trainerId }, {}, address);
    expect(refused.statusCode).toBe(429);
    expect((await beacon({ kind: "card_impression", trainerId }, {}, "198.51.100.78")).statusCode).toBe(204);
  });
});

describe("GET /api/insights and GET /api/admin/insights", () => {
  it("shows the trainer 30 days ending today, her totals and the class with the most Register clicks", async () => {
    for (let i = 0; i < 3; i++) await beacon({ kind: "register_click", trainerId, classId });
    const data = await mine();
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)?.day).toBe(data.through);
    expect(data.bestClass).toMatchObject({ id: classId });
    expect(data.bestClass!.registerClicks).toBeGreaterThanOrEqual(3);
  });

  it("the next day, today's counts are yesterday's bar", async () => {
    const today = await mine();
    offsetMs = DAY_MS;
    try {
      const next = await mine();
      expect(next.through > today.through).toBe(true);
      expect(next.days.at(-2)).toEqual({ ...today.days.at(-1), day: today.through });
      expect(next.days.at(-1)).toMatchObject({ views: 0, clicks: 0 });
      expect(next.totals).toEqual(today.totals);
    } finally {
      offsetMs = 0;
    }
  });

  it("shows the admin every trainer's and region's totals, most viewed first", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/insights",
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json() as {
      trainers: { trainerId: number; region: string; totals: Record<string, number> }[];
      regions: { region: string; trainers: number; totals: Record<string, number> }[];
    };
    const row = data.trainers.find((r) => r.trainerId === trainerId);
    expect(row?.totals.profile_view).toBeGreaterThanOrEqual(1);
    const region = data.regions.find((r) => r.region === row?.region);
    expect(region?.trainers).toBeGreaterThanOrEqual(1);
    expect(region?.totals.register_click).toBeGreaterThanOrEqual(row!.totals.register_click!);
  });

  it("shows an empty month to a trainer nobody has counted", async () => {
    const other = await loginAs(t.app, "lead@example.com");
    const data = await mine(other);
    expect(data.days).toHaveLength(30);
    expect(data.bestClass).toBeNull();
  });
});
