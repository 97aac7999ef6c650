/**
 * Certification renewals' SQL (docs/decisions/0015): the trainers whose renewal date falls in a window,
 * with the reminder recorded for that date, and the reminders' records. The rules are in service.ts.
 */
import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { UndatedRenewal } from "../../../shared/contracts/admin";
import type { Database, Tx } from "../../db/client";
import { renewalReminders, trainerProfiles, trainers } from "../../db/schema";

export type RenewalDue = {
  id: number;
  name: string;
  email: string;
  renewalDate: string;
  remindedAt: Date | null;
  remindedBy: string | null;
};

type Status = (typeof trainers.$inferSelect)["status"];

export type ReminderRecord = { trainerId: number; renewalDate: string; sentBy: string };

export class RenewalRepository {
  constructor(private readonly database: Database) {}

  /** Trainers of these statuses whose renewal date is from `from` to `to`, soonest first. */
  async renewingBetween(statuses: readonly Status[], from: string, to: string): Promise<RenewalDue[]> {
    const rows = await this.database.db
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
          inArray(trainers.status, [...statuses]),
          gte(trainerProfiles.renewalDate, from),
          lte(trainerProfiles.renewalDate, to),
        ),
      )
      .orderBy(asc(trainerProfiles.renewalDate), asc(trainers.name));
    return rows.map((r) => ({ ...r, renewalDate: r.renewalDate! }));
  }

  /** Trainers of these statuses with no renewal date on record, by name: no reminder can find them. */
  async undated(statuses: readonly Status[]): Promise<UndatedRenewal[]> {
    return this.database.db
      .select({
        id: trainers.id,
        name: trainers.name,
        email: trainers.email,
        certificationDate: trainerProfiles.certificationDate,
      })
      .from(trainers)
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(and(inArray(trainers.status, [...statuses]), isNull(trainerProfiles.renewalDate)))
      .orderBy(asc(trainers.name), asc(trainers.id));
  }

  /**
   * Records a reminder and, in the same transaction, `alsoInTransaction` (its e-mail, the audit). With
   * `onlyTheFirst` nothing happens when one was recorded for that date already (false); else the record
   * is replaced.
   */
  recordReminder(
    record: ReminderRecord,
    onlyTheFirst: boolean,
    alsoInTransaction: (tx: Tx) => Promise<void>,
  ): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      if (onlyTheFirst) {
        const claimed = await tx
          .insert(renewalReminders)
          .values(record)
          .onConflictDoNothing()
          .returning({ id: renewalReminders.trainerId });
        if (claimed.length === 0) return false;
      } else {
        await tx
          .insert(renewalReminders)
          .values(record)
          .onConflictDoUpdate({
            target: [renewalReminders.trainerId, renewalReminders.renewalDate],
            set: { sentBy: record.sentBy, sentAt: sql`now()` },
          });
      }
      await alsoInTransaction(tx);
      return true;
    });
  }
}
