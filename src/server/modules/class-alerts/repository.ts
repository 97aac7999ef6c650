/**
 * Class alerts' SQL (decision 0042): the confirmed subscriptions (class_alerts: e-mail, place, distance,
 * confirmed, last sent; nothing else), the listed classes created since a moment, and the counts the
 * console's demand view sets side by side. The rules are in service.ts and src/shared/class-alerts.ts.
 */
import { and, asc, count, eq, gt, gte, isNotNull, lte } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { classAlerts, classes, trainerProfiles, trainers } from "../../db/schema";
import { LISTED } from "../trainers/repository";

export type AlertRow = typeof classAlerts.$inferSelect;
export type NewClassRow = { id: string; trainerId: number; createdAt: Date };
export type PlaceCount = { city: string | null; state: string | null; n: number };

export class ClassAlertRepository {
  constructor(private readonly database: Database) {}

  /** Runs `write` in one transaction (the confirmation e-mail is written to the outbox there). */
  transaction<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
    return this.database.db.transaction(write);
  }

  /**
   * Stores a confirmed subscription; the same e-mail and place again only changes the distance (its
   * confirmation time stays, so no class created meanwhile is skipped). True when it already existed.
   */
  async upsert(sub: { email: string; place: string; distanceMiles: number; confirmedAt: Date }) {
    return this.database.db.transaction(async (tx) => {
      const same = and(eq(classAlerts.email, sub.email), eq(classAlerts.place, sub.place));
      const [existing] = await tx.select({ id: classAlerts.id }).from(classAlerts).where(same).for("update");
      if (existing) {
        await tx.update(classAlerts).set({ distanceMiles: sub.distanceMiles }).where(same);
        return true;
      }
      // Two confirmations at once: the second finds the first's row through the unique index.
      await tx
        .insert(classAlerts)
        .values(sub)
        .onConflictDoUpdate({
          target: [classAlerts.email, classAlerts.place],
          set: { distanceMiles: sub.distanceMiles },
        });
      return false;
    });
  }

  /** Deletes every subscription of the address; how many there were. */
  async deleteByEmail(email: string): Promise<number> {
    const gone = await this.database.db
      .delete(classAlerts)
      .where(eq(classAlerts.email, email))
      .returning({ id: classAlerts.id });
    return gone.length;
  }

  /** Every subscription, by e-mail (each one was confirmed: an unconfirmed request is never stored). */
  all(): Promise<AlertRow[]> {
    return this.database.db.select().from(classAlerts).orderBy(asc(classAlerts.email), asc(classAlerts.id));
  }

  /**
   * Sends one address's alert once: its rows are locked, and unless one was sent since `dayStart`, each
   * is marked sent at `now` and `write` queues the e-mail in the same transaction. False when it was sent
   * already (another server's run, or an earlier run the same day).
   */
  sendOnce(email: string, dayStart: Date, now: Date, write: (tx: Tx) => Promise<void>): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      const rows = await tx
        .select({ lastSentAt: classAlerts.lastSentAt })
        .from(classAlerts)
        .where(eq(classAlerts.email, email))
        .for("update");
      if (rows.length === 0 || rows.some((r) => r.lastSentAt && r.lastSentAt >= dayStart)) return false;
      await tx.update(classAlerts).set({ lastSentAt: now }).where(eq(classAlerts.email, email));
      await write(tx);
      return true;
    });
  }

  /** Classes of listed trainers created after `since` and by `until`, dated `earliest` or later. */
  newListedClasses(since: Date, until: Date, earliest: string): Promise<NewClassRow[]> {
    return this.database.db
      .select({ id: classes.id, trainerId: classes.trainerId, createdAt: classes.createdAt })
      .from(classes)
      .innerJoin(trainers, eq(trainers.id, classes.trainerId))
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, classes.trainerId))
      .where(
        and(LISTED, gt(classes.createdAt, since), lte(classes.createdAt, until), gte(classes.date, earliest)),
      )
      .orderBy(asc(classes.date), asc(classes.startTime));
  }

  /** Subscriptions per place. */
  subscriptionsByPlace(): Promise<{ place: string; n: number }[]> {
    return this.database.db
      .select({ place: classAlerts.place, n: count() })
      .from(classAlerts)
      .groupBy(classAlerts.place);
  }

  /** Listed trainers per profile city and state (as typed: the service compares them normalised). */
  listedTrainersByCity(): Promise<PlaceCount[]> {
    return this.database.db
      .select({ city: trainerProfiles.city, state: trainerProfiles.state, n: count() })
      .from(trainers)
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(LISTED)
      .groupBy(trainerProfiles.city, trainerProfiles.state);
  }

  /** Listed trainers' classes dated `today` or later, per their trainer's city and state. */
  upcomingClassesByCity(today: string): Promise<PlaceCount[]> {
    return this.database.db
      .select({ city: trainerProfiles.city, state: trainerProfiles.state, n: count() })
      .from(classes)
      .innerJoin(trainers, eq(trainers.id, classes.trainerId))
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, classes.trainerId))
      .where(and(LISTED, gte(classes.date, today), isNotNull(trainerProfiles.state)))
      .groupBy(trainerProfiles.city, trainerProfiles.state);
  }
}
