/**
 * Issue 29: every page comes from React Router's server build through Fastify's page handler
 * (src/server/pages/page-handler.ts). Anonymous public pages are rendered once per state of the public
 * data and kept (ETag, 304, br/gzip); signed-in pages are the visitor's own (`private, no-cache`, never
 * kept); a signed-out portal request goes to the login with `next`; unknown paths answer 404 (an unknown
 * API path in JSON); HEAD works; a database that cannot be reached is a 503, never kept.
 * Needs the built web app (`npm run build`).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerSource, PreparedAnswer } from "../../src/server/http/answer-cache";
import { createTestApp, loginAs, type TestApp, testWebDir } from "../support/test-app";

type Build = () => Promise<AnswerSource | PreparedAnswer>;

/** Counts the page renders the answer cache asks for (a kept answer asks for none). */
function countPageRenders(app: FastifyInstance) {
  const counter = { renders: 0 };
  const original = app.publicAnswer.bind(app);
  app.publicAnswer = (key: string, build: Build) =>
    original(key, () => {
      if (key.startsWith("page")) counter.renders++;
      return build();
    });
  return counter;
}

let t: TestApp;
let counter: { renders: number };
let trainer: string;
let lead: string;
beforeAll(async () => {
  t = await createTestApp({}, undefined, {}, (config) => {
    config.webDir = testWebDir();
  });
  counter = countPageRenders(t.app);
  trainer = await loginAs(t.app, "trainer@example.com");
  // Another trainer (not the trainer lead, whose address every trainer's dashboard shows).
  lead = await loginAs(t.app, "alicia.tran@example.com");
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("an anonymous public page", () => {
  it("is rendered once per state of the public data, then answered from memory", async () => {
    const before = counter.renders;
    const first = await get("/home");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/html/);
    expect(first.body).toMatch(/^<!DOCTYPE html>/i);
    expect(counter.renders).toBe(before + 1);
    const again = await get("/home");
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(counter.renders).toBe(before + 1);
  });

  it("is rendered again on the first request after a public write", async () => {
    await get("/find-trainer");
    const before = counter.renders;
    await get("/find-trainer");
    expect(counter.renders).toBe(before);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/trainer-profile-edit",
      headers: { cookie: trainer },
      payload: { publicBio: "Rendered again after this write." },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get("/find-trainer")).statusCode).toBe(200);
    expect(counter.renders).toBe(before + 1);
  });

  it("answers 304 to its ETag and sends its brotli or gzip form", async () => {
    const first = await get("/terms", { "accept-encoding": "gzip, deflate, br" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    const again = await get("/terms", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await get("/terms", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
  });

  it("answers HEAD with the headers and no body", async () => {
    const page = await get("/terms");
    const head = await t.app.inject({ method: "HEAD", url: "/terms" });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(head.body).toBe("");
  });
});

describe("the stylesheet", () => {
  it("is written into the head of public and portal pages, not linked (decision 0035)", async () => {
    for (const [url, cookie] of [
      ["/home", undefined],
      ["/trainer-portal/dashboard", trainer],
    ] as const) {
      const page = await get(url, cookie ? { cookie } : {});
      expect(page.statusCode).toBe(200);
      const head = page.body.slice(0, page.body.indexOf("</head>"));
      const style = /<style data-href="(\/assets\/app-[\w-]+\.css)">([\s\S]{1000,}?)<\/style>/.exec(head);
      expect(style, url).not.toBeNull();
      // The very text of the built file, so the browser reads back what the server wrote.
      const built = await t.app.inject({ method: "GET", url: style?.[1] ?? "" });
      expect(style?.[2]).toBe(built.body);
      expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    }
  });
});

describe("a built script", () => {
  it("carries the headers a script needs, not the document's policies (decision 0038)", async () => {
    const page = await get("/home");
    // The page names its modules in the script that asks for them after the first paint (app/lib/page-scripts.tsx).
    const src = /"(\/assets\/[\w.-]+\.js)"/.exec(page.body)?.[1];
    expect(src).toBeDefined();
    const script = await get(src ?? "");
    expect(script.statusCode).toBe(200);
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "permissions-policy",
      "referrer-policy",
    ]) {
      expect(script.headers[name], name).toBeUndefined();
      expect(page.headers[name], name).toBeDefined();
    }
  });
});

describe("a portal page", () => {
  it("is the signed-in visitor's own: private, no-cache, never kept nor shared", async () => {
    const before = counter.renders;
    const mine = await get("/trainer-portal/dashboard", { cookie: trainer });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toMatch(/^text\/html/);
    expect(mine.headers["cache-control"]).toBe("private, no-cache");
    expect(mine.headers.etag).toBeUndefined();
    const theirs = await get("/trainer-portal/dashboard", { cookie: lead });
    expect(theirs.headers["cache-control"]).toBe("private, no-cache");
    // Each page carries its own visitor's session (the portal layout's loader), not the other's.
    expect(mine.body).toContain("trainer@example.com");
    expect(mine.body).not.toContain("alicia.tran@example.com");
    expect(theirs.body).toContain("alicia.tran@example.com");
    expect(theirs.body).not.toContain("trainer@example.com");
    expect(counter.renders).toBe(before);
  });

  it("answers HEAD with the headers and no body", async () => {
    const head = await t.app.inject({
      method: "HEAD",
      url: "/trainer-portal/dashboard",
      headers: { cookie: trainer },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["cache-control"]).toBe("private, no-cache");
    expect(head.body).toBe("");
  });

  it("sends a signed-out visitor to the login, with the way back in `next`", async () => {
    const res = await get("/trainer-portal/dashboard?tab=classes");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/trainer-portal/login?next=${encodeURIComponent("/trainer-portal/dashboard?tab=classes")}`,
    );
  });
});

describe("a suspended trainer's portal page", () => {
  it("is the login page, saying why once (issue 31 part 5)", async () => {
    const made = await t.app.inject({
      method: "POST",
      url: "/api/dev/trainers",
      payload: { name: "Ivy Pages", email: "ivy.pages@example.com", city: "Boise", state: "ID" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const ivy = await loginAs(t.app, "ivy.pages@example.com");
    const admin = await loginAs(t.app, "admin@example.com");
    const suspended = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/trainers/${made.json().id}`,
      headers: { cookie: admin },
      payload: { status: "suspended" },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const page = await get("/trainer-portal/profile", { cookie: ivy });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(
      "/trainer-portal/login?next=%2Ftrainer-portal%2Fprofile&ended=suspended",
    );
    const login = await get(String(page.headers.location));
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain("Your account was suspended");
    const again = await get("/trainer-portal/profile", { cookie: ivy });
    expect(again.headers.location).toBe("/trainer-portal/login?next=%2Ftrainer-portal%2Fprofile");
  });
});

describe("a path no route answers", () => {
  it("is a 404 page", async () => {
    // An unknown trainer's page has its own title (the profile route's 404, tests/api/seo.test.ts).
    for (const [url, title] of [
      ["/no/such/page", "404 Page Not Found"],
      ["/nobody-at-all", "Trainer Not Found"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain(title);
    }
  });

  it("under /api is a JSON 404, not a page", async () => {
    const res = await get("/api/unknown");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ error: "Not Found" });
  });
});

describe("a database that cannot be reached", () => {
  let down: TestApp;
  let cookie: string;
  beforeAll(async () => {
    down = await createTestApp({}, undefined, {}, (config) => {
      config.webDir = testWebDir();
    });
    cookie = await loginAs(down.app, "trainer@example.com");
    // The site configuration is read once and kept: it is not what this test is about.
    await down.app.inject({ method: "GET", url: "/terms" });
    await down.database.close();
  });
  afterAll(() => down.close().catch(() => {}));

  it("gives 503 on a signed-in page, and on a public page that is then not kept", async () => {
    const portal = await down.app.inject({
      method: "GET",
      url: "/trainer-portal/dashboard",
      headers: { cookie },
    });
    expect(portal.statusCode).toBe(503);
    down.app.database.publicVersion.changed();
    for (let i = 0; i < 2; i++) {
      const page = await down.app.inject({ method: "GET", url: "/find-trainer" });
      expect(page.statusCode).toBe(503);
      expect(page.headers.etag).toBeUndefined();
    }
  });
});
