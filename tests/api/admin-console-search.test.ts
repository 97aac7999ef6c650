/**
 * The console fit for daily work (issue 31 part 4): the trainers table found by state code or name, the
 * audit log's names, filters and no "no field changed" entries, and the Renewals tab's certified trainers
 * without a renewal date. Each only for admins.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit } from "../../src/server/db/schema";
import type { AuditEntry, TrainerPage, UndatedRenewal } from "../../src/shared/contracts/admin";
import { createTestApp, loginAs, requestAs, type TestApp } from "../support/test-app";

let t: TestApp;
let admin = "";
let trainer = "";
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  admin = await loginAs(t.app, "admin@example.com");
  trainer = await loginAs(t.app, "trainer@example.com");
});
afterAll(() => t.close());

const as: ReturnType<typeof requestAs> = (...args) => requestAs(t.app)(...args);
type AuditAnswer = { entries: AuditEntry[]; total: number; actions: string[]; targetTypes: string[] };
const audit = async (query = "") => {
  const res = await as(admin, "GET", `/api/admin/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditAnswer;
};

async function seed(name: string, email: string, extra: Record<string, unknown> = {}) {
  const res = await as(undefined, "POST", "/api/dev/trainers", { name, email, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe("the trainers table's search", () => {
  it("finds a trainer by state code or state name in any case, stored as a code or a name", async () => {
    const coded = await seed("Lone Star Coded", "lone.coded@example.com", { city: "Austin", state: "TX" });
    const named = await seed("Lone Star Named", "lone.named@example.com", { city: "Waco", state: "ID" });
    // Older profiles may hold the state's full name: the console's own field takes free text.
    const renamed = await as(admin, "PATCH", `/api/admin/trainers/${named.id}`, { state: "Texas" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const elsewhere = await seed("Elsewhere Trainer", "elsewhere@example.com", {
      city: "Boise",
      state: "ID",
    });
    for (const text of ["tx", "TX", "texas", "Texas", " TEXAS "]) {
      const page = (
        await as(admin, "GET", `/api/admin/trainers?pageSize=200&search=${encodeURIComponent(text)}`)
      ).json() as TrainerPage;
      const ids = page.rows.map((r) => r.id);
      expect(ids, text).toEqual(expect.arrayContaining([coded.id, named.id]));
      expect(ids, text).not.toContain(elsewhere.id);
    }
    // Name, e-mail and city still match; two letters that are no code name no state.
    const byCity = (await as(admin, "GET", "/api/admin/trainers?search=waco")).json() as TrainerPage;
    expect(byCity.rows.map((r) => r.id)).toEqual([named.id]);
    const byMail = (await as(admin, "GET", "/api/admin/trainers?search=LONE.CODED")).json() as TrainerPage;
    expect(byMail.rows.map((r) => r.id)).toEqual([coded.id]);
  });
});

describe("the audit log", () => {
  it("names the actor and a trainer target, filters by who, action and target, and only admins read it", async () => {
    const target = await seed("Audited Person", "audited.person@example.com");
    expect((await as(admin, "PATCH", `/api/admin/trainers/${target.id}`, { city: "Reno" })).statusCode).toBe(
      200,
    );

    const { entries, actions, targetTypes } = await audit();
    expect(entries[0]).toMatchObject({
      action: "trainer.update",
      targetType: "trainer",
      targetId: String(target.id),
      targetName: "Audited Person",
      actorId: 1,
      actorEmail: "admin@example.com",
    });
    expect(entries[0]!.actorName).toEqual(expect.any(String));
    expect(actions).toContain("trainer.update");
    expect(targetTypes).toContain("trainer");

    const byTarget = await audit("target=audited%20pers");
    expect(byTarget.entries.map((e) => e.targetId)).toEqual([String(target.id)]);
    expect((await audit(`target=${target.id}&targetType=trainer`)).total).toBe(1);
    expect((await audit(`target=${target.id}&targetType=announcement`)).total).toBe(0);
    expect((await audit("action=trainer")).entries.every((e) => e.action.startsWith("trainer."))).toBe(true);
    expect((await audit("action=trainer.update")).total).toBeGreaterThan(0);
    expect((await audit("action=trainer.upd")).total).toBe(0);
    expect((await audit("who=ADMIN@example")).total).toBeGreaterThan(0);
    expect((await audit("who=nobody-at-all")).total).toBe(0);

    expect((await as(undefined, "GET", "/api/admin/audit")).statusCode).toBe(401);
    expect((await as(trainer, "GET", "/api/admin/audit?who=admin")).statusCode).toBe(403);
  });

  it("writes no entry for a save that changed nothing, and hides the ones written before", async () => {
    const links = (await as(admin, "GET", "/api/admin/site-links")).json();
    const before = (await audit()).total;
    const saved = await as(admin, "PUT", "/api/admin/site-links", links);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await audit()).total).toBe(before);
    // The same save with one value changed is recorded: the check above can fail.
    const changed = await as(admin, "PUT", "/api/admin/site-links", { ...links, supportPhone: "555-0199" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await audit()).total).toBe(before + 1);
    expect((await audit()).entries[0]).toMatchObject({ action: "site-links.update" });

    // An entry from before the rule: the same values on both sides, in another key order.
    await t.database.db.insert(adminAudit).values({
      actorId: 1,
      actorEmail: "admin@example.com",
      action: "module.update",
      targetType: "module",
      targetId: "1",
      before: { title: "Week 1", week: 1 },
      after: { week: 1, title: "Week 1" },
    });
    const after = await audit();
    expect(after.total).toBe(before + 1);
    expect(after.entries.some((e) => e.action === "module.update" && e.targetId === "1")).toBe(false);
    expect(after.actions).not.toContain("module.update");
  });
});

describe("renewals without a date", () => {
  it("lists certified trainers with no renewal date, and only for admins", async () => {
    const undated = await seed("Undated Certified", "undated.certified@example.com", { status: "certified" });
    const dated = await seed("Dated Certified", "dated.certified@example.com", { status: "certified" });
    const training = await seed("Undated Training", "undated.training@example.com", {
      status: "in_training",
    });
    await as(admin, "PATCH", `/api/admin/trainers/${undated.id}`, { renewalDate: null });
    await as(admin, "PATCH", `/api/admin/trainers/${training.id}`, { renewalDate: null });
    await as(admin, "PATCH", `/api/admin/trainers/${dated.id}`, { renewalDate: "2030-01-01" });

    const res = await as(admin, "GET", "/api/admin/renewals/undated");
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as UndatedRenewal[]).map((r) => r.id);
    expect(ids).toContain(undated.id);
    expect(ids).not.toContain(dated.id);
    expect(ids).not.toContain(training.id);
    expect((res.json() as UndatedRenewal[]).find((r) => r.id === undated.id)).toMatchObject({
      name: "Undated Certified",
      email: "undated.certified@example.com",
    });

    expect((await as(undefined, "GET", "/api/admin/renewals/undated")).statusCode).toBe(401);
    expect((await as(trainer, "GET", "/api/admin/renewals/undated")).statusCode).toBe(403);
  });
});
