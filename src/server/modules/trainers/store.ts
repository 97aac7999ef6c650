/**
 * The trainers store: every read and write of a trainer's account, roles, profile and slugs. Writes the
 * public can see run through publicWrite (db/public-write.ts), which moves the public-data version
 * after the commit, so the directory, profile pages, sitemap and feeds show them on the next request.
 * Who may be seen publicly (LISTED) and which fields only the admin may change (OWNER_ONLY_FIELDS) are
 * decided here and nowhere else. docs/product.md "Accounts" describes both.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { defaultTimeZone } from "../../../shared/regions";
import { slugBase, splitName, uniqueSlug } from "../../../shared/slug";
import type { AppConfig } from "../../config";
import type { Database, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import { slugHistory, trainerProfiles, trainerRoles, trainers } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { type GeoPoint, locate } from "../geo/gazetteer";

/** Statuses the public directory shows (when the trainer is also publicly listed). */
export const LISTED_STATUSES = ["certified", "hq"] as const;

/** A trainer the public sees: certified or hq, and publicly listed (on a join of trainers and profiles). */
export const LISTED: SQL = and(
  inArray(trainers.status, [...LISTED_STATUSES]),
  eq(trainerProfiles.publiclyListed, true),
)!;

/**
 * Fields only the admin changes: a trainer's own profile save ignores them, and both profile screens
 * show them read-only.
 */
export const OWNER_ONLY_FIELDS = [
  "displayName",
  "city",
  "state",
  "displayLocation",
  "status",
  "trainingDate",
  "certificationDate",
  "renewalDate",
  "slug",
  "featuredTrainer",
  "email",
] as const;

export type RoleName = (typeof trainerRoles.$inferSelect)["role"];
export type Account = typeof trainers.$inferSelect & { roles: RoleName[] };
export type TrainerRow = typeof trainers.$inferSelect;
export type ProfileRow = typeof trainerProfiles.$inferSelect;

export type NewTrainer = {
  name: string;
  email: string;
  status?: TrainerRow["status"];
  city?: string;
  state?: string;
  customUrlSlug?: string;
  profile?: Partial<Omit<typeof trainerProfiles.$inferInsert, "trainerId">>;
};

export const EMAIL_TAKEN = "A trainer with this e-mail already exists.";

const byEmail = (email: string) => sql`lower(${trainers.email}) = ${email.toLowerCase()}`;

export class TrainerStore {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  // --- Accounts -------------------------------------------------------------------------------

  async accountByEmail(email: string): Promise<Account | undefined> {
    const [row] = await this.db.select().from(trainers).where(byEmail(email));
    return row ? this.withRoles(row) : undefined;
  }

  async accountById(id: number): Promise<Account | undefined> {
    const [row] = await this.db.select().from(trainers).where(eq(trainers.id, id));
    return row ? this.withRoles(row) : undefined;
  }

