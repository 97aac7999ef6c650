/**
 * The trainers' public read model, for the routes, the pages and the sitemap: the listed trainers of the
 * current public data (loaded into app.publicListing: public-listing.ts), the current slug of an old or
 * other-cased one, and what the sitemap lists.
 */
import type { Database } from "../../db/client";
import { earliestUpcoming } from "./listed-classes";
import { listedClassIds } from "./listed-classes-repository";
import { currentSlugFor, listedSlugs } from "./public-repository";
import { loadPublicTrainers, type PublicTrainerList } from "./public-view";

export class PublicTrainerService {
  constructor(
    private readonly database: Database,
    private readonly brandName: string,
  ) {}

  /** The whole public list as of `now` (app.publicListing keeps it per public-data version). */
  load(now: Date): Promise<PublicTrainerList> {
    return loadPublicTrainers(this.database.db, this.brandName, now);
  }

  /**
   * The current slug of a listed trainer that `asked` names another way (an old slug, or other letter
   * case), or null: the profile page answers 301 to it, the API 404 naming it.
   */
  currentSlugFor(asked: string): Promise<string | null> {
    return currentSlugFor(this.database.db, asked);
  }

  /** Every listed trainer's slug and last profile change, and the upcoming classes' ids (the sitemap). */
  async sitemapEntries(
    now: Date,
  ): Promise<{ profiles: { slug: string; updatedAt: Date }[]; classIds: string[] }> {
    const db = this.database.db;
    const [profiles, classIds] = await Promise.all([
      listedSlugs(db),
      listedClassIds(db, earliestUpcoming(now)),
    ]);
    return { profiles, classIds };
  }
}
