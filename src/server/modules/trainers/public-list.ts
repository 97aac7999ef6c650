/**
 * The listed trainers, loaded once per state of the public data (db/public-version.ts) and until "today"
 * changes in one of their time zones, with look-ups by slug and id. The directory list, a trainer's page
 * and a class page of the same version read this one load: after a public write, each trainer's or
 * class's page was a load of its own (two queries, 8 to 10 ms on PGlite), and under a steady stream of
 * writes those rebuilds held up every other request (issue 17's mixed load).
 */
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";
import type { PublicTrainerList } from "./public-view";

export type PublicListing = PublicTrainerList & {
  bySlug: ReadonlyMap<string, PublicTrainer>;
  byId: ReadonlyMap<number, PublicTrainer>;
};

type Kept = { version: number; until: number; listing: Promise<PublicListing> };

export function createPublicListing(
  load: () => Promise<PublicTrainerList>,
  version: () => number,
  now: () => number,
): () => Promise<PublicListing> {
  let kept: Kept | undefined;
  return () => {
    const v = version();
    if (kept && kept.version === v && now() < kept.until) return kept.listing;
    const entry: Kept = { version: v, until: Number.POSITIVE_INFINITY, listing: Promise.resolve() as never };
    entry.listing = load().then(
      (list) => {
        // Data that changed while it loaded is a version on: serve this load once, do not keep it.
        if (version() !== v && kept === entry) kept = undefined;
        entry.until = list.validUntil;
        return {
          ...list,
          bySlug: new Map(list.trainers.map((t) => [t.customUrlSlug, t])),
          byId: new Map(list.trainers.map((t) => [t.id, t])),
        };
      },
      (error: unknown) => {
        // A failed load is not kept: the next request tries again.
        if (kept === entry) kept = undefined;
        throw error;
      },
    );
    kept = entry;
    return entry.listing;
  };
}
