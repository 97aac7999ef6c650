/**
 * Certification renewals (docs/decisions/0015): trainers whose certification ends within 60 days, the
 * reminder e-mail the admin sends, and the daily job's reminders, each sent once. A reminder is recorded
 * (trainer, renewal date) in the transaction that writes its e-mail to the outbox, and the job sends
 * only when its record landed, so no trainer gets the same reminder twice from the job. SQL is in
 * repository.ts.
 */
import { ADMIN_TEXT, type RenewalRow, type UndatedRenewal } from "../../../shared/contracts/admin";
import { addDays, daysBetween } from "../../../shared/days";
import type { SiteConfig } from "../../../shared/site-config";
import { todayIn } from "../../../shared/time-zones";
import { NotFound } from "../../platform/domain-errors";
import type { Mailer } from "../../plugins/mail";
import { recordAudit } from "../audit/repository";
import { brandedEmail } from "../onboarding/emails";
import type { Account } from "../trainers/account";
import type { RenewalRepository } from "./repository";

export const RENEWAL_WINDOW_DAYS = 60;
const ACTIVE = ["certified", "hq", "in_training"] as const;
const CERTIFIED = ["certified"] as const;

export class RenewalService {
  constructor(
    private readonly repository: RenewalRepository,
    private readonly site: () => Promise<SiteConfig>,
    private readonly mailer: Pick<Mailer, "enqueue" | "deliverSoon">,
    private readonly now: () => Date,
  ) {}

  /** Today in the site's time zone (the app's clock). */
  today(): string {
    return todayIn(undefined, this.now());
  }

  /** Renewal dates from `today` to 60 days on, soonest first, with the reminder sent for that date. */
  async due(today = this.today()): Promise<RenewalRow[]> {
    const rows = await this.repository.renewingBetween(ACTIVE, today, addDays(today, RENEWAL_WINDOW_DAYS));
    return rows.map((r) => ({
      ...r,
      daysLeft: daysBetween(today, r.renewalDate),
      remindedAt: r.remindedAt ? r.remindedAt.toISOString() : null,
    }));
  }

  /**
   * Certified trainers with no renewal date (issue 31): the window above and the daily job never see
   * them, so the Renewals tab flags them for the admin to set one.
   */
  undated(): Promise<UndatedRenewal[]> {
    return this.repository.undated(CERTIFIED);
  }

  /** The admin's reminder: always sent (queued in the outbox, with retries) and audited. */
  async remind(me: Account, trainerId: number): Promise<void> {
    const due = (await this.due()).find((r) => r.id === trainerId);
    if (!due) throw new NotFound(ADMIN_TEXT.noRenewal);
    await this.send(due, `admin:${me.id}`, (tx) =>
      recordAudit(tx, me, {
        action: "renewal.remind",
        targetType: "trainer",
        targetId: due.id,
        before: { remindedAt: due.remindedAt },
        after: { renewalDate: due.renewalDate, sentTo: due.email },
      }),
    );
  }

  /** The day's reminders: each due trainer not reminded yet for that renewal date; how many were queued. */
  async sendDue(today: string): Promise<number> {
    let sent = 0;
    for (const due of await this.due(today)) {
      if (due.remindedAt) continue;
      if (await this.send(due, "job")) sent++;
    }
    return sent;
  }

  /**
   * Sends the reminder. The admin's sends (by "admin:{id}") always go out and are recorded; the job's
   * (by "job") go out only when no reminder for that renewal date was recorded yet. True when queued.
   */
  private async send(
    r: RenewalRow,
    by: string,
    alsoInTransaction?: Parameters<RenewalRepository["recordReminder"]>[2],
  ): Promise<boolean> {
    const mail = { to: r.email, kind: "renewal-reminder", ...reminderEmail(await this.site(), r) };
    const record = { trainerId: r.id, renewalDate: r.renewalDate, sentBy: by };
    const queued = await this.repository.recordReminder(record, by === "job", async (tx) => {
      await this.mailer.enqueue(tx, mail);
      await alsoInTransaction?.(tx);
    });
    if (queued) this.mailer.deliverSoon();
    return queued;
  }
}

function reminderEmail(site: SiteConfig, r: Pick<RenewalRow, "name" | "renewalDate">) {
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
