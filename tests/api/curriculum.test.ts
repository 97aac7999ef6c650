/**
 * The curriculum (GET /api/curriculum, POST /api/curriculum/resources/:id/view): the six shipped
 * modules in week order with their resources, and each trainer's own record of what they opened.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_SIGNED_IN } from "../../src/server/plugins/auth";
import { CURRICULUM_TEXT, type CurriculumModule, curriculum } from "../../src/shared/contracts/curriculum";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

const LEAD = "lead@example.com";
const TRAINER = "trainer@example.com";

let t: TestApp;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  for (const email of [LEAD, TRAINER]) cookie[email] = await loginAs(t.app, email);
});
afterAll(() => t.close());

async function read(who: string): Promise<CurriculumModule[]> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/curriculum",
    headers: { cookie: cookie[who]! },
  });
  expect(res.statusCode, res.body).toBe(200);
  return curriculum.parse(res.json()).modules;
}
const view = (who: string | undefined, id: number | string) =>
  t.app.inject({
    method: "POST",
    url: `/api/curriculum/resources/${id}/view`,
    headers: who ? { cookie: cookie[who]! } : {},
  });
const viewed = (modules: CurriculumModule[], id: number) =>
  modules.flatMap((m) => m.resources).find((r) => r.id === id)?.viewed;

describe("GET /api/curriculum", () => {
  it("lists the six modules in week order with the spec's titles and resource counts", async () => {
    const modules = await read(TRAINER);
    expect(modules.map((m) => [m.week, m.title, m.resources.length, m.instructorOnly])).toEqual([
      [1, "Business Setup & Legal Structure", 8, false],
      [2, "Core Curriculum & Methodology", 6, false],
      [3, "Instructor Resilience", 6, true],
      [4, "Class Structure & Delivery", 11, false],
      [5, "Social Media & Client Attraction", 5, false],
      [6, "Marketing & Revenue Generation", 8, false],
    ]);
    for (const m of modules) {
      expect(m.description.length).toBeGreaterThan(0);
      for (const r of m.resources) {
        expect(r.name.length).toBeGreaterThan(0);
        expect(() => new URL(r.link)).not.toThrow();
        expect(r.description.length).toBeGreaterThan(0);
      }
    }
  });

  it("keeps each module's resources in their shipped order", async () => {
    const { MODULES } = await import("../../src/server/db/content/modules");
    const modules = await read(TRAINER);
    for (const [i, m] of modules.entries())
      expect(m.resources.map((r) => r.name)).toEqual(MODULES[i]!.resources.map((r) => r.name));
  });

  it("refuses an anonymous caller (401)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/curriculum" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(NOT_SIGNED_IN);
  });
});

describe("POST /api/curriculum/resources/:id/view", () => {
  it("marks a resource viewed for the caller, and it stays viewed on a later read", async () => {
    const id = (await read(TRAINER))[3]!.resources[0]!.id;
    expect(viewed(await read(TRAINER), id)).toBe(false);

    const res = await view(TRAINER, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ resourceId: id, viewed: true });

    expect(viewed(await read(TRAINER), id)).toBe(true);
    // Re-read once more: the view is stored, not kept in an answer.
    expect(viewed(await read(TRAINER), id)).toBe(true);
  });

  it("is idempotent: a second view answers the same and changes nothing else", async () => {
    const id = (await read(TRAINER))[4]!.resources[1]!.id;
    const before = (await read(TRAINER)).flatMap((m) => m.resources).filter((r) => r.viewed).length;
    expect((await view(TRAINER, id)).json()).toEqual({ resourceId: id, viewed: true });
    expect((await view(TRAINER, id)).json()).toEqual({ resourceId: id, viewed: true });
    const after = (await read(TRAINER)).flatMap((m) => m.resources).filter((r) => r.viewed).length;
    expect(after).toBe(before + 1);
  });

  it("keeps progress per trainer", async () => {
    const id = (await read(LEAD))[5]!.resources[2]!.id;
    expect(viewed(await read(LEAD), id)).toBe(false);
    expect(viewed(await read(TRAINER), id)).toBe(false);
    expect((await view(LEAD, id)).statusCode).toBe(200);
    expect(viewed(await read(LEAD), id)).toBe(true);
    expect(viewed(await read(TRAINER), id)).toBe(false);
  });

  it("answers 404 for an unknown resource and 400 for a malformed id", async () => {
    const res = await view(TRAINER, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CURRICULUM_TEXT.resourceNotFound);
    for (const bad of ["abc", 0, -1, "1.5"]) expect((await view(TRAINER, bad)).statusCode).toBe(400);
  });

  it("refuses an anonymous caller (401) and records nothing", async () => {
    const id = (await read(LEAD))[1]!.resources[0]!.id;
    expect((await view(undefined, id)).statusCode).toBe(401);
    expect(viewed(await read(LEAD), id)).toBe(false);
  });
});
