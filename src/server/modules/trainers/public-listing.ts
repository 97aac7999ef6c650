/**
 * `app.publicListing`: the listed trainers of the current public-data version (public-list.ts), loaded
 * by the trainers' public read model. The public API, the pages and the class pages read it.
 */
import type { FastifyInstance } from "fastify";
import { createPublicListing } from "./public-list";
import { loadPublicTrainers } from "./public-view";

export function registerPublicListing(app: FastifyInstance) {
  app.decorate(
    "publicListing",
    createPublicListing(
      () => loadPublicTrainers(app.database.db, app.config.site.brandName, app.now()),
      () => app.database.publicVersion.current(),
      () => app.now().getTime(),
    ),
  );
}
