/**
 * One bounded cache of prepared public answers per app (http/answer-cache.ts), keyed by what the answer
 * is for and dropped whenever the public-data version moves (db/public-version.ts; the stores move it
 * after every write the public sees, db/public-write.ts). The listed trainers those answers are built
 * from are the trainers module's (modules/trainers/public-listing.ts). A trainer's own pages have a cache
 * of their own, which a write of another trainer's own data leaves alone.
 */
import type { FastifyInstance } from "fastify";
import { AnswerCache, type AnswerSource, type PreparedAnswer } from "../http/answer-cache";

/**
 * The class windows' bound: a month of 10,000 trainers' classes is some 2 MB prepared (three forms), the
 * common asks (each screen's month, the list's first pages) a few dozen keys.
 */
export const CLASS_WINDOW_LIMITS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

/** A profile or class page is some 30 to 60 KB prepared (three forms): a few thousand trainers' pages. */
export const TRAINER_PAGE_LIMITS = { maxEntries: 3000, maxBytes: 48 * 1024 * 1024 };

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
  // A trainer's own pages (decision 0048): one trainer's write leaves every other trainer's kept. An
  // answer of her older data is never asked again, and goes first when the cache is full.
  const trainerPages = new AnswerCache({
    ...TRAINER_PAGE_LIMITS,
    onLookup: (result) => app.metrics.answerCacheLookup("trainer_pages", result),
  });
  app.decorate(
    "trainerPageAnswer",
    (key: string, trainerId: number, build: () => Promise<AnswerSource | PreparedAnswer>) => {
      const version = app.database.publicVersion;
      return trainerPages.get(
        `${key}@${trainerId}.${version.ofTrainer(trainerId)}`,
        version.structure(),
        app.now().getTime(),
        build,
      );
    },
  );
}
