/**
 * Trainers as the public sees them, read (SQL only): listed trainers (LISTED, repository.ts), only public
 * columns, so a private field cannot reach an answer by mistake; the current slug of an old or
 * other-cased one, and the slugs the sitemap lists. public-view.ts normalises the rows.
 */
import { and, eq, gt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { slugHistory, trainerProfiles, trainers } from "../../db/schema";
import { jsonObject, type RowOf } from "./listed-classes-repository";
import { LISTED } from "./repository";

const trainerColumns = {
  id: trainers.id,
  name: trainers.name,
  accountEmail: trainers.email,
  status: trainers.status,
  slug: trainers.slug,
  timeZone: trainers.timeZone,
  firstName: trainerProfiles.firstName,
  lastName: trainerProfiles.lastName,
  displayName: trainerProfiles.displayName,
  city: trainerProfiles.city,
  state: trainerProfiles.state,
  profilePicture: trainerProfiles.profilePicture,
  displayLocation: trainerProfiles.displayLocation,
  publicBio: trainerProfiles.publicBio,
  showBio: trainerProfiles.showBio,
  experienceDescription: trainerProfiles.experienceDescription,
  availabilityDescription: trainerProfiles.availabilityDescription,
  instagram: trainerProfiles.instagram,
  facebook: trainerProfiles.facebook,
  tiktok: trainerProfiles.tiktok,
  youtube: trainerProfiles.youtube,
  showSocialMedia: trainerProfiles.showSocialMedia,
  website: trainerProfiles.website,
  websitePublic: trainerProfiles.websitePublic,
  showWebsite: trainerProfiles.showWebsite,
  hasAffiliateLink: trainerProfiles.hasAffiliateLink,
  affiliateLink: trainerProfiles.affiliateLink,
  classTypes: trainerProfiles.classTypes,
  specializations: trainerProfiles.specializations,
  featuredTrainer: trainerProfiles.featuredTrainer,
  showEmail: trainerProfiles.showEmail,
  publicEmail: trainerProfiles.publicEmail,
  showPhone: trainerProfiles.showPhone,
  publicPhone: trainerProfiles.publicPhone,
  phone: trainerProfiles.phone,
  latitude: trainerProfiles.latitude,
  longitude: trainerProfiles.longitude,
};

export type ListedTrainerRow = RowOf<typeof trainerColumns>;

/** Listed trainers, all or those matching `where` (one trainer for a profile page). */
export async function selectListedTrainers(db: Db, where?: SQL): Promise<ListedTrainerRow[]> {
  const [row] = await db
    .select({ json: sql<string>`coalesce(json_agg(${jsonObject(trainerColumns)}), '[]')::text` })
    .from(trainers)
    .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
    .where(where ? and(LISTED, where) : LISTED);
  return JSON.parse(row?.json ?? "[]") as ListedTrainerRow[];
}

/**
 * Listed trainers with an id above `afterId`, the first `limit` of them by id. The whole list in one
 * answer was one JSON text of some 20 MB at 10,000 trainers: its copies (PGlite's memory, the string,
 * the parsed rows) raised the server's memory by 150 MB for good, for 30 MB of listing.
 */
export async function selectListedTrainerPage(
  db: Db,
  afterId: number,
  limit: number,
): Promise<ListedTrainerRow[]> {
  const page = db
    .select({ id: trainers.id, row: sql`${jsonObject(trainerColumns)}`.as("row") })
    .from(trainers)
    .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
    .where(and(LISTED, gt(trainers.id, afterId)))
    .orderBy(trainers.id)
    .limit(limit)
    .as("page");
  const [answer] = await db
    .select({ json: sql<string>`coalesce(json_agg(${page.row} order by ${page.id}), '[]')::text` })
    .from(page);
  return JSON.parse(answer?.json ?? "[]") as ListedTrainerRow[];
}

/**
 * The current slug of a listed trainer that `asked` names another way, or null: an old slug, or the
 * slug in other letter case (slugs are stored lower case; /Dana-Whitfield answers 301 to /dana-whitfield).
 */
export async function currentSlugFor(db: Db, asked: string): Promise<string | null> {
  const slug = asked.toLowerCase();
  if (slug !== asked) {
    const [same] = await db
      .select({ slug: trainers.slug })
      .from(trainers)
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(and(eq(trainers.slug, slug), LISTED));
    if (same) return same.slug;
  }
  const [row] = await db
    .select({ slug: trainers.slug })
    .from(slugHistory)
    .innerJoin(trainers, eq(trainers.id, slugHistory.trainerId))
    .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
    .where(and(eq(slugHistory.slug, slug), LISTED));
  if (!row || row.slug === asked) return null;
  return row.slug;
}

/** Every listed trainer's slug and last profile change, by slug (the sitemap's profile pages). */
export function listedSlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: trainers.slug, updatedAt: trainerProfiles.updatedAt })
    .from(trainers)
    .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
    .where(LISTED)
    .orderBy(trainers.slug);
}
