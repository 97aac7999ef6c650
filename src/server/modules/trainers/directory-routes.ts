/**
 * The directory's first results, compact index and cards (issue 18; contracts/public-directory.ts,
 * docs/decisions/0020-directory-first-results.md), all read from the one listing of the public-data
 * version (public-list.ts) with the shared rules (shared/directory-index.ts):
 *   GET /api/public-trainers/results   the first screen for a filter set
 *   GET /api/public-trainers/index     the compact index, prepared once per version
 *   GET /api/public-trainers/cards     at most a page of cards by id
 */

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import {
  type DirectoryQuery,
  type DirectoryResults,
  directoryCards,
  directoryCardsQuery,
  directoryIndex,
  directoryQuery,
  directoryResults,
  queryFilters,
} from "../../../shared/contracts/public-directory";
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";
import { encodeIndex, firstResults } from "../../../shared/directory-index";
import { DIRECTORY_PAGE_SIZE, directoryResultsPath } from "../../../shared/directory-paths";
import type { DirectoryFilters } from "../../../shared/directory-rules";
import { jsonAnswer, prepareAnswer, sendAnswer, sendKept } from "../../http/answer-cache";
import type { PublicListing } from "./public-list";

/**
 * As the whole list was (GET /api/public-trainers): the browser may keep each answer 30 s, so a reload
 * during a database outage still shows the directory (e2e/database-outage.spec.ts).
 */
const FRESH_30S = "public, max-age=30";

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
function cacheable(listing: PublicListing, query: DirectoryQuery): boolean {
  if (query.search !== undefined || query.lat !== undefined) return false;
  if (query.state !== undefined && !listing.trainers.some((t) => t.state === query.state)) return false;
  if (query.specialty === undefined) return true;
  return listing.trainers.some((t) => t.classTypes.includes(query.specialty as string));
}

export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/public-trainers/results",
    { compress: false, schema: { querystring: directoryQuery, response: errorResponses(400) } },
    async (request, reply) => {
      const query = request.query;
      const listing = await app.publicListing();
      const build = async () => ({
        ...jsonAnswer(200, directoryResultsOf(listing, queryFilters(query)), FRESH_30S),
        validUntil: listing.validUntil,
      });
      if (!cacheable(listing, query)) {
        sendAnswer(request, reply, await prepareAnswer(await build()));
        return reply;
      }
      const key = directoryResultsPath(queryFilters(query)).slice(1);
      await sendKept(request, reply, app.publicAnswer(key, build));
      return reply;
    },
  );

  app.get("/api/public-trainers/index", { compress: false }, (request, reply) => {
    const answer = app.publicAnswer("api/public-trainers/index", async () => {
      const { trainers, validUntil } = await app.publicListing();
      return { ...jsonAnswer(200, directoryIndex.parse(encodeIndex(trainers)), FRESH_30S), validUntil };
    });
    return sendKept(request, reply, answer);
  });

  app.get(
    "/api/public-trainers/cards",
    {
      compress: false,
      schema: { querystring: directoryCardsQuery, response: errorResponses(400) },
    },
    (request, reply) => {
      const ids = request.query.ids;
      const answer = app.publicAnswer(`api/public-trainers/cards?ids=${ids.join(",")}`, async () => {
        const listing = await app.publicListing();
        const cards = ids.flatMap((id) => listing.byId.get(id) ?? []);
        return {
          ...jsonAnswer(200, directoryCards.parse({ cards }), FRESH_30S),
          validUntil: listing.validUntil,
        };
      });
      return sendKept(request, reply, answer);
    },
  );
};
