/**
 * The daily retention job (issue 28, docs/decisions/0029-retention.md): what the app no longer needs is
 * deleted, so sessions, link tokens, e-mail bodies, buyers' details in webhook payloads and visitors'
 * search texts are not kept for ever. The periods are configuration (config.ts RETENTION_*_DAYS).
 */
import type { FastifyInstance } from "fastify";
import type { JobDefinition } from "../../jobs/types";
import { describeRetention, type RetentionCounts, retentionCutoffs } from "./periods";
import { applyRetention } from "./repository";

/** One run at the given moment: deletes what is past its period and answers how many of each. */
export async function runRetention(app: FastifyInstance, now: Date): Promise<RetentionCounts> {
  const cut = retentionCutoffs(now, app.config.retention);
  // Sessions and link tokens: their owner's one prune (modules/auth).
  const { sessions, tokens } = await app.services.sessions.prune(cut);
  // Reservations of classes 90 days past: their owner's delete (modules/reservations, issue 33 §6).
  const reservations = await app.services.reservationNotices.deleteOld(cut.reservationClassDate);
  const counts = { sessions, tokens, ...(await applyRetention(app.database.db, cut)), reservations };
  app.log.info({ retention: counts }, "retention: old rows deleted");
  return counts;
}

export const retentionJob: JobDefinition = {
  name: "retention",
  // Daily at 03:40 UTC: the small hours of the brand's North American day, off the hour others pick.
  cron: "40 3 * * *",
  run: async ({ app, now }) => describeRetention(await runRetention(app, now)),
};
