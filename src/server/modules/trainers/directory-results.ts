/**
 * The directory's answers (issue 18; contracts/public-directory.ts, docs/decisions/0020-directory-first-results.md),
 * all read from the one listing of the public-data version (public-list.ts) with the shared rules
 * (shared/directory-index.ts): the first screen for a filter set, and which filter sets are kept.
 */
import {
  type DirectoryQuery,
  type DirectoryResults,
  directoryResults,
} from "../../../shared/contracts/public-directory";
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";
import { firstResults } from "../../../shared/directory-index";
import { DIRECTORY_PAGE_SIZE } from "../../../shared/directory-paths";
import type { DirectoryFilters } from "../../../shared/directory-rules";
import type { PublicListing } from "./public-list";

/**
 * As the whole list was (GET /api/public-trainers): the browser may keep each answer 30 s, so a reload
 * during a database outage still shows the directory (e2e/database-outage.spec.ts).
 */
export const FRESH_30S = "public, max-age=30";

/**
 * The first screen for a filter set, as GET /api/public-trainers/results answers it; the directory's
 * page loader reads the same (pages/reads-directory.ts).
 */
export function directoryResultsOf(listing: PublicListing, filters: DirectoryFilters): DirectoryResults {
  const first = firstResults<PublicTrainer>(listing.trainers, filters, DIRECTORY_PAGE_SIZE);
  const ids = new Set([...first.page, ...first.soonest.map((s) => s.trainer.id)]);
  return directoryResults.parse({
    total: first.total,
    matched: first.matched,
    page: first.page,
    cards: listing.trainers.filter((t) => ids.has(t.id)),
    soonest: first.soonest.map((s) => ({ trainerId: s.trainer.id, classId: s.class.id })),
    counts: first.counts,
    states: first.states,
    specialties: first.specialties,
  });
}

/**
 * Kept answers are bounded by what the list holds: a filter set without free text (no search, no
 * searched point) whose state and specialty are ones the list has. Anything else (typed text, a point,
 * a made-up specialty) is computed for its request and not kept, so no visitor can fill the cache.
 */
export function cacheable(listing: PublicListing, query: DirectoryQuery): boolean {
  if (query.search !== undefined || query.lat !== undefined) return false;
  if (query.state !== undefined && !listing.trainers.some((t) => t.state === query.state)) return false;
  if (query.specialty === undefined) return true;
  return listing.trainers.some((t) => t.classTypes.includes(query.specialty as string));
}
