/**
 * The public side's reads (src/shared/page-reads/public.ts): the public listing of the version and the
 * class services, in-process, as the API routes answer (trainers/routes.public.ts, classes/routes.public.ts).
 */
import type { FastifyInstance } from "fastify";
import {
  publicClassesAnswer,
  publicClassesQuery,
  publicClassesUrl,
} from "../../shared/contracts/public-classes";
import type { PublicReads } from "../../shared/page-reads/public";

export function publicReads(app: FastifyInstance): PublicReads {
  return {
    profileBySlug: async (slug) => {
      const trainer = (await app.publicListing()).bySlug.get(slug);
      if (trainer) return { trainer };
      return { trainer: null, movedTo: await app.services.publicTrainers.currentSlugFor(slug) };
    },
    profileById: async (id) => (await app.publicListing()).byId.get(id) ?? null,
    classById: (id) => app.services.publicClasses.byId(id),
    classes: async (ask) => {
      // The query as the route reads it from the URL the screen would ask: the same defaults and checks.
      const search = new URLSearchParams(publicClassesUrl(ask).split("?")[1] ?? "");
      const parsed = publicClassesQuery.safeParse(Object.fromEntries(search));
      if (!parsed.success) return null;
      const classes = app.services.publicClasses;
      const { answer } = await classes.answer(parsed.data, classes.windowOf(parsed.data));
      return publicClassesAnswer.parse(answer);
    },
    today: () => app.now().toISOString().slice(0, 10),
    publicUrl: () => app.config.publicUrl.replace(/\/$/, ""),
  };
}
