/**
 * Trainers as the public sees them (spec public-site 3.1, 3.2, 7): listed trainers normalised with every
 * default, with their upcoming classes, in the directory order. The rows are public-repository.ts's
 * (only public columns).
 */
import type { PublicClass, PublicTrainer } from "../../../shared/contracts/public-trainers";
import { compareTrainers } from "../../../shared/directory-rules";
import { publicTrainerOf } from "../../../shared/public-profile-view";
import { todayIn } from "../../../shared/time-zones";
import type { Db } from "../../db/client";
import { earliestUpcoming, toPublicClass } from "./listed-classes";
import { type ClassRow, selectListedClassesOfTrainers } from "./listed-classes-repository";
import { type ListedTrainerRow, selectListedTrainerPage } from "./public-repository";

const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * The first moment after `now` at which "today" changes in one of the time zones: local midnights fall
 * on a quarter hour of UTC in every zone, so quarter hours are tried for up to 27 hours.
 */
export function nextDayChange(timeZones: Iterable<string>, now: Date): number {
  let earliest = now.getTime() + 27 * 60 * 60 * 1000;
  for (const zone of new Set(timeZones)) earliest = Math.min(earliest, nextDayChangeIn(zone, now));
  return earliest;
}

/**
 * Each zone's next change, kept for the quarter hour it was found in: the listing is read again after
 * every public write, and trying up to 108 quarter hours per zone each time was a few percent of the
 * app's thread under the bench's mixed load.
 */
const changes = new Map<string, { slot: number; at: number }>();

function nextDayChangeIn(zone: string, now: Date): number {
  const slot = Math.floor(now.getTime() / QUARTER_HOUR);
  const kept = changes.get(zone);
  if (kept?.slot === slot) return kept.at;
  const limit = now.getTime() + 27 * 60 * 60 * 1000;
  const today = todayIn(zone, now);
  let at = limit;
  for (let t = (slot + 1) * QUARTER_HOUR; t < limit; t += QUARTER_HOUR) {
    if (todayIn(zone, new Date(t)) !== today) {
      at = t;
      break;
    }
  }
  // Bounded: time zones are a short list, but a stored zone is free text.
  if (changes.size >= 512) changes.clear();
  changes.set(zone, { slot, at });
  return at;
}

// --- Normalisation (spec 3.1 and 3.2 defaults) ----------------------------------------------------

/**
 * One trainer as the public sees them: the shared rule (src/shared/public-profile-view.ts), which the
 * profile form's live preview applies to the form's values too (decision 0040).
 */
export function toPublicTrainer(
  row: ListedTrainerRow,
  upcoming: PublicClass[],
  brandName: string,
): PublicTrainer {
  return publicTrainerOf(row, upcoming, brandName);
}

export type PublicTrainerList = {
  trainers: PublicTrainer[];
  /** When "today" next changes in one of the trainers' time zones (ms since epoch). */
  validUntil: number;
};

/** Trainers per query of loadPublicTrainers, with their classes. */
export const LISTING_PAGE = 1000;

/**
 * Reads and normalises the whole public list, a page of trainers (and their classes) at a time, ordered
 * hq first, then by state, then by name.
 */
export async function loadPublicTrainers(
  db: Db,
  brandName: string,
  now: Date,
  pageSize = LISTING_PAGE,
): Promise<PublicTrainerList> {
  const earliest = earliestUpcoming(now);
  const list: PublicTrainer[] = [];
  const zones = new Set<string>();
  for (let afterId = 0; ; ) {
    const rows = await selectListedTrainerPage(db, afterId, pageSize);
    const first = rows[0];
    const last = rows.at(-1);
    if (!first || !last) break;
    const classRows = await selectListedClassesOfTrainers(db, earliest, first.id, last.id);
    for (const trainer of publicTrainersOf(rows, classRows, brandName, now)) list.push(trainer);
    for (const r of rows) zones.add(r.timeZone);
    if (rows.length < pageSize) break;
    afterId = last.id;
  }
  return { trainers: list.sort(compareTrainers), validUntil: nextDayChange(zones, now) };
}

/** Listed trainers as the public sees them, each with their upcoming classes (of `classRows`). */
function publicTrainersOf(rows: ListedTrainerRow[], classRows: ClassRow[], brandName: string, now: Date) {
  const todayByZone = new Map<string, string>();
  const todayOf = (zone: string) => {
    let day = todayByZone.get(zone);
    if (day === undefined) {
      day = todayIn(zone, now);
      todayByZone.set(zone, day);
    }
    return day;
  };
  const zoneOf = new Map(rows.map((r) => [r.id, r.timeZone]));
  const classesOf = new Map<number, PublicClass[]>();
  for (const c of classRows) {
    // Upcoming: on or after today in the trainer's time zone.
    if (c.date < todayOf(zoneOf.get(c.trainerId) ?? c.timeZone)) continue;
    let list = classesOf.get(c.trainerId);
    if (!list) {
      list = [];
      classesOf.set(c.trainerId, list);
    }
    list.push(toPublicClass(c));
  }

  return rows.map((r) => toPublicTrainer(r, classesOf.get(r.id) ?? [], brandName));
}
