import { describe, expect, it } from "vitest";
import { askInBrowser, freshSeed, orAskInBrowser, seedState } from "../../app/lib/seed";

describe("a loader's seed used in the browser", () => {
  it("counts as fetched when used, not when the kept page was rendered", () => {
    const state = seedState([
      [["classes", "page"], { items: [1, 2] }],
      [["me"], null],
    ]);
    const fresh = freshSeed(state, 1_000_000);
    expect(fresh?.queries.map((q) => q.state.dataUpdatedAt)).toEqual([1_000_000, 1_000_000]);
    expect(fresh?.queries.map((q) => q.state.data)).toEqual([{ items: [1, 2] }, null]);
    expect(fresh?.queries.map((q) => q.queryHash)).toEqual(state.queries.map((q) => q.queryHash));
  });

  it("leaves the seed it was given as it was, and no seed as none", () => {
    const state = seedState([[["a"], 1]]);
    const before = state.queries[0]?.state.dataUpdatedAt;
    freshSeed(state, before ? before + 60_000 : 1);
    expect(state.queries[0]?.state.dataUpdatedAt).toBe(before);
    expect(freshSeed(undefined, 1)).toBeUndefined();
  });
});

describe("a loader's read that fails", () => {
  it("is reported and left out of the seed, so the screen asks in the browser", async () => {
    const reported: unknown[] = [];
    const context = { reportError: (err: unknown) => reported.push(err) };
    const failure = new Error("Connection terminated");
    const [ok, failed, none] = await Promise.all([
      orAskInBrowser(context, Promise.resolve({ items: [1] })),
      orAskInBrowser(context, Promise.reject(failure)),
      orAskInBrowser(context, Promise.resolve(null)),
    ]);
    expect(reported).toEqual([failure]);
    const state = seedState([
      [["ok"], ok],
      [["failed"], failed],
      [["none"], none],
    ]);
    // A null answer ("nobody signed in") is an answer; a failed read is none.
    expect(state.queries.map((q) => q.queryKey)).toEqual([["ok"], ["none"]]);
  });

  it("a move inside the app asks the server for no page data", async () => {
    expect(await askInBrowser()).toEqual({});
  });
});
