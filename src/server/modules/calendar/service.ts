/** The calendar exports: one class, one trainer's feed, and every listed trainer's classes. */
import { eq, type SQL } from "drizzle-orm";
import type { PublicClass, PublicTrainer } from "../../../shared/contracts/public-trainers";
import { zonedToUtc } from "../../../shared/time-zones";
import type { Db } from "../../db/client";
import { classes, trainers } from "../../db/schema";
import { listedClassById, selectListedClasses, toPublicClass } from "../trainers/listed-classes";
import { selectListedTrainers, toPublicTrainer } from "../trainers/public-view";
import type { IcsEvent } from "./ics";

/** Feeds keep a month of past classes, so a subscriber's calendar does not lose last week's class. */
export const FEED_PAST_DAYS = 30;

export type Site = { publicUrl: string; brandName: string };

export function classEvent(site: Site, c: PublicClass, t: PublicTrainer): IcsEvent {
  const url = `${site.publicUrl}/public/class/${c.id}`;
  const booking = c.paymentLink
    ? `Register: ${c.paymentLink}`
    : `Contact ${t.displayName} directly to book this class.`;
  return {
    uid: `${c.id}@${new URL(site.publicUrl).host}`,
    start: zonedToUtc(c.date, c.startTime, c.timeZone),
    end: zonedToUtc(c.date, c.endTime, c.timeZone),
    summary: c.title,
    description: [
      `With ${t.displayName}, certified ${site.brandName} trainer.`,
      `Price: ${c.price}.`,
      booking,
      url,
    ].join("\n"),
    location: c.address ? `${c.location} (${c.address})` : c.location,
    url,
    ...(t.email ? { organizer: { name: t.displayName, email: t.email } } : {}),
  };
}

/** The first day a feed holds (UTC): a month before `now`. */
export function feedStart(now: Date): string {
  return new Date(now.getTime() - FEED_PAST_DAYS * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Events of listed trainers' classes matching `where`, from `earliest` on. */
async function events(db: Db, site: Site, earliest: string, classWhere?: SQL, trainerWhere?: SQL) {
  const [trainerRows, classRows] = await Promise.all([
    selectListedTrainers(db, trainerWhere),
    selectListedClasses(db, earliest, classWhere),
  ]);
  const byId = new Map(trainerRows.map((r) => [r.id, toPublicTrainer(r, [], site.brandName)]));
  return classRows.flatMap((row) => {
    const trainer = byId.get(row.trainerId);
    return trainer ? [classEvent(site, toPublicClass(row), trainer)] : [];
  });
}

/**
 * One class of a listed trainer (any date) with its day where it takes place (the file's name), or
 * nothing: the class first, then only its trainer.
 */
export async function classFile(
  db: Db,
  site: Site,
  id: string,
): Promise<{ event: IcsEvent; localDate: string } | null> {
  const row = await listedClassById(db, id);
  if (!row) return null;
  const [trainer] = await selectListedTrainers(db, eq(trainers.id, row.trainerId));
  if (!trainer) return null;
  const c = toPublicClass(row);
  return { event: classEvent(site, c, toPublicTrainer(trainer, [], site.brandName)), localDate: c.date };
}

/** A listed trainer and their classes from a month ago on, or null for an unknown slug. */
export async function trainerFeed(db: Db, site: Site, slug: string, now: Date) {
  const [row] = await selectListedTrainers(db, eq(trainers.slug, slug));
  if (!row) return null;
  const trainer = toPublicTrainer(row, [], site.brandName);
  return {
    trainer,
    events: await events(db, site, feedStart(now), eq(classes.trainerId, row.id), eq(trainers.id, row.id)),
  };
}

export async function allClassesFeed(db: Db, site: Site, now: Date) {
  return events(db, site, feedStart(now));
}
