/**
 * Issue 9.6: a NUL or a malformed byte anywhere in a path or query answers 400 with a plain message,
 * on every public route (three of them answered 500 when the NUL reached PostgreSQL). Issue 17: the same
 * for a NUL or half a surrogate pair in a JSON body (plugins/body-guard.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNREADABLE_TEXT } from "../../src/server/plugins/body-guard";
import { UNREADABLE_ADDRESS } from "../../src/server/plugins/url-guard";
import { ROUTES } from "../../src/shared/routes";
import { createTestApp, type TestApp, testWebDir } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, {}, (config) => {
    config.webDir = testWebDir();
  });
});
afterAll(() => t.close());

const PUBLIC_API = [
  "/api/public-trainers",
  "/api/public-trainers/:x",
  "/api/trainer-profile/:x",
  "/api/public-classes/:x",
  "/api/calendar/classes/:x.ics",
  "/api/calendar/trainers/:x.ics",
  "/api/calendar/all.ics",
  "/api/geocode",
  "/api/site-content/public",
  "/api/health",
  "/api/magic-link/status",
];
const PAGES = [...ROUTES.map((r) => r.path.replace("/*", "/x")), "/sitemap.xml", "/robots.txt"];

/** Each route with the bad text in its parameter (or as an extra segment) and in its query. */
function variants(pattern: string, bad: string): string[] {
  const withParam = pattern.includes(":") ? pattern.replace(/:\w+/, `a${bad}b`) : undefined;
  return [
    ...(withParam ? [withParam] : []),
    `${pattern.replace(/:\w+/, "x")}?q=${bad}&token=${bad}&email=${bad}`,
  ];
}

describe.each([
  ["a NUL", "%00"],
  ["a malformed UTF-8 byte", "%FF"],
  ["a cut-off UTF-8 sequence", "%E2%82"],
  ["a broken escape", "%zz"],
])("%s", (_name, bad) => {
  it.each([...PUBLIC_API, ...PAGES])("answers 400 on %s", async (route) => {
    for (const url of variants(route, bad)) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      const text = route.startsWith("/api/") ? res.json().message : res.body;
      expect(text, url).toBe(UNREADABLE_ADDRESS);
    }
  });
});

it("leaves well-formed escapes alone", async () => {
  expect((await t.app.inject({ method: "GET", url: "/api/geocode?q=Tulsa%2C%20OK" })).statusCode).toBe(200);
  expect((await t.app.inject({ method: "GET", url: "/%C3%A9lodie-x" })).statusCode).toBe(404);
  expect((await t.app.inject({ method: "GET", url: "/find-trainer?q=caf%C3%A9" })).statusCode).toBe(200);
});

describe("a JSON body", () => {
  const details = (body: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/onboarding/details",
      payload: body,
      headers: { "content-type": "application/json" },
    });
  const valid = { fullName: "Ada Stone", email: "ada@example.com", phone: "918-555-0100" };

  it.each([
    ["a NUL in a value", { ...valid, fullName: "Ada\u0000Stone" }],
    ["half a surrogate pair in a value", { ...valid, city: "Tulsa\ud800" }],
    ["a NUL in a key", { ...valid, "x\u0000": "y" }],
    ["a NUL deep in an array", { ...valid, tags: [["\u0000"]] }],
  ])("answers 400 with %s", async (_name, body) => {
    const res = await details(JSON.stringify(body));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(UNREADABLE_TEXT);
  });

  it("takes text with whole pairs and escapes alone", async () => {
    const res = await details(JSON.stringify({ ...valid, fullName: "Ada 👩‍👩‍👧 Stone \\u0000" }));
    expect(res.statusCode, res.body).toBe(200);
  });
});
