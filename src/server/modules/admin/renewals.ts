/**
 * Certification renewals (docs/decisions/0015): trainers whose certification ends within 60 days, the
 * reminder e-mail the admin sends, and the daily job that sends each reminder once. One app server runs
 * each day's job (the job runner's slot claim, docs/decisions/0027). A reminder is recorded (trainer,
 * renewal date) in the transaction that writes its e-mail to the outbox, and the job sends only when its
 * insert landed, so no trainer gets the same reminder twice from the job.
 */
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { addDays, daysBetween } from "../../../shared/days";
import type { SiteConfig } from "../../../shared/site-config";
import { todayIn } from "../../../shared/time-zones";
import type { Db } from "../../db/client";
import { renewalReminders, trainerProfiles, trainers } from "../../db/schema";
import type { JobDefinition } from "../../jobs/types";
import { brandedEmail } from "../onboarding/emails";

export const RENEWAL_WINDOW_DAYS = 60;
const ACTIVE = ["certified", "hq", "in_training"] as const;

export type DueRenewal = {
  id: number;
  name: string;
  email: string;
  renewalDate: string;
  daysLeft: number;
  remindedAt: string | null;
  remindedBy: string | null;
};

/** Trainers whose renewal date is from today to 60 days on, soonest first, with the reminder sent for that date. */
export async function dueRenewals(db: Db, today: string): Promise<DueRenewal[]> {
  const rows = await db
    .select({
      id: trainers.id,
      name: trainers.name,
      email: trainers.email,
      renewalDate: trainerProfiles.renewalDate,
      remindedAt: renewalReminders.sentAt,
      remindedBy: renewalReminders.sentBy,
    })
    .from(trainers)
    .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
    .leftJoin(
      renewalReminders,
      and(
        eq(renewalReminders.trainerId, trainers.id),
        eq(renewalReminders.renewalDate, trainerProfiles.renewalDate),
      ),
    )
    .where(
      and(
        inArray(trainers.status, [...ACTIVE]),
        gte(trainerProfiles.renewalDate, today),
        lte(trainerProfiles.renewalDate, addDays(today, RENEWAL_WINDOW_DAYS)),
      ),
    )
    .orderBy(asc(trainerProfiles.renewalDate), asc(trainers.name));
  return rows.map((r) => ({
    ...r,
    renewalDate: r.renewalDate!,
    daysLeft: daysBetween(today, r.renewalDate!),
    remindedAt: r.remindedAt ? r.remindedAt.toISOString() : null,
  }));
}

function reminderEmail(site: SiteConfig, r: Pick<DueRenewal, "name" | "renewalDate">) {
  const when = new Date(`${r.renewalDate}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return brandedEmail(site, {
    name: r.name,
    subject: `Your ${site.brandName} certification renews on ${when}`,
    lines: [
      `Your trainer certification is valid until ${when}.`,
      "To keep teaching as a certified trainer and stay in the public directory, renew before that date. Reply to this e-mail or book a check-in and we will walk you through it.",
    ],
    button: { label: "Book a check-in", href: site.checkInUrl },
    after: ["Certification is valid for 2 years from your certification date."],
  });
}

/**
 * Sends the reminder. The admin's sends (by "admin:{id}") always go out and are recorded; the job's
 * (by "job") go out only when no reminder for that renewal date was recorded yet. True when queued.
 */
export async function sendRenewalReminder(app: FastifyInstance, r: DueRenewal, by: string): Promise<boolean> {
  const mail = { to: r.email, kind: "renewal-reminder", ...reminderEmail(await app.site(), r) };
  // The reminder's record and its e-mail in one transaction: the outbox sends it, with retries.
  const queued = await app.database.db.transaction(async (tx) => {
    const values = { trainerId: r.id, renewalDate: r.renewalDate, sentBy: by };
    if (by === "job") {
      const claimed = await tx
        .insert(renewalReminders)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: renewalReminders.trainerId });
      if (claimed.length === 0) return false;
    } else {
      await tx
        .insert(renewalReminders)
        .values(values)
        .onConflictDoUpdate({
          target: [renewalReminders.trainerId, renewalReminders.renewalDate],
          set: { sentBy: by, sentAt: sql`now()` },
        });
    }
    await app.mailer.enqueue(tx, mail);
    return true;
  });
  if (queued) app.mailer.deliverSoon();
  return queued;
}

/** The day's reminders: each due trainer not reminded yet for that renewal date; how many were queued. */
export async function runRenewalJob(app: FastifyInstance, today: string): Promise<number> {
  let sent = 0;
  for (const due of await dueRenewals(app.database.db, today)) {
    if (due.remindedAt) continue;
    if (await sendRenewalReminder(app, due, "job")) sent++;
  }
  return sent;
}

/**
 * The daily job (jobs/definitions.ts), on unless RENEWAL_REMINDERS=off. 14:00 UTC is the morning in
 * every US time zone, and the same calendar day there. One app server runs each day's slot (the
 * runner's claim, docs/decisions/0027).
 */
export const renewalReminderJob: JobDefinition = {
  name: "renewal-reminders",
  cron: "0 14 * * *",
  enabled: (app) => app.config.renewalReminders,
  async run({ app, now }) {
    const sent = await runRenewalJob(app, todayIn(undefined, now));
    return sent === 0 ? "nothing due" : `${sent} reminder${sent === 1 ? "" : "s"} queued`;
  },
};
