/**
 * One public trainer (spec public-site 2.7, 7): the same object as an item of GET /api/public-trainers,
 * looked up by slug or id with one indexed query each, for the profile page and its crawlable HTML.
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";
import { todayIn } from "../../../shared/time-zones";
import type { Db } from "../../db/client";
import { classes, slugHistory, trainerProfiles, trainers } from "../../db/schema";
import {
  earliestUpcoming,
  LISTED,
  selectClasses,
  selectTrainers,
  toPublicClass,
  toPublicTrainer,
} from "../public-trainers/service";

async function loadOne(db: Db, brandName: string, now: Date, where: SQL): Promise<PublicTrainer | null> {
  const [row] = await selectTrainers(db, where);
  if (!row) return null;
  const today = todayIn(row.timeZone, now);
  const rows = await selectClasses(db, earliestUpcoming(now), eq(classes.trainerId, row.id));
  const upcoming = rows.filter((c) => c.date >= today).map(toPublicClass);
  return toPublicTrainer(row, upcoming, brandName);
}

/** A listed trainer by their current slug, or null. */
export function publicTrainerBySlug(db: Db, brandName: string, now: Date, slug: string) {
  return loadOne(db, brandName, now, eq(trainers.slug, slug));
}

/** A listed trainer by id, or null. */
export function publicTrainerById(db: Db, brandName: string, now: Date, id: number) {
  return loadOne(db, brandName, now, eq(trainers.id, id));
}

/** The current slug of a listed trainer whose old slug this is (decisions.md: old slugs answer 301). */
export async function currentSlugFor(db: Db, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: trainers.slug })
    .from(slugHistory)
    .innerJoin(trainers, eq(trainers.id, slugHistory.trainerId))
    .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
    .where(and(eq(slugHistory.slug, oldSlug), LISTED));
  if (!row || row.slug === oldSlug) return null;
  return row.slug;
}
