/**
 * `app.publicListing`: the listed trainers of the current public-data version (public-list.ts), loaded
 * by the trainers' public read model (public-service.ts). The public API, the pages and the class pages
 * read it.
 */
import type { FastifyInstance } from "fastify";
import { createPublicListing } from "./public-list";

export function registerPublicListing(app: FastifyInstance) {
  app.decorate(
    "publicListing",
    createPublicListing(
      () => app.services.publicTrainers.load(app.now()),
      () => app.database.publicVersion.current(),
      () => app.now().getTime(),
    ),
  );
}
