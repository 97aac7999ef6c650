import { describe, expect, it } from "vitest";
import { freshSeed, seedState } from "../../app/lib/seed";

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
