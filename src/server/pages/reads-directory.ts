/**
 * The directory's reads (src/shared/page-reads/directory.ts): the one public listing of the version
 * (trainers/public-list.ts) and the directory's shared rules, as GET /api/public-trainers/results does.
 */
import type { FastifyInstance } from "fastify";
import { compareTrainers, filterTrainers } from "../../shared/directory-rules";
import type { DirectoryReads } from "../../shared/page-reads/directory";
import { directoryResultsOf } from "../modules/trainers/directory-results";

export function directoryReads(app: FastifyInstance): DirectoryReads {
  return {
    results: async (filters) => directoryResultsOf(await app.publicListing(), filters),
    stateTrainers: async (code) => {
      const { trainers } = await app.publicListing();
      return filterTrainers(trainers, { state: code })
        .sort(compareTrainers)
        .map((t) => ({ slug: t.customUrlSlug, name: t.displayName, place: t.displayLocation.trim() }));
    },
    siteContent: () => app.services.siteContent.publicContent(app.now()),
    publicUrl: () => app.config.publicUrl.replace(/\/$/, ""),
  };
}
