/**
 * What the calendar files read (SQL only): listed trainers and their classes, through the trainers'
 * public read model (trainers/listed-classes-repository.ts, trainers/public-repository.ts), so a feed
 * shows exactly the classes the public pages show.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { classes, trainers } from "../../db/schema";
import { type ClassRow, listedClassById, selectListedClasses } from "../trainers/listed-classes-repository";
import { type ListedTrainerRow, selectListedTrainers } from "../trainers/public-repository";

export class CalendarRepository {
  constructor(private readonly database: Database) {}

  /** One class of a listed trainer, any date, or undefined. */
  classById(id: string): Promise<ClassRow | undefined> {
    return listedClassById(this.database.db, id);
  }

  /** The listed trainer with this id, or undefined. */
  async trainerById(id: number): Promise<ListedTrainerRow | undefined> {
    const [row] = await selectListedTrainers(this.database.db, eq(trainers.id, id));
    return row;
  }

  /** The listed trainer with this slug, or undefined. */
  async trainerBySlug(slug: string): Promise<ListedTrainerRow | undefined> {
    const [row] = await selectListedTrainers(this.database.db, eq(trainers.slug, slug));
    return row;
  }

  /** Every listed trainer, or only the one with `trainerId`, and their classes from `earliest` on. */
  async listed(
    earliest: string,
    trainerId?: number,
  ): Promise<{ trainers: ListedTrainerRow[]; classes: ClassRow[] }> {
    const db = this.database.db;
    const [trainerRows, classRows] = await Promise.all([
      selectListedTrainers(db, trainerId === undefined ? undefined : eq(trainers.id, trainerId)),
      selectListedClasses(
        db,
        earliest,
        trainerId === undefined ? undefined : eq(classes.trainerId, trainerId),
      ),
    ]);
    return { trainers: trainerRows, classes: classRows };
  }
}
