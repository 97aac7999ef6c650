/**
 * One bounded cache of prepared public answers per app (http/answer-cache.ts), keyed by what the answer
 * is for and dropped whenever the public-data version moves.
 */
import type { FastifyInstance } from "fastify";
import { AnswerCache, type AnswerSource, type PreparedAnswer } from "../http/answer-cache";
import { publicDataVersion } from "../modules/public-trainers/cache";

export function registerPublicAnswers(app: FastifyInstance) {
  const cache = new AnswerCache();
  app.decorate("publicAnswer", (key: string, build: () => Promise<AnswerSource | PreparedAnswer>) =>
    cache.get(key, publicDataVersion(app.database), app.now().getTime(), build),
  );
  app.decorate("publicAnswerStats", () => cache.stats);
}
