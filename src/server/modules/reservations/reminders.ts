/**
 * Reservation reminders and notices (issue 33 §3, §4; decision 0044). The reminders job e-mails each held
 * reservation once, within the 24 hours before its class (marked in the transaction that queues it, so a
 * second run sends nothing again), with one-click unsubscribe (reminder-links.ts). A class its trainer
 * deletes tells everyone reserved or waiting, in the deleting transaction (ClassRepository's hook).
 */
import { classIcsUrl } from "../../../shared/contracts/calendar";
import { isClosed } from "../../../shared/reservation-rules";
import type { SiteConfig } from "../../../shared/site-config";
import type { Tx } from "../../db/client";
import type { Mailer } from "../../plugins/mail";
import { classCancelledEmail, reminderEmail } from "./notice-emails";
import type { ReminderLinks } from "./reminder-links";
import { REMINDER_MAIL_KIND } from "./reminder-links";
import type { ReservationRepository } from "./repository";
import { classStart } from "./service";

/** Told of classes about to be deleted, in the deleting transaction (classes' CancellingHook, same shape). */
type CancellingHook = (tx: Tx, classIds: string[]) => Promise<void>;

/** How long before its class a reservation is reminded. */
export const REMINDER_HOURS = 24;

export type NoticeDeps = {
  mailer: Pick<Mailer, "enqueue" | "deliverSoon">;
  site: () => Promise<SiteConfig>;
  publicUrl: string;
  now: () => Date;
  links: ReminderLinks;
};

export class ReservationNotices {
  constructor(
    private readonly repository: ReservationRepository,
    private readonly deps: NoticeDeps,
  ) {}

  /** The reminders due at `now`, each queued once; how many were queued. */
  async sendReminders(now: Date): Promise<number> {
    const site = await this.deps.site();
    let sent = 0;
    for (const row of await this.repository.remindersDue(now, REMINDER_HOURS)) {
      await this.repository.locked(row.classId, async (tx, cls) => {
        if (!(await this.repository.markReminded(tx, row.id, now))) return;
        const content = reminderEmail(site, cls, row, {
          ics: `${this.deps.publicUrl}${classIcsUrl(cls.id)}`,
          unsubscribe: this.deps.links.pageUrl(row.email),
        });
        await this.deps.mailer.enqueue(tx, { to: row.email, kind: REMINDER_MAIL_KIND, ...content });
        sent++;
      });
    }
    if (sent > 0) this.deps.mailer.deliverSoon();
    return sent;
  }

  /** The reminder's unsubscribe (one-click or the page's button): every live reservation of the address. */
  async remindersOff(token: string): Promise<{ email: string; changed: number }> {
    const email = this.deps.links.read(token, this.deps.now());
    return { email, changed: await this.repository.remindersOff(email) };
  }

  /**
   * The hook for classes about to be deleted by their trainer (run in the deleting transaction):
   * everyone reserved or waiting for one that has not started is told. Their rows go with the class
   * (ON DELETE CASCADE).
   */
  readonly classesCancelling = async (): Promise<CancellingHook> => {
    // Read before the deleting transaction: on PGlite a read outside it would wait for it to end.
    const site = await this.deps.site();
    return (tx, classIds) => this.tellCancelled(tx, classIds, site);
  };

  private async tellCancelled(tx: Tx, classIds: string[], site: SiteConfig): Promise<void> {
    const now = this.deps.now();
    for (const classId of classIds) {
      const cls = await this.repository.classOf(classId, tx);
      if (!cls || isClosed(now, classStart(cls))) continue;
      for (const row of await this.repository.live(tx, classId)) {
        const content = classCancelledEmail(
          site,
          cls,
          { ...row, waiting: row.status === "waitlisted" },
          `${this.deps.publicUrl}/public/classes`,
        );
        await this.deps.mailer.enqueue(tx, {
          to: row.email,
          kind: "reservation-class-cancelled",
          ...content,
        });
      }
    }
    // Not deliverSoon here: asked inside the transaction, a run could miss the rows. The mail job's tick sends them.
  }

  /** The retention job's part: reservations of classes dated before `classDate` are deleted. */
  deleteOld(classDate: string): Promise<number> {
    return this.repository.deleteOfClassesBefore(classDate);
  }
}
