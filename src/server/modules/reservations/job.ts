/**
 * The reservations job (jobs/definitions.ts; docs/decisions/0044-reservations.md): expires pending holds
 * not confirmed within 30 minutes and offers past their claim deadline, and offers freed spots to the
 * waitlist. Every two minutes, each slot run once across app servers (the runner's claim), and at once
 * after a change frees a spot (app.jobs.trigger). Two runs at the same moment are safe too: each class
 * is settled under its row lock.
 */
import type { FastifyInstance } from "fastify";
import type { JobDefinition } from "../../jobs/types";

export const RESERVATIONS_JOB = "reservations";

/** One sweep at `now` (the job's clock); tests call it through app.jobs.runNow. */
export function sweepReservations(app: FastifyInstance, now: Date) {
  return app.services.reservations.sweep(now);
}

export const reservationsJob: JobDefinition = {
  name: RESERVATIONS_JOB,
  cron: "*/2 * * * *",
  async run({ app, now }) {
    const { expired, offered } = await sweepReservations(app, now);
    if (expired + offered === 0) return "nothing due";
    return `expired ${expired}, offered ${offered}`;
  },
};

export const RESERVATION_REMINDERS_JOB = "reservation-reminders";

/**
 * The reminders (reminders.ts): every 15 minutes, each held reservation whose class starts within 24
 * hours is e-mailed once (marked sent with its e-mail, so a second run or server sends nothing again).
 */
export const reservationRemindersJob: JobDefinition = {
  name: RESERVATION_REMINDERS_JOB,
  cron: "*/15 * * * *",
  async run({ app, now }) {
    const sent = await app.services.reservationNotices.sendReminders(now);
    return sent === 0 ? "nothing due" : `${sent} reminder${sent === 1 ? "" : "s"} queued`;
  },
};
