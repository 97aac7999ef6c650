/**
 * One bounded cache of prepared public answers per app (http/answer-cache.ts), keyed by what the answer
 * is for and dropped whenever the public-data version moves (db/public-version.ts; the stores move it
 * after every write the public sees, db/public-write.ts).
 */
import type { FastifyInstance } from "fastify";
import { AnswerCache, type AnswerSource, type PreparedAnswer } from "../http/answer-cache";

export function registerPublicAnswers(app: FastifyInstance) {
  const cache = new AnswerCache();
  app.decorate("publicAnswer", (key: string, build: () => Promise<AnswerSource | PreparedAnswer>) =>
    cache.get(key, app.database.publicVersion.current(), app.now().getTime(), build),
  );
  app.decorate("publicAnswerStats", () => cache.stats);
}
