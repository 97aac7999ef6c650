/** Creating trainer accounts: one place for the slug, time zone and role rules. */
import { eq, sql } from "drizzle-orm";
import { defaultTimeZone } from "../../../shared/regions";
import { slugBase, splitName, uniqueSlug } from "../../../shared/slug";
import type { Db, Tx } from "../../db/client";
import { slugHistory, trainerProfiles, trainerRoles, trainers } from "../../db/schema";
import { type GeoPoint, locate } from "../geo/gazetteer";

export type NewTrainer = {
  name: string;
  email: string;
  status?: (typeof trainers.$inferInsert)["status"];
  city?: string;
  state?: string;
  customUrlSlug?: string;
  profile?: Partial<Omit<typeof trainerProfiles.$inferInsert, "trainerId">>;
};

/** Inserts the account, its profile and the trainer role; the slug follows the spec's rule, made unique. */
export async function createTrainerAccount(tx: Tx, input: NewTrainer) {
  const names = splitName(input.name);
  const used = new Set(
    [
      ...(await tx.select({ slug: trainers.slug }).from(trainers)),
      ...(await tx.select({ slug: slugHistory.slug }).from(slugHistory)),
    ].map((r) => r.slug),
  );
  const slug = uniqueSlug(slugBase({ customUrlSlug: input.customUrlSlug, ...names }), (s) => used.has(s));
  const [row] = await tx
    .insert(trainers)
    .values({
      email: input.email.toLowerCase(),
      name: input.name,
      status: input.status ?? "certified",
      slug,
      timeZone: defaultTimeZone(input.state),
    })
    .returning();
  // The city-level point from the gazetteer, unless the caller gives one (decisions.md "Defects").
  const point =
    input.profile?.latitude != null && input.profile?.longitude != null
      ? undefined
      : locate({ city: input.city, state: input.state, postalCode: input.profile?.postalCode });
  await tx.insert(trainerProfiles).values({
    trainerId: row!.id,
    ...names,
    city: input.city,
    state: input.state,
    ...(point ? { latitude: point.lat, longitude: point.lng } : {}),
    ...input.profile,
  });
  await tx.insert(trainerRoles).values({ trainerId: row!.id, role: "trainer" });
  return row!;
}

export async function emailTaken(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: trainers.id })
    .from(trainers)
    .where(sql`lower(${trainers.email}) = ${email.toLowerCase()}`);
  return Boolean(row);
}

/**
 * Recomputes a trainer's stored point from the profile's postal code, else city and state, with the
 * offline gazetteer (city level, never the street address); null coordinates when nothing matches.
 * Profile saves call this; the caller then invalidates the public directory (invalidatePublicTrainers).
 */
export async function refreshCoordinates(db: Db | Tx, trainerId: number): Promise<GeoPoint | null> {
  const [profile] = await db
    .select({
      city: trainerProfiles.city,
      state: trainerProfiles.state,
      postalCode: trainerProfiles.postalCode,
    })
    .from(trainerProfiles)
    .where(eq(trainerProfiles.trainerId, trainerId));
  if (!profile) return null;
  const point = locate(profile);
  await db
    .update(trainerProfiles)
    .set({ latitude: point?.lat ?? null, longitude: point?.lng ?? null })
    .where(eq(trainerProfiles.trainerId, trainerId));
  return point;
}
