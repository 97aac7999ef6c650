/**
 * The daily renewal reminders (jobs/definitions.ts), on unless RENEWAL_REMINDERS=off. 14:00 UTC is the
 * morning in every US time zone, and the same calendar day there. One app server runs each day's slot
 * (the runner's claim, docs/decisions/0027).
 */
import type { FastifyInstance } from "fastify";
import { todayIn } from "../../../shared/time-zones";
import type { JobDefinition } from "../../jobs/types";

/** The day's reminders (app.services.renewals.sendDue); how many were queued. Tests call it directly. */
export function runRenewalJob(app: FastifyInstance, today: string): Promise<number> {
  return app.services.renewals.sendDue(today);
}

export const renewalReminderJob: JobDefinition = {
  name: "renewal-reminders",
  cron: "0 14 * * *",
  enabled: (app) => app.config.renewalReminders,
  async run({ app, now }) {
    const sent = await runRenewalJob(app, todayIn(undefined, now));
    return sent === 0 ? "nothing due" : `${sent} reminder${sent === 1 ? "" : "s"} queued`;
  },
};
