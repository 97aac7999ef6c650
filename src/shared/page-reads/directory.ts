/** The directory's reads (/find-trainer and the state pages), as their API routes answer them. */
import type { DirectoryResults } from "../contracts/public-directory";
import type { PublicSiteContent } from "../contracts/site-content";
import type { DirectoryFilters } from "../directory-rules";

/** A trainer as a state page links it in its HTML and JSON-LD: the page's slug, the name and the place. */
export type ListedTrainer = { slug: string; name: string; place: string };

export type DirectoryReads = {
  /** What GET /api/public-trainers/results answers for these filters (the screen's first call). */
  results: (filters: DirectoryFilters) => Promise<DirectoryResults>;
  /** What GET /api/site-content/public answers: the directory's banners. */
  siteContent: () => Promise<PublicSiteContent>;
  /** Every listed trainer of a state or province, in the directory order (none: the page is not found). */
  stateTrainers: (code: string) => Promise<ListedTrainer[]>;
  /**
   * The site's public address without a trailing slash: canonical links and JSON-LD name absolute
   * addresses, and the public configuration pages carry does not hold it.
   */
  publicUrl: () => string;
};
