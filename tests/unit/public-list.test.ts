import { describe, expect, it } from "vitest";
import { createPublicListing } from "../../src/server/modules/trainers/public-list";
import type { PublicTrainerList } from "../../src/server/modules/trainers/public-view";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";

const trainer = (id: number, slug: string) => ({ id, customUrlSlug: slug }) as PublicTrainer;

/** A listing over a fake load that counts its calls; the version and the clock are the test's. */
function setUp(validUntil = 1_000) {
  const state = { version: 1, now: 0, loads: 0, fail: false };
  const listing = createPublicListing(
    async (): Promise<PublicTrainerList> => {
      state.loads++;
      if (state.fail) throw new Error("database down");
      return { trainers: [trainer(7, "dana-whitfield"), trainer(9, "ana-ruiz")], validUntil };
    },
    () => state.version,
    () => state.now,
  );
  return { state, listing };
}

describe("the listed trainers of a version of the public data", () => {
  it("loads once per version, shared by concurrent readers, with look-ups by slug and id", async () => {
    const { state, listing } = setUp();
    const [a, b] = await Promise.all([listing(), listing()]);
    expect(state.loads).toBe(1);
    expect(a).toBe(b);
    expect(a.bySlug.get("dana-whitfield")?.id).toBe(7);
    expect(a.byId.get(9)?.customUrlSlug).toBe("ana-ruiz");
    expect(a.bySlug.get("Dana-Whitfield")).toBeUndefined();
    await listing();
    expect(state.loads).toBe(1);
  });

  it("loads again when the version moves, and when today may have changed", async () => {
    const { state, listing } = setUp(1_000);
    await listing();
    state.version = 2;
    await listing();
    expect(state.loads).toBe(2);
    state.now = 1_000;
    await listing();
    expect(state.loads).toBe(3);
  });

  it("serves a load the version moved during once, and keeps nothing of it", async () => {
    const { state, listing } = setUp();
    const during = listing();
    state.version = 2;
    await during;
    await listing();
    expect(state.loads).toBe(2);
    await listing();
    expect(state.loads).toBe(2);
  });

  it("keeps no failed load: the next reader tries again", async () => {
    const { state, listing } = setUp();
    state.fail = true;
    await expect(listing()).rejects.toThrow("database down");
    state.fail = false;
    expect((await listing()).trainers).toHaveLength(2);
    expect(state.loads).toBe(2);
  });
});
