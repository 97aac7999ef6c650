/**
 * The classes repository: a trainer's own classes, read and written (SQL only; the rules are in
 * service.ts). Each write runs through publicWrite (db/public-write.ts), so the directory, the
 * trainer's page, the class pages, the sitemap and the calendar feeds show it on the next request. A class belongs to one trainer: every write names the
 * owner, and a class of someone else is the same as no class.
 *
 * Every write also names the version of the trainer's class list it was made from, and moves it on
 * (docs/product.md "Classes": two tabs cannot silently drop each other's changes). The check and the
 * move are one conditional UPDATE of the trainer's row, so two writes from the same version cannot
 * both pass, on PGlite or on PostgreSQL: the second waits for the first's row lock, then finds the
 * version moved. A refused write changes nothing. Public reads are in
 * trainers/listed-classes-repository.ts.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import { classes, trainers } from "../../db/schema";
import { isClassId } from "../trainers/listed-classes-repository";

/**
 * Told of classes about to be deleted, in the deleting transaction (before the rows go): the
 * reservations service e-mails their attendees through the outbox (issue 33 §4), so the notice and the
 * deletion commit together. The classes module never touches reservation tables itself.
 */
export type CancellingHook = (tx: Tx, classIds: string[]) => Promise<void>;
const NO_HOOK: CancellingHook = async () => {};

export type ClassRecord = typeof classes.$inferSelect;
/** What a trainer sets on a class; the id, owner, time zone and timestamps are the repository's. */
export type ClassFields = Omit<
  typeof classes.$inferInsert,
  "id" | "trainerId" | "timeZone" | "createdAt" | "updatedAt"
>;

/** A write's outcome: done (with the list's new version), refused for a stale version, or nothing to write to. */
export type ClassWriteOutcome<T> =
  | { status: "ok"; version: number; value: T }
  | { status: "conflict" }
  | { status: "not-found" };

/** One element of a whole-list save: an id of the owner's upcoming class keeps that class. */
export type ListedClass = { id?: string; fields: ClassFields };

/** Thrown inside a transaction to undo it: the class to change is not the owner's. */
class NoSuchClass extends Error {}

export class ClassRepository {
  constructor(private readonly database: Database) {}

  /** The owner's classes from `fromDate` on (all when omitted), by date and start, private notes included. */
  ownClasses(trainerId: number, fromDate?: string): Promise<ClassRecord[]> {
    return this.database.db
      .select()
      .from(classes)
      .where(
        fromDate
          ? and(eq(classes.trainerId, trainerId), gte(classes.date, fromDate))
          : eq(classes.trainerId, trainerId),
      )
      .orderBy(classes.date, classes.startTime);
  }

  /** The trainer's class-list version and time zone; undefined when there is no such trainer. */
  async listState(trainerId: number): Promise<{ version: number; timeZone: string } | undefined> {
    const [row] = await this.database.db
      .select({ version: trainers.classesVersion, timeZone: trainers.timeZone })
      .from(trainers)
      .where(eq(trainers.id, trainerId));
    return row;
  }

  /** Adds a class in the trainer's time zone. */
  create(trainerId: number, version: number, fields: ClassFields): Promise<ClassWriteOutcome<ClassRecord>> {
    return this.write(trainerId, version, async (tx, timeZone) => {
      const [row] = await tx
        .insert(classes)
        .values({ ...fields, trainerId, timeZone })
        .returning();
      return row!;
    });
  }

  /** Changes the owner's class; not-found when it is not theirs (or does not exist). */
  update(
    trainerId: number,
    version: number,
    id: string,
    fields: Partial<ClassFields>,
  ): Promise<ClassWriteOutcome<ClassRecord>> {
    if (!isClassId(id)) return Promise.resolve({ status: "not-found" });
    return this.write(trainerId, version, async (tx) => {
      const [row] = await tx
        .update(classes)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(classes.id, id), eq(classes.trainerId, trainerId)))
        .returning();
      if (!row) throw new NoSuchClass();
      return row;
    });
  }

  /** Deletes the owner's class; not-found when it is not theirs (or does not exist). */
  remove(
    trainerId: number,
    version: number,
    id: string,
    cancelling: CancellingHook = NO_HOOK,
  ): Promise<ClassWriteOutcome<string>> {
    if (!isClassId(id)) return Promise.resolve({ status: "not-found" });
    return this.write(trainerId, version, async (tx) => {
      const [own] = await tx
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.id, id), eq(classes.trainerId, trainerId)));
      if (!own) throw new NoSuchClass();
      await cancelling(tx, [id]);
      const deleted = await tx
        .delete(classes)
        .where(and(eq(classes.id, id), eq(classes.trainerId, trainerId)))
        .returning({ id: classes.id });
      if (deleted.length === 0) throw new NoSuchClass();
      return id;
    });
  }

  /**
   * The spec's whole-list save: the owner's classes from `fromDate` on become exactly `list`. An
   * element with the id of one of them changes it; any other element adds a class; the ones left out
   * are deleted. Earlier classes are untouched. All or nothing.
   */
  replaceUpcoming(
    trainerId: number,
    version: number,
    fromDate: string,
    list: readonly ListedClass[],
    cancelling: CancellingHook = NO_HOOK,
  ): Promise<ClassWriteOutcome<ClassRecord[]>> {
    return this.write(trainerId, version, async (tx, timeZone) => {
      const current = await tx
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.trainerId, trainerId), gte(classes.date, fromDate)));
      const upcoming = new Set(current.map((c) => c.id));
      const kept = new Set<string>();
      const saved: ClassRecord[] = [];
      for (const item of list) {
        if (item.id && upcoming.has(item.id) && !kept.has(item.id)) {
          kept.add(item.id);
          const [row] = await tx
            .update(classes)
            .set({ ...item.fields, updatedAt: sql`now()` })
            .where(and(eq(classes.id, item.id), eq(classes.trainerId, trainerId)))
            .returning();
          saved.push(row!);
        } else {
          const [row] = await tx
            .insert(classes)
            .values({ ...item.fields, trainerId, timeZone })
            .returning();
          saved.push(row!);
        }
      }
      const dropped = [...upcoming].filter((id) => !kept.has(id));
      if (dropped.length > 0) await cancelling(tx, dropped);
      for (const id of dropped) await tx.delete(classes).where(eq(classes.id, id));
      return saved;
    });
  }

  /** Claims the next version of the trainer's list, then runs the work in the same transaction. */
  private async write<T>(
    trainerId: number,
    version: number,
    work: (tx: Tx, timeZone: string) => Promise<T>,
  ): Promise<ClassWriteOutcome<T>> {
    try {
      return await publicWrite(
        this.database,
        async (tx): Promise<ClassWriteOutcome<T>> => {
          const [claimed] = await tx
            .update(trainers)
            .set({ classesVersion: sql`${trainers.classesVersion} + 1` })
            .where(and(eq(trainers.id, trainerId), eq(trainers.classesVersion, version)))
            .returning({ version: trainers.classesVersion, timeZone: trainers.timeZone });
          if (!claimed) {
            const [exists] = await tx
              .select({ id: trainers.id })
              .from(trainers)
              .where(eq(trainers.id, trainerId));
            return { status: exists ? "conflict" : "not-found" };
          }
          const value = await work(tx, claimed.timeZone);
          return { status: "ok", version: claimed.version, value };
          // Only this trainer's classes changed: her pages are drawn again, not every trainer's.
        },
        { trainerId },
      );
    } catch (error) {
      if (error instanceof NoSuchClass) return { status: "not-found" };
      throw error;
    }
  }
}
