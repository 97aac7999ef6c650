/**
 * The public side's reads (src/shared/page-reads/public.ts): the public listing of the version and the
 * class services, in-process, as the API routes answer (trainers/public-routes.ts, classes/public-routes.ts).
 */
import type { FastifyInstance } from "fastify";
import { publicClassesAnswer, publicClassesQuery } from "../../shared/contracts/public-classes";
import type { PublicReads } from "../../shared/page-reads/public";
import { publicClassesUrl } from "../../shared/public-classes-url";
import { classesAnswer, flatClasses, windowOf } from "../modules/classes/class-windows";
import { publicClassById } from "../modules/classes/detail-view";
import { currentSlugFor } from "../modules/trainers/public-view";

export function publicReads(app: FastifyInstance): PublicReads {
  return {
    profileBySlug: async (slug) => {
      const trainer = (await app.publicListing()).bySlug.get(slug);
      if (trainer) return { trainer };
      return { trainer: null, movedTo: await currentSlugFor(app.database.db, slug) };
    },
    profileById: async (id) => (await app.publicListing()).byId.get(id) ?? null,
    classById: (id) => publicClassById(app.database.db, app.publicListing, app.now(), id),
    classes: async (ask) => {
      // The query as the route reads it from the URL the screen would ask: the same defaults and checks.
      const search = new URLSearchParams(publicClassesUrl(ask).split("?")[1] ?? "");
      const parsed = publicClassesQuery.safeParse(Object.fromEntries(search));
      if (!parsed.success) return null;
      const query = parsed.data;
      const { trainers } = await app.publicListing();
      return publicClassesAnswer.parse(
        classesAnswer(flatClasses(trainers), query, windowOf(query, app.now())),
      );
    },
    today: () => app.now().toISOString().slice(0, 10),
    publicUrl: () => app.config.publicUrl.replace(/\/$/, ""),
  };
}
