/**
 * Certification renewals (docs/decisions/0015): trainers whose certification ends within 60 days, the
 * reminder e-mail the admin sends, and the daily job that sends each reminder once. The job runs on
 * one app server a day: each server tries to insert the day's row into job_runs, and only the one whose
 * insert lands runs it. A reminder is recorded (trainer, renewal date) before its e-mail goes out, and
 * the job sends only when its insert landed, so no trainer gets the same reminder twice from the job.
 */
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { addDays, daysBetween } from "../../../shared/days";
import type { SiteConfig } from "../../../shared/site-config";
import type { Db } from "../../db/client";
import { jobRuns, renewalReminders, trainerProfiles, trainers } from "../../db/schema";
import { MailDeliveryError } from "../../plugins/mail";
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
 * (by "job") go out only when no reminder for that renewal date was recorded yet. True when sent.
 */
export async function sendRenewalReminder(app: FastifyInstance, r: DueRenewal, by: string): Promise<boolean> {
  const db = app.database.db;
  if (by === "job") {
    const claimed = await db
      .insert(renewalReminders)
      .values({ trainerId: r.id, renewalDate: r.renewalDate, sentBy: by })
      .onConflictDoNothing()
      .returning({ id: renewalReminders.trainerId });
    if (claimed.length === 0) return false;
  } else {
    await db
      .insert(renewalReminders)
      .values({ trainerId: r.id, renewalDate: r.renewalDate, sentBy: by })
      .onConflictDoUpdate({
        target: [renewalReminders.trainerId, renewalReminders.renewalDate],
        set: { sentBy: by, sentAt: sql`now()` },
      });
  }
  try {
    await app.mailer.send({ to: r.email, kind: "renewal-reminder", ...reminderEmail(await app.site(), r) });
    return true;
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    // Not sent: the job tries again tomorrow.
    await db
      .delete(renewalReminders)
      .where(and(eq(renewalReminders.trainerId, r.id), eq(renewalReminders.renewalDate, r.renewalDate)));
    return false;
  }
}

/** Today's run of the job, on the one server that claims the day; the number of reminders sent, or null. */
export async function runRenewalJob(app: FastifyInstance, today: string): Promise<number | null> {
  const db = app.database.db;
  const claimed = await db
    .insert(jobRuns)
    .values({ job: "renewal-reminders", day: today })
    .onConflictDoNothing()
    .returning({ day: jobRuns.day });
  if (claimed.length === 0) return null;
  let sent = 0;
  for (const due of await dueRenewals(db, today)) {
    if (due.remindedAt) continue;
    if (await sendRenewalReminder(app, due, "job")) sent++;
  }
  await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()`, outcome: `sent ${sent}` })
    .where(and(eq(jobRuns.job, "renewal-reminders"), eq(jobRuns.day, today)));
  return sent;
}

/** Checks every hour whether today's run happened (RENEWAL_REMINDERS=on); stops with the app. */
export function scheduleRenewalJob(app: FastifyInstance, todayOf: () => string) {
  let timer: NodeJS.Timeout | undefined;
  const tick = () =>
    runRenewalJob(app, todayOf()).catch((error) =>
      app.log.warn({ err: error }, "renewal reminder job failed"),
    );
  app.addHook("onReady", async () => {
    void tick();
    timer = setInterval(tick, 60 * 60 * 1000);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
