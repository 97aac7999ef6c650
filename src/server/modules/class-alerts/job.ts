/**
 * The daily class alerts (jobs/definitions.ts; decision 0042): 15:00 UTC, the morning in every US and
 * Canadian zone. One app server runs each day's slot (the runner's claim, docs/decisions/0027), and each
 * address's e-mail is marked sent in the transaction that queues it, so a second run the same day (Run
 * now, another server) sends nothing again.
 */
import type { FastifyInstance } from "fastify";
import type { JobDefinition } from "../../jobs/types";

/** The day's alerts (app.services.classAlerts.sendDue); how many e-mails were queued. Tests call it. */
export function runClassAlertJob(app: FastifyInstance, now: Date): Promise<number> {
  return app.services.classAlerts.sendDue(now);
}

export const classAlertJob: JobDefinition = {
  name: "class-alerts",
  cron: "0 15 * * *",
  async run({ app, now }) {
    if (!app.config.linkSigningSecret) return "nothing sent: LINK_SIGNING_SECRET is not set";
    const sent = await runClassAlertJob(app, now);
    return sent === 0 ? "nothing new" : `${sent} alert${sent === 1 ? "" : "s"} queued`;
  },
};
