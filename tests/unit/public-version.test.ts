/**
 * The public-data versions (src/server/db/public-version.ts, decision 0048): every change moves
 * current(); a change of one trainer's own data moves only hers besides, any other change the structure;
 * and the announcements other servers hear say which.
 */
import { describe, expect, it } from "vitest";
import { announcement, heard, localPublicVersion } from "../../src/server/db/public-version";

describe("the public-data versions", () => {
  it("move current() with every change, structure() with changes that are no one trainer's own", () => {
    const v = localPublicVersion();
    v.changed({ trainerId: 7 });
    expect([v.current(), v.structure(), v.ofTrainer(7), v.ofTrainer(8)]).toEqual([1, 0, 1, 0]);
    v.changed();
    expect([v.current(), v.structure(), v.ofTrainer(7), v.ofTrainer(8)]).toEqual([2, 1, 1, 0]);
    v.changed({ trainerId: 8 });
    expect([v.current(), v.structure(), v.ofTrainer(7), v.ofTrainer(8)]).toEqual([3, 1, 1, 1]);
  });

  it("announce the trainer of a change of her own, and hear it from another server only", () => {
    expect(announcement("a")).toBe("a");
    expect(announcement("a", { trainerId: 42 })).toBe("a trainer:42");
    expect(heard("a trainer:42", "a")).toBeUndefined();
    expect(heard("a", "a")).toBeUndefined();
    expect(heard("a trainer:42", "b")).toEqual({ scope: { trainerId: 42 } });
    expect(heard("a", "b")).toEqual({});
    // Anything else is taken for a change of everything: nothing is kept on a guess.
    expect(heard("a trainer:x", "b")).toEqual({});
    expect(heard("", "b")).toEqual({});
  });
});
