/**
 * The render worker (src/server/pages/render-pool.ts, decision 0048): the public pages the answer cache
 * keeps are drawn on a thread of their own, asking the app for their loaders' reads. The same page comes
 * out as when the app draws it on its own thread from the same reads (every public screen of the route table, its 404s and its moved
 * slugs), it is still drawn once per state of the public data, and a database that cannot be reached is
 * still a 503 that is not kept. The worker runs from source here (through tsx), as built in dist/server.
 * Needs the built web app (`npm run build`).
 */
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPageRenderer } from "../../src/server/pages/page-renderer";
import { createPageReads } from "../../src/server/pages/reads";
import { builtStylesheets } from "../../src/server/pages/stylesheets";
import type { PageContext } from "../../src/shared/page-context";
import { publicSiteOf } from "../../src/shared/site-config";
import { createTestApp, type TestApp, testWebDir } from "../support/test-app";

const WORKER = {
  file: path.resolve("src/server/pages/render-worker.ts"),
  execArgv: ["--import", "tsx"],
};

let withWorker: TestApp;
let drawHere: (url: string) => Promise<{ status: number; body: string }>;
beforeAll(async () => {
  withWorker = await createTestApp({}, undefined, {}, (config) => {
    config.webDir = testWebDir();
    config.renderWorkerScript = WORKER;
  });
  // The same page drawn on this thread, from the same app's reads, as the page handler does without
  // a worker.
  const handle = await loadPageRenderer(path.join(testWebDir(), "server", "index.js"));
  const stylesheet = builtStylesheets(path.join(testWebDir(), "client"));
  drawHere = async (url) => {
    const app = withWorker.app;
    const response = await handle(new Request(`http://localhost${url}`), {
      site: publicSiteOf(await app.site()),
      request: { loopback: true },
      renderAll: true,
      reads: createPageReads(app, { headers: {} } as FastifyRequest),
      stylesheet,
      reportError: (err: unknown) => {
        throw err;
      },
    } satisfies PageContext as never);
    return { status: response.status, body: await response.text() };
  };
}, 60_000);
afterAll(() => withWorker?.close());

const get = (t: TestApp, url: string) => t.app.inject({ method: "GET", url });

const withoutScripts = (html: string) =>
  html.replace(/<script([^>]*)>[\s\S]*?<\/script>/g, "<script$1></script>");

/**
 * The data React Router streams into a page (turbo-stream: a flat array, objects as key and value
 * indexes into it), decoded, with every moment in milliseconds (a number past 2001) made one value.
 */
function routerData(html: string): unknown {
  const text = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((m) => JSON.parse(m[1] as string) as string)
    .join("");
  const lines = text.split("\n").filter(Boolean);
  const flat = JSON.parse(lines[0] ?? "[]") as unknown[];
  const seen = new Map<number, unknown>();
  const at = (i: number): unknown => {
    if (i < 0) return `special ${i}`;
    if (seen.has(i)) return seen.get(i);
    const raw = flat[i];
    let value: unknown = raw;
    if (typeof raw === "number" && raw > 1e12) value = "<moment>";
    else if (Array.isArray(raw)) value = raw.map((e) => (typeof e === "number" ? at(e) : e));
    else if (raw && typeof raw === "object")
      value = Object.fromEntries(
        Object.entries(raw as Record<string, number>).map(([k, v]) => [
          String(at(Number(k.slice(1)))),
          at(v),
        ]),
      );
    seen.set(i, value);
    return value;
  };
  return { data: at(0), more: lines.length };
}

describe("a public page drawn by the render worker", () => {
  it("is the page the app draws itself, on every public screen", async () => {
    const listed = (await get(withWorker, "/api/public-trainers")).json() as { customUrlSlug: string }[];
    const slug = listed[0]?.customUrlSlug;
    expect(slug).toBeTruthy();
    for (const url of [
      "/home",
      "/find-trainer",
      "/find-trainer/texas",
      "/public/classes",
      "/classes",
      "/terms",
      "/privacy",
      "/support",
      `/${slug}`,
      "/find-trainer/atlantis",
      "/no-such-trainer-anywhere",
    ]) {
      const theirs = await get(withWorker, url);
      const mine = await drawHere(url);
      expect(theirs.statusCode, url).toBe(mine.status);
      // The same markup, and the same data for the browser: the query seeds' moments (dehydratedAt,
      // dataUpdatedAt) are the milliseconds each was drawn in, which also decide what the encoding shares.
      expect(withoutScripts(theirs.body), url).toBe(withoutScripts(mine.body));
      expect(routerData(theirs.body), url).toEqual(routerData(mine.body));
    }
  });

  it("draws a class page with the class's own data", async () => {
    const listed = (await get(withWorker, "/api/public-trainers")).json() as {
      upcomingClasses: { id: string; title: string }[];
    }[];
    const first = listed.flatMap((t) => t.upcomingClasses)[0];
    expect(first).toBeDefined();
    const page = await get(withWorker, `/public/class/${first!.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(first!.title.replace(/&/g, "&amp;"));
  });

  it("is kept: drawn once per state of the public data, 304 on its ETag", async () => {
    const first = await get(withWorker, "/find-trainer");
    const again = await withWorker.app.inject({
      method: "GET",
      url: "/find-trainer",
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    withWorker.app.database.publicVersion.changed();
    const redrawn = await get(withWorker, "/find-trainer");
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.body).toMatch(/^<!DOCTYPE html>/i);
  });

  it("answers many pages at once", async () => {
    withWorker.app.database.publicVersion.changed();
    const pages = await Promise.all(
      ["/home", "/find-trainer", "/public/classes", "/terms", "/find-trainer/texas"].map((url) =>
        get(withWorker, url),
      ),
    );
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe("the render worker when the database cannot be reached", () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp({}, undefined, {}, (config) => {
      config.webDir = testWebDir();
      config.renderWorkerScript = WORKER;
    });
    // The site configuration is read once and kept: it is not what this test is about.
    await get(down, "/terms");
    await down.database.close();
  }, 60_000);
  afterAll(() => down.close().catch(() => {}));

  it("gives 503 on a public page, which is then not kept", async () => {
    down.app.database.publicVersion.changed();
    for (let i = 0; i < 2; i++) {
      const page = await get(down, "/find-trainer");
      expect(page.statusCode).toBe(503);
      expect(page.headers.etag).toBeUndefined();
    }
  });
});
