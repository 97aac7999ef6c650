/**
 * The trainer profiles repository (SQL only): the profile row, its place and picture, and the rows the
 * admin console's change of an account writes (account, profile, slug history). Each method
 * that takes a `tx` runs in the caller's transaction (the service's publicWrite); the rules are in
 * service.ts and admin-change.ts.
 */
import { eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import { slugHistory, trainerProfiles, trainers } from "../../db/schema";
import type { NewProfileRow, ProfileRow, TrainerRow } from "./repository";

export type Place = { city: string | null; state: string | null; postalCode: string | null };
export type AccountAndProfile = { account: TrainerRow; profile: ProfileRow };
export type AccountFields = Partial<
  Pick<TrainerRow, "name" | "timeZone" | "status" | "email" | "slug" | "affiliateCode">
>;

export class ProfileRepository {
  constructor(private readonly database: Database) {}

  /** The trainer's profile row (every column), or undefined when the account has none. */
  async profileOf(trainerId: number): Promise<ProfileRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(trainerProfiles)
      .where(eq(trainerProfiles.trainerId, trainerId));
    return row;
  }

  /** Removes the trainer's profile row, leaving the account. */
  async removeProfile(trainerId: number): Promise<void> {
    await publicWrite(this.database, (tx) =>
      tx.delete(trainerProfiles).where(eq(trainerProfiles.trainerId, trainerId)),
    );
  }

  /** The profile's place, read (and, with `lock`, locked) in the caller's transaction. */
  async placeOf(tx: Tx, trainerId: number, lock = false): Promise<Place | undefined> {
    const query = tx
      .select({
        city: trainerProfiles.city,
        state: trainerProfiles.state,
        postalCode: trainerProfiles.postalCode,
      })
      .from(trainerProfiles)
      .where(eq(trainerProfiles.trainerId, trainerId));
    const [row] = await (lock ? query.for("update") : query);
    return row;
  }

  /** The profile's picture, locked until the transaction ends; undefined when there is no profile. */
  async pictureForUpdate(tx: Tx, trainerId: number): Promise<{ previous: string | null } | undefined> {
    const [row] = await tx
      .select({ previous: trainerProfiles.profilePicture })
      .from(trainerProfiles)
      .where(eq(trainerProfiles.trainerId, trainerId))
      .for("update");
    return row;
  }

  async updateProfile(tx: Tx, trainerId: number, set: Partial<NewProfileRow>): Promise<void> {
    await tx.update(trainerProfiles).set(set).where(eq(trainerProfiles.trainerId, trainerId));
  }

  /** Sets the picture and moves the profile's updatedAt (the database's clock). */
  async setPicture(tx: Tx, trainerId: number, url: string | null): Promise<void> {
    await tx
      .update(trainerProfiles)
      .set({ profilePicture: url, updatedAt: sql`now()` })
      .where(eq(trainerProfiles.trainerId, trainerId));
  }

  async updateAccount(tx: Tx, trainerId: number, set: AccountFields & { updatedAt: Date }): Promise<void> {
    await tx.update(trainers).set(set).where(eq(trainers.id, trainerId));
  }

  /** The account and its profile, locked until the transaction ends; undefined without either. */
  async accountAndProfileForUpdate(tx: Tx, trainerId: number): Promise<AccountAndProfile | undefined> {
    const [row] = await tx
      .select({ account: trainers, profile: trainerProfiles })
      .from(trainers)
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(eq(trainers.id, trainerId))
      .for("update");
    return row;
  }

  /** The accounts that use the slug now or used it before. */
  async slugOwners(tx: Tx, slug: string): Promise<number[]> {
    const owners = await tx
      .select({ id: trainers.id })
      .from(trainers)
      .where(eq(trainers.slug, slug))
      .unionAll(tx.select({ id: slugHistory.trainerId }).from(slugHistory).where(eq(slugHistory.slug, slug)));
    return owners.map((o) => o.id);
  }

  /** The trainer's slug moves to `slug`: its old one is kept in the history (it answers 301). */
  async moveSlug(tx: Tx, trainerId: number, oldSlug: string, slug: string): Promise<void> {
    await tx.delete(slugHistory).where(eq(slugHistory.slug, slug));
    await tx.insert(slugHistory).values({ slug: oldSlug, trainerId }).onConflictDoNothing();
  }
}
