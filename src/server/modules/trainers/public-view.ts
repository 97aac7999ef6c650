/**
 * Trainers as the public sees them (spec public-site 3.1, 3.2, 7): listed trainers normalised with every
 * default, with their upcoming classes, in the directory order. The rows are public-repository.ts's
 * (only public columns).
 */
import {
  defaultPublicBio,
  PUBLIC_DEFAULTS,
  type PublicClass,
  type PublicTrainer,
} from "../../../shared/contracts/public-trainers";
import { compareTrainers } from "../../../shared/directory-rules";
import { pictureUrl } from "../../../shared/picture-url";
import { countryOf, normaliseRegionCode } from "../../../shared/regions";
import { splitName } from "../../../shared/slug";
import { todayIn } from "../../../shared/time-zones";
import type { Db } from "../../db/client";
import { earliestUpcoming, toPublicClass } from "./listed-classes";
import { type ClassRow, selectListedClassesOfTrainers } from "./listed-classes-repository";
import { type ListedTrainerRow, selectListedTrainerPage } from "./public-repository";

const text = (value: string | null | undefined) => value?.trim() || "";
const orNull = (value: string | null | undefined) => value?.trim() || null;

const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * The first moment after `now` at which "today" changes in one of the time zones: local midnights fall
 * on a quarter hour of UTC in every zone, so quarter hours are tried for up to 27 hours.
 */
export function nextDayChange(timeZones: Iterable<string>, now: Date): number {
  let earliest = now.getTime() + 27 * 60 * 60 * 1000;
  for (const zone of new Set(timeZones)) {
    const today = todayIn(zone, now);
    for (
      let t = Math.floor(now.getTime() / QUARTER_HOUR + 1) * QUARTER_HOUR;
      t < earliest;
      t += QUARTER_HOUR
    ) {
      if (todayIn(zone, new Date(t)) !== today) {
        earliest = t;
        break;
      }
    }
  }
  return earliest;
}

// --- Normalisation (spec 3.1 and 3.2 defaults) ----------------------------------------------------

/**
 * One trainer as the public sees them: the defaults of spec 3.1, e-mail only with showEmail (the public
 * e-mail, else the account's), phone only with showPhone, website and social links only when the
 * trainer shows them, the affiliate link only when it is switched on.
 */
export function toPublicTrainer(
  row: ListedTrainerRow,
  upcoming: PublicClass[],
  brandName: string,
): PublicTrainer {
  const names = splitName(row.name);
  const firstName = text(row.firstName) || names.firstName;
  const lastName = text(row.lastName) || names.lastName;
  const city = text(row.city);
  const state = normaliseRegionCode(row.state);
  const classTypes = (row.classTypes ?? []).map((c) => c.trim()).filter(Boolean);
  const social = row.showSocialMedia;
  return {
    id: row.id,
    name: row.name,
    displayName: text(row.displayName) || names.firstName || firstName || PUBLIC_DEFAULTS.displayName,
    firstName,
    lastName,
    city,
    state,
    country: countryOf(state),
    profilePicture: pictureUrl(row.profilePicture),
    displayLocation: text(row.displayLocation) || [city, state].filter(Boolean).join(", "),
    publicBio: (row.showBio && text(row.publicBio)) || defaultPublicBio(brandName),
    experienceDescription: text(row.experienceDescription) || PUBLIC_DEFAULTS.experienceDescription,
    availabilityDescription: text(row.availabilityDescription) || PUBLIC_DEFAULTS.availabilityDescription,
    instagram: social ? orNull(row.instagram) : null,
    facebook: social ? orNull(row.facebook) : null,
    tiktok: social ? orNull(row.tiktok) : null,
    youtube: social ? orNull(row.youtube) : null,
    website: row.showWebsite ? orNull(row.websitePublic) || orNull(row.website) : null,
    affiliateLink: row.hasAffiliateLink ? orNull(row.affiliateLink) : null,
    classTypes: classTypes.length > 0 ? classTypes : [...PUBLIC_DEFAULTS.classTypes],
    specializations: (row.specializations ?? []).map((s) => s.trim()).filter(Boolean),
    upcomingClasses: upcoming,
    featuredTrainer: row.featuredTrainer,
    status: row.status === "hq" ? "hq" : "certified",
    customUrlSlug: row.slug,
    email: row.showEmail ? orNull(row.publicEmail) || orNull(row.accountEmail) : null,
    showEmail: row.showEmail,
    phone: row.showPhone ? orNull(row.publicPhone) || orNull(row.phone) : null,
    showPhone: row.showPhone,
    lat: Number.isFinite(row.latitude) ? row.latitude : null,
    lng: Number.isFinite(row.longitude) ? row.longitude : null,
  };
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
