/**
 * One bounded cache of prepared public answers per app (http/answer-cache.ts), keyed by what the answer
 * is for and dropped whenever the public-data version moves (db/public-version.ts; the stores move it
 * after every write the public sees, db/public-write.ts). The listed trainers those answers are built
 * from are the trainers module's (modules/trainers/public-listing.ts).
 */
import type { FastifyInstance } from "fastify";
import { AnswerCache, type AnswerSource, type PreparedAnswer } from "../http/answer-cache";

/**
 * The class windows' bound: a month of 10,000 trainers' classes is some 2 MB prepared (three forms), the
 * common asks (each screen's month, the list's first pages) a few dozen keys.
 */
export const CLASS_WINDOW_LIMITS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

export function registerPublicAnswers(app: FastifyInstance) {
  const cache = new AnswerCache({ onLookup: (result) => app.metrics.answerCacheLookup("public", result) });
  app.decorate("publicAnswer", (key: string, build: () => Promise<AnswerSource | PreparedAnswer>) =>
    cache.get(key, app.database.publicVersion.current(), app.now().getTime(), build),
  );
  app.decorate("publicAnswerStats", () => cache.stats);
  // Every search text is a key: a visitor typing endless distinct searches must not fill the memory nor
  // push out the pages everyone reads, so the class windows get a smaller cache of their own.
  const classWindows = new AnswerCache({
    ...CLASS_WINDOW_LIMITS,
    onLookup: (result) => app.metrics.answerCacheLookup("class_windows", result),
  });
  app.decorate("classWindowAnswer", (key: string, build: () => Promise<AnswerSource | PreparedAnswer>) =>
    classWindows.get(key, app.database.publicVersion.current(), app.now().getTime(), build),
  );
  app.decorate("classWindowStats", () => classWindows.stats);
}
