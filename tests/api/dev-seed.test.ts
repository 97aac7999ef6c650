import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, PRODUCTION_ENV, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: "off" });
});
afterAll(() => t.close());

it("creates trainers with the spec's slug rule, -2 for a second of the same name", async () => {
  const a = await t.app.inject({
    method: "POST",
    url: "/api/dev/trainers",
    payload: { name: "Jane Doe", email: "jane@example.com", state: "TX" },
  });
  expect(a.statusCode).toBe(201);
  expect(a.json().slug).toBe("jane-doe");
  const b = await t.app.inject({
    method: "POST",
    url: "/api/dev/trainers",
    payload: { name: "Jane Doe", email: "jane2@example.com" },
  });
  expect(b.json().slug).toBe("jane-doe-2");
  const login = await t.app.inject({
    method: "POST",
    url: "/api/magic-login",
    payload: { email: "jane@example.com" },
  });
  expect(login.statusCode).toBe(200);
});

it("withoutProfile leaves the account with no profile record", async () => {
  const seeded = await t.app.inject({
    method: "POST",
    url: "/api/dev/trainers",
    payload: { name: "No Record", email: "norecord@example.com", withoutProfile: true },
  });
  expect(seeded.statusCode).toBe(201);
  expect(await t.app.services.trainers.profileOf(seeded.json().id)).toBeUndefined();
  expect(await t.app.services.trainers.accountByEmail("norecord@example.com")).toBeTruthy();
});

it("validates its body and refuses a duplicate e-mail", async () => {
  expect(
    (await t.app.inject({ method: "POST", url: "/api/dev/trainers", payload: { name: "X", email: "nope" } }))
      .statusCode,
  ).toBe(400);
  const dup = await t.app.inject({
    method: "POST",
    url: "/api/dev/trainers",
    payload: { name: "Jane Doe", email: "JANE@example.com" },
  });
  expect(dup.statusCode).toBe(409);
});

it("does not exist in production", async () => {
  const prod = await createTestApp({ ...PRODUCTION_ENV, DEMO_DATA: "off" });
  try {
    expect(
      (
        await prod.app.inject({
          method: "POST",
          url: "/api/dev/trainers",
          payload: { name: "Jane Doe", email: "j@example.com" },
        })
      ).statusCode,
    ).toBe(404);
  } finally {
    await prod.close();
  }
});

it("with DEMO_DATA=off the database has the content but no fictional trainers", async () => {
  const health = await t.app.inject({ method: "GET", url: "/api/health" });
  expect(health.statusCode).toBe(200);
  const { sql } = await import("drizzle-orm");
  const count = async (table: string) =>
    (
      (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
  expect(await count("modules")).toBe(6);
  expect(await count("module_resources")).toBe(44);
  expect(await count("assessments")).toBeGreaterThanOrEqual(6);
  expect(await count("documents")).toBe(3);
  expect(await count("classes")).toBe(0);
  expect(await count("announcements")).toBe(0);
  // Only the configured admin (the headquarters account) and the three trainers this file created.
  expect(await count("trainers")).toBe(4);
});