  /** The trainer's profile row (every column), or undefined when the account has none. */
  async profileOf(trainerId: number): Promise<ProfileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(trainerProfiles)
      .where(eq(trainerProfiles.trainerId, trainerId));
    return row;
  }

  private async withRoles(row: TrainerRow): Promise<Account> {
    const roles = await this.db
      .select({ role: trainerRoles.role })
      .from(trainerRoles)
      .where(eq(trainerRoles.trainerId, row.id));
    return { ...row, roles: roles.map((r) => r.role) };
  }

  /**
   * Creates the account, its profile and the trainer role; the slug follows the product's rule, made
   * unique. A taken e-mail is a 409 and nothing is written.
   */
  create(input: NewTrainer): Promise<TrainerRow> {
    return publicWrite(this.database, async (tx) => {
      if (await idByEmail(tx, input.email)) throw new HttpError(409, EMAIL_TAKEN);
      return insertTrainer(tx, input);
    });
  }

  /** Sets the password hash; `alsoInTransaction` runs in the same transaction (ending other sessions). */
  async setPassword(
    id: number,
    passwordHash: string,
    now: Date,
    alsoInTransaction?: (tx: Tx) => Promise<void>,
  ) {
    // Not public data: the public-data version stays where it is.
    await this.db.transaction(async (tx) => {
      await tx.update(trainers).set({ passwordHash, updatedAt: now }).where(eq(trainers.id, id));
      await alsoInTransaction?.(tx);
    });
  }

  /**
   * Recomputes a trainer's stored point from the profile's postal code, else city and state, with the
   * offline gazetteer (city level, never the street address); null coordinates when nothing matches.
   */
  refreshCoordinates(trainerId: number): Promise<GeoPoint | null> {
    return publicWrite(this.database, async (tx) => {
      const [profile] = await tx
        .select({
          city: trainerProfiles.city,
          state: trainerProfiles.state,
          postalCode: trainerProfiles.postalCode,
        })
        .from(trainerProfiles)
        .where(eq(trainerProfiles.trainerId, trainerId));
      if (!profile) return null;
      const point = locate(profile);
      await tx
        .update(trainerProfiles)
        .set({ latitude: point?.lat ?? null, longitude: point?.lng ?? null })
        .where(eq(trainerProfiles.trainerId, trainerId));
      return point;
    });
  }

  /**
   * ADMIN_EMAILS are admins (and, as the headquarters trainer, get an unlisted hq account if they have
   * none); TRAINER_LEAD_EMAIL is the announcement author. Roles stay rows in the database; an admin
   * role that configuration no longer names is taken away.
   */
  applyConfiguredRoles(config: Pick<AppConfig, "adminEmails" | "trainerLeadEmail">): Promise<void> {
    return publicWrite(this.database, async (tx) => {
      for (const email of config.adminEmails) {
        const id =
          (await idByEmail(tx, email)) ??
          (
            await insertTrainer(tx, {
              name: "Headquarters",
              email,
              status: "hq",
              customUrlSlug: "headquarters",
              city: "Tulsa",
              state: "OK",
              profile: { publiclyListed: false, latitude: null, longitude: null },
            })
          ).id;
        await tx
          .insert(trainerRoles)
          .values([
            { trainerId: id, role: "trainer" },
            { trainerId: id, role: "admin" },
          ])
          .onConflictDoNothing();
      }
      const leadId = await idByEmail(tx, config.trainerLeadEmail);
      if (leadId)
        await tx
          .insert(trainerRoles)
          .values({ trainerId: leadId, role: "announcement_author" })
          .onConflictDoNothing();
      const admins = await tx
        .select({ id: trainers.id, email: trainers.email })
        .from(trainers)
        .innerJoin(
          trainerRoles,
          and(eq(trainerRoles.trainerId, trainers.id), eq(trainerRoles.role, "admin")),
        );
      const removed = admins
        .filter((t) => !config.adminEmails.includes(t.email.toLowerCase()))
        .map((t) => t.id);
      if (removed.length)
        await tx
          .delete(trainerRoles)
          .where(and(eq(trainerRoles.role, "admin"), inArray(trainerRoles.trainerId, removed)));
    });
  }

  /**
   * Sets the profile picture (a URL on this site, from modules/pictures) and returns the value it
   * replaces, so the caller can delete the old upload. A trainer without a profile is a 404.
   */
  setPicture(trainerId: number, url: string | null): Promise<string | null> {
    return publicWrite(this.database, async (tx) => {
      const [row] = await tx
        .select({ previous: trainerProfiles.profilePicture })
        .from(trainerProfiles)
        .where(eq(trainerProfiles.trainerId, trainerId))
        .for("update");
      if (!row) throw new HttpError(404, "This trainer has no profile.");
      await tx
        .update(trainerProfiles)
        .set({ profilePicture: url, updatedAt: sql`now()` })
        .where(eq(trainerProfiles.trainerId, trainerId));
      return row.previous;
    });
  }

  /** How many trainer accounts exist (the demo seed runs only on a database with none). */
  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(trainers);
    return row?.n ?? 0;
  }

  /**
   * The owner's or the admin's profile save (spec portal §7 POST /api/trainer-profile/{id}, and the Edit
   * Profile screen's PUT). A field left out keeps its value, one sent replaces it (last save wins, no
   * version check); "" clears a text. A trainer's save ignores OWNER_ONLY_FIELDS; nobody sets the
   * e-mail, status, slug, picture or coordinates here. `name` is the account's name (first and last
   * name follow it), `timeZone` the account's zone. When city, state or postal code change, the
   * coordinates are recomputed in the same transaction. False when the trainer has no profile.
   */
  saveProfile(
    trainerId: number,
    fields: Partial<Omit<typeof trainerProfiles.$inferInsert, "trainerId">> & {
      name?: string;
      timeZone?: string;
    },
    options: { asAdmin: boolean },
  ): Promise<boolean> {
    return publicWrite(this.database, async (tx) => {
      const [current] = await tx
        .select({
          city: trainerProfiles.city,
          state: trainerProfiles.state,
          postalCode: trainerProfiles.postalCode,
        })
        .from(trainerProfiles)
        .where(eq(trainerProfiles.trainerId, trainerId))
        .for("update");
      if (!current) return false;
      const { name, timeZone, ...rest } = fields;
      const never = new Set<string>([
        "trainerId",
        "profilePicture",
        "latitude",
        "longitude",
        "updatedAt",
        "firstName",
        "lastName",
        "testimonials",
        ...(options.asAdmin ? [] : OWNER_ONLY_FIELDS),
      ]);
      const set: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(rest)) {
        if (value === undefined || never.has(key)) continue;
        set[key] = typeof value === "string" && value.trim() === "" ? null : value;
      }
      const now = new Date();
      if (name !== undefined || timeZone !== undefined) {
        await tx
          .update(trainers)
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(timeZone !== undefined ? { timeZone } : {}),
            updatedAt: now,
          })
          .where(eq(trainers.id, trainerId));
        if (name !== undefined) Object.assign(set, splitName(name));
      }
      const place = {
        city: "city" in set ? (set.city as string | null) : current.city,
        state: "state" in set ? (set.state as string | null) : current.state,
        postalCode: "postalCode" in set ? (set.postalCode as string | null) : current.postalCode,
      };
      if (
        place.city !== current.city ||
        place.state !== current.state ||
        place.postalCode !== current.postalCode
      ) {
        const point = locate(place);
        set.latitude = point?.lat ?? null;
        set.longitude = point?.lng ?? null;
      }
      await tx
        .update(trainerProfiles)
        .set({ ...(set as Partial<typeof trainerProfiles.$inferInsert>), updatedAt: now })
        .where(eq(trainerProfiles.trainerId, trainerId));
      return true;
    });
  }

  /**
   * Bulk loading (the demo data set, `npm run seed:many`): thousands of rows in a few statements, in
   * one transaction, then the public-data version moves like after any other write.
   */
  bulkLoad<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return publicWrite(this.database, work);
  }
}

async function idByEmail(tx: Tx, email: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: trainers.id }).from(trainers).where(byEmail(email));
  return row?.id;
}

/** Every slug in use now or before (old slugs keep answering 301, so they are never reused). */
export async function takenSlugs(tx: Tx): Promise<Set<string>> {
  const rows = [
    ...(await tx.select({ slug: trainers.slug }).from(trainers)),
    ...(await tx.select({ slug: slugHistory.slug }).from(slugHistory)),
  ];
  return new Set(rows.map((r) => r.slug));
}

async function insertTrainer(tx: Tx, input: NewTrainer): Promise<TrainerRow> {
  const names = splitName(input.name);
  const used = await takenSlugs(tx);
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
  // The city-level point from the gazetteer, unless the caller gives one (never the street address).
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
