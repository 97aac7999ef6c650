/**
 * Classes as the public sees them, read (SQL only): only classes of listed trainers (LISTED,
 * repository.ts), only public columns (never the trainer's private notes). The directory list, profile
 * pages, class pages, sitemap and calendar feeds all read classes here; listed-classes.ts normalises
 * them. It is part of the trainers' public read model (who is listed decides which classes show), so the
 * classes module reads it and not the other way round (.dependency-cruiser.cjs).
 */
import { and, type Column, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { SPOT_STATUSES } from "../../../shared/reservation-rules";
import type { Db } from "../../db/client";
import { classes, classReservations, trainerProfiles, trainers } from "../../db/schema";
import { LISTED } from "./repository";

/** Class columns that are public: never the private notes. */
const classColumns = {
  id: classes.id,
  trainerId: classes.trainerId,
  title: classes.title,
  date: classes.date,
  startTime: classes.startTime,
  endTime: classes.endTime,
  timeZone: classes.timeZone,
  location: classes.location,
  priceCents: classes.priceCents,
  paymentLink: classes.paymentLink,
  capacity: classes.capacity,
  type: classes.type,
  level: classes.level,
  tags: classes.tags,
  address: classes.address,
};

export type RowOf<C extends Record<string, Column>> = {
  [K in keyof C]: C[K]["_"]["notNull"] extends true ? C[K]["_"]["data"] : C[K]["_"]["data"] | null;
};
/**
 * Spots left from real reservations (issue 33): the capacity less the people of those that take a spot,
 * null without a capacity. Exact when the answer is prepared; the pages' live read keeps it right after.
 */
const spotsLeft = sql<
  number | null
>`case when ${classes.capacity} is null then null else greatest(${classes.capacity} - coalesce((select sum(r.party_size) from ${classReservations} r where r.class_id = ${classes.id} and r.status in (${sql.join(
  SPOT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})), 0), 0) end`;

export type ClassRow = RowOf<typeof classColumns> & { spotsLeft: number | null };

/**
 * The rows as one JSON array built by the database: with 10,000 trainers this is several times faster
 * than row-by-row results on PGlite. Keys are the column record's own names.
 */
export function jsonObject(columns: Record<string, Column | SQL>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
}

const CLASS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Class ids are UUIDs: anything else is no class, and is never sent to the database. */
export const isClassId = (id: string) => CLASS_ID.test(id);

/** Classes of listed trainers dated `earliest` or later (and matching `where`), by trainer, date and start. */
export async function selectListedClasses(db: Db, earliest: string, where?: SQL): Promise<ClassRow[]> {
  const order = sql`${classes.trainerId}, ${classes.date}, ${classes.startTime}`;
  const [row] = await db
    .select({
      json: sql<string>`coalesce(json_agg(${jsonObject({ ...classColumns, spotsLeft })} order by ${order}), '[]')::text`,
    })
    .from(classes)
    .innerJoin(trainers, eq(trainers.id, classes.trainerId))
    .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, classes.trainerId))
    .where(and(LISTED, gte(classes.date, earliest), where));
  return JSON.parse(row?.json ?? "[]") as ClassRow[];
}

/** Classes of listed trainers with ids from `firstId` to `lastId`, dated `earliest` or later. */
export function selectListedClassesOfTrainers(
  db: Db,
  earliest: string,
  firstId: number,
  lastId: number,
): Promise<ClassRow[]> {
  return selectListedClasses(
    db,
    earliest,
    and(gte(classes.trainerId, firstId), lte(classes.trainerId, lastId)),
  );
}

/** One class of a listed trainer, any date (links in old messages keep working), or undefined. */
export async function listedClassById(db: Db, id: string): Promise<ClassRow | undefined> {
  if (!isClassId(id)) return undefined;
  const [row] = await selectListedClasses(db, "0001-01-01", eq(classes.id, id));
  return row;
}

/** Ids of listed trainers' classes from `earliest` on, by date (the sitemap's class pages). */
export async function listedClassIds(db: Db, earliest: string): Promise<string[]> {
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(trainers, eq(trainers.id, classes.trainerId))
    .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, classes.trainerId))
    .where(and(LISTED, gte(classes.date, earliest)))
    .orderBy(classes.date, classes.id);
  return rows.map((r) => r.id);
}
