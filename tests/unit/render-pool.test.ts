/**
 * The render pool (src/server/pages/render-pool.ts) with a stand-in worker (tests/support/
 * fake-render-worker.mjs): reads go to the app's own functions and back, answers-at-once travel with the
 * page, a failed read is reported as the app's own error, and a worker that dies or hangs fails its
 * pages instead of holding them, and is started again for the next page.
 */
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderPool, type WorkerPage } from "../../src/server/pages/render-pool";
import type { PageReads } from "../../src/shared/page-context";

const script = { file: path.resolve("tests/support/fake-render-worker.mjs"), execArgv: [] };
const build = { serverBuild: "unused", clientDir: "unused" };

function pageFor(url: string, classes: (...args: unknown[]) => Promise<unknown>) {
  const reported: unknown[] = [];
  const reads = {
    session: { ended: () => undefined },
    directory: { publicUrl: () => "https://x.example" },
    public: { classes, today: () => "2026-11-29", publicUrl: () => "https://x.example" },
    portal: {},
  } as unknown as PageReads;
  const page: WorkerPage = {
    url: `http://localhost${url}`,
    method: "GET",
    headers: [],
    site: {},
    loopback: false,
    reads,
    reportError: (err) => reported.push(err),
  };
  return { page, reported };
}

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("the render pool", () => {
  it("answers a page's reads from the app's functions", async () => {
    pool = new RenderPool(script, build, { error: () => {} });
    const classes = vi.fn(async (ask: unknown) => ({ asked: ask, count: 2 }));
    const response = await pool.render(pageFor("/read", classes).page);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ asked: { q: 1 }, count: 2 });
    expect(classes).toHaveBeenCalledTimes(1);
  });

  it("sends the answers-at-once with the page", async () => {
    pool = new RenderPool(script, build, { error: () => {} });
    const response = await pool.render(pageFor("/sync", async () => null).page);
    expect(await response.text()).toBe("2026-11-29");
  });

  it("reports a failed read as the app's own error", async () => {
    pool = new RenderPool(script, build, { error: () => {} });
    const original = Object.assign(new Error("the database is down"), { code: "ECONNREFUSED" });
    const { page, reported } = pageFor("/fail", async () => {
      throw original;
    });
    const response = await pool.render(page);
    expect(response.status).toBe(500);
    expect(reported).toEqual([original]);
    expect(reported[0]).toBe(original);
  });

  it("fails the pages of a worker that died, and starts another for the next page", async () => {
    const errors: unknown[] = [];
    pool = new RenderPool(script, build, { error: (...args: unknown[]) => errors.push(args) });
    await expect(pool.render(pageFor("/crash", async () => null).page)).rejects.toThrow(/exited with 3/);
    expect(errors.length).toBeGreaterThan(0);
    const next = await pool.render(pageFor("/sync", async () => null).page);
    expect(await next.text()).toBe("2026-11-29");
  });

  it("fails a page the worker does not answer in time", async () => {
    pool = new RenderPool(script, build, { error: () => {} }, 200);
    await expect(pool.render(pageFor("/slow", async () => null).page)).rejects.toThrow(/took over 200 ms/);
  });

  it("fails what is in flight when the app closes, and draws nothing after", async () => {
    pool = new RenderPool(script, build, { error: () => {} });
    const slow = pool.render(pageFor("/slow", async () => null).page);
    const failed = expect(slow).rejects.toThrow(/closing/);
    await new Promise((r) => setTimeout(r, 100));
    await pool.close();
    await failed;
    await expect(pool.render(pageFor("/sync", async () => null).page)).rejects.toThrow(/closed/);
  });
});
