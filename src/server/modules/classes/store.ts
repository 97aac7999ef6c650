/**
 * The classes store: every write of a trainer's classes. Each runs through publicWrite
 * (db/public-write.ts), so the directory, the trainer's page, the class pages, the sitemap and the
 * calendar feeds show it on the next request. A class belongs to one trainer: every write names the
 * owner, and a class of someone else is the same as no class. Each write also moves the trainer's
 * classes version (the optimistic check of the class calendar). Public reads are in public-view.ts.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import { classes, trainers } from "../../db/schema";
import { isClassId } from "./public-view";

export type ClassRecord = typeof classes.$inferSelect;
/** What a trainer sets on a class; the id, owner, time zone and timestamps are the store's. */
export type ClassFields = Omit<
  typeof classes.$inferInsert,
  "id" | "trainerId" | "timeZone" | "createdAt" | "updatedAt"
>;

export class ClassStore {
  constructor(private readonly database: Database) {}

  /** The owner's classes, by date and start, private notes included (the owner's view). */
  ownClasses(trainerId: number): Promise<ClassRecord[]> {
    return this.database.db
      .select()
      .from(classes)
      .where(eq(classes.trainerId, trainerId))
      .orderBy(classes.date, classes.startTime);
  }

  /** Adds a class in the trainer's time zone; undefined when there is no such trainer. */
  create(trainerId: number, fields: ClassFields): Promise<ClassRecord | undefined> {
    return publicWrite(this.database, async (tx) => {
      const timeZone = await bumpClassesVersion(tx, trainerId);
      if (!timeZone) return undefined;
      const [row] = await tx
        .insert(classes)
        .values({ ...fields, trainerId, timeZone })
        .returning();
      return row;
    });
  }

  /** Changes the owner's class; undefined when it is not theirs (or does not exist). */
  update(trainerId: number, id: string, fields: Partial<ClassFields>): Promise<ClassRecord | undefined> {
    if (!isClassId(id)) return Promise.resolve(undefined);
    return publicWrite(this.database, async (tx) => {
      const [row] = await tx
        .update(classes)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(classes.id, id), eq(classes.trainerId, trainerId)))
        .returning();
      if (row) await bumpClassesVersion(tx, trainerId);
      return row;
    });
  }

  /** Deletes the owner's class; false when it is not theirs (or does not exist). */
  remove(trainerId: number, id: string): Promise<boolean> {
    if (!isClassId(id)) return Promise.resolve(false);
    return publicWrite(this.database, async (tx) => {
      const deleted = await tx
        .delete(classes)
        .where(and(eq(classes.id, id), eq(classes.trainerId, trainerId)))
        .returning({ id: classes.id });
      if (deleted.length > 0) await bumpClassesVersion(tx, trainerId);
      return deleted.length > 0;
    });
  }
}

/** Moves the trainer's classes version; returns the trainer's time zone, or undefined for no trainer. */
async function bumpClassesVersion(tx: Tx, trainerId: number): Promise<string | undefined> {
  const [row] = await tx
    .update(trainers)
    .set({ classesVersion: sql`${trainers.classesVersion} + 1` })
    .where(eq(trainers.id, trainerId))
    .returning({ timeZone: trainers.timeZone });
  return row?.timeZone;
}
