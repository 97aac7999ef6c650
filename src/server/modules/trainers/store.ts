/**
 * The trainers store: every read and write of a trainer's account, roles, profile and slugs. Writes the
 * public can see run through publicWrite (db/public-write.ts), which moves the public-data version
 * after the commit, so the directory, profile pages, sitemap and feeds show them on the next request.
 * Who may be seen publicly (LISTED) and which fields only the admin may change (OWNER_ONLY_FIELDS) are
 * decided here and nowhere else. docs/product.md "Accounts" describes both.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { ADMIN_TEXT, type trainerChange } from "../../../shared/contracts/admin";
import { addYears, CERTIFICATION_YEARS } from "../../../shared/days";
import { defaultTimeZone } from "../../../shared/regions";
import { slugBase, splitName, storableSlug, uniqueSlug } from "../../../shared/slug";
import type { AppConfig } from "../../config";
import type { Database, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import { applicants, sessions, slugHistory, trainerProfiles, trainerRoles, trainers } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { type GeoPoint, locateWhenLoaded } from "../geo/gazetteer";

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

/** The advisory lock that serialises moves of the trainer-lead role (any number unique in the app). */
const TRAINER_LEAD_LOCK = 7_150_001;

/** The class of the advisory locks, one per e-mail address, that serialise making an account. */
const ACCOUNT_EMAIL_LOCK = 7_150_002;

/**
 * Takes, until the transaction ends, the lock of this e-mail address (any case): whatever makes an
 * account for an address, or an applicant's record of it, takes turns with everything else doing so
 * for the same address, on every app server (a storefront order delivered twice at once, or the
 * admin's confirmation beside it, make one account). Taking it again in the same transaction is free.
 */
export async function lockAccountEmail(tx: Tx, email: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ACCOUNT_EMAIL_LOCK}, hashtext(${email.trim().toLowerCase()}))`,
  );
}

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
  /** Give the account an affiliate code derived from its slug (docs/product.md "Onboarding"). */
  affiliateCode?: boolean;
  /** City and state are the product's default, not given (the console shows it). */
  locationDefaulted?: boolean;
  profile?: Partial<Omit<typeof trainerProfiles.$inferInsert, "trainerId">>;
};

export const EMAIL_TAKEN = ADMIN_TEXT.emailTaken;
export const SLUG_TAKEN = ADMIN_TEXT.slugTaken;
export const SLUG_INVALID = ADMIN_TEXT.slugInvalid;

/** What the admin console may change on an account (the console's trainerChange, checked). */
export type AdminChange = z.output<typeof trainerChange>;

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

  /**
   * Removes the trainer's profile row, leaving the account (the development seed's `withoutProfile`: a
   * record missing as after a failed import, for the dashboard's "missing record" state).
   */
  async removeProfile(trainerId: number): Promise<void> {
    await publicWrite(this.database, (tx) =>
      tx.delete(trainerProfiles).where(eq(trainerProfiles.trainerId, trainerId)),
    );
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
  create(
    input: NewTrainer,
    alsoInTransaction?: (tx: Tx, row: TrainerRow) => Promise<void>,
  ): Promise<TrainerRow> {
    return publicWrite(this.database, async (tx) => {
      const row = await this.createIn(tx, input);
      await alsoInTransaction?.(tx, row);
      return row;
    });
  }

  /**
   * create() in the caller's transaction (run through publicWrite): the e-mail's lock is taken first,
   * so two creations for one address at once make one account and the other gets the 409.
   */
  async createIn(tx: Tx, input: NewTrainer): Promise<TrainerRow> {
    await lockAccountEmail(tx, input.email);
    if (await idByEmail(tx, input.email)) throw new HttpError(409, EMAIL_TAKEN);
    return insertTrainer(tx, input);
  }

  /** The id of the account with this e-mail (any case), read in the caller's transaction. */
  idByEmailIn(tx: Tx, email: string): Promise<number | undefined> {
    return idByEmail(tx, email);
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
      const point = await locateWhenLoaded(profile);
      await tx
        .update(trainerProfiles)
        .set({ latitude: point?.lat ?? null, longitude: point?.lng ?? null })
        .where(eq(trainerProfiles.trainerId, trainerId));
      return point;
    });
  }

  /** Who holds the trainer-lead role (announcement_author), or null when nobody does. */
  async trainerLead(): Promise<{ id: number; name: string; email: string } | null> {
    const [lead] = await this.db
      .select({ id: trainers.id, name: trainers.name, email: trainers.email })
      .from(trainers)
      .innerJoin(
        trainerRoles,
        and(eq(trainerRoles.trainerId, trainers.id), eq(trainerRoles.role, "announcement_author")),
      )
      .orderBy(trainers.id)
      .limit(1);
    return lead ?? null;
  }

  /**
   * Moves the trainer-lead role to the trainer of this e-mail (docs/decisions/0015): one holder at a
   * time. "none" when no trainer has the e-mail, "inactive" when they cannot sign in.
   */
  moveTrainerLead(
    email: string,
    alsoInTransaction: (tx: Tx, before: string | null, after: string) => Promise<void>,
  ): Promise<{ id: number; name: string; email: string } | "none" | "inactive"> {
    return this.db.transaction(async (tx) => {
      // Two moves at once would each delete what they see and both insert: they take turns instead.
      await tx.execute(sql`select pg_advisory_xact_lock(${TRAINER_LEAD_LOCK})`);
      const [target] = await tx
        .select({ id: trainers.id, name: trainers.name, email: trainers.email, status: trainers.status })
        .from(trainers)
        .where(eq(sql`lower(${trainers.email})`, email.toLowerCase()));
      if (!target) return "none";
      if (target.status === "suspended" || target.status === "revoked") return "inactive";
      const holders = await tx
        .delete(trainerRoles)
        .where(eq(trainerRoles.role, "announcement_author"))
        .returning({ trainerId: trainerRoles.trainerId });
      await tx.insert(trainerRoles).values({ trainerId: target.id, role: "announcement_author" });
      const [previous] = holders.length
        ? await tx
            .select({ email: trainers.email })
            .from(trainers)
            .where(
              inArray(
                trainers.id,
                holders.map((h) => h.trainerId),
              ),
            )
        : [];
      await alsoInTransaction(tx, previous?.email ?? null, target.email);
      return { id: target.id, name: target.name, email: target.email };
    });
  }

  /**
   * ADMIN_EMAILS are admins (and, as the headquarters trainer, get an unlisted hq account if they have
   * none); TRAINER_LEAD_EMAIL is the first announcement author: it is given the role only while nobody
   * holds it, since the admin console moves the role afterwards. Roles stay rows in the database; an
   * admin role that configuration no longer names is taken away.
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
      const [held] = await tx
        .select({ id: trainerRoles.trainerId })
        .from(trainerRoles)
        .where(eq(trainerRoles.role, "announcement_author"))
        .limit(1);
      if (leadId && !held)
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
        const point = await locateWhenLoaded(place);
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
   * The admin console's change of an account (docs/decisions/0015): status, featured, the owner-only
   * fields, login e-mail, slug (the old one answers 301), map point and affiliate code, in one
   * transaction. Suspending or revoking ends the trainer's sessions in it; certifying without dates
   * sets the certification date to today and the renewal two years on. `audit` runs in the same
   * transaction with the changed fields' values before and after. Undefined when there is no trainer.
   */
  adminChange(
    trainerId: number,
    change: AdminChange,
    today: string,
    audit: (tx: Tx, before: Record<string, unknown>, after: Record<string, unknown>) => Promise<void>,
  ): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> } | undefined> {
    return publicWrite(this.database, async (tx) => {
      const [row] = await tx
        .select({ account: trainers, profile: trainerProfiles })
        .from(trainers)
        .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
        .where(eq(trainers.id, trainerId))
        .for("update");
      if (!row) return undefined;
      const current: Record<string, unknown> = {
        status: row.account.status,
        email: row.account.email,
        slug: row.account.slug,
        affiliateCode: row.account.affiliateCode,
        featured: row.profile.featuredTrainer,
        displayName: row.profile.displayName,
        city: row.profile.city,
        state: row.profile.state,
        displayLocation: row.profile.displayLocation,
        trainingDate: row.profile.trainingDate,
        certificationDate: row.profile.certificationDate,
        renewalDate: row.profile.renewalDate,
        latitude: row.profile.latitude,
        longitude: row.profile.longitude,
      };
      const next: Record<string, unknown> = { ...current };
      for (const [key, value] of Object.entries(change)) if (value !== undefined) next[key] = value;
      const certifying =
        change.status !== undefined &&
        LISTED_STATUSES.includes(change.status as (typeof LISTED_STATUSES)[number]) &&
        !LISTED_STATUSES.includes(row.account.status as (typeof LISTED_STATUSES)[number]);
      if (certifying && change.certificationDate === undefined && !current.certificationDate)
        next.certificationDate = today;
      if (next.certificationDate !== current.certificationDate && change.renewalDate === undefined)
        next.renewalDate = next.certificationDate
          ? addYears(next.certificationDate as string, CERTIFICATION_YEARS)
          : null;
      const placeMoved = next.city !== current.city || next.state !== current.state;
      if (placeMoved && change.latitude === undefined && change.longitude === undefined) {
        const point = await locateWhenLoaded({
          city: next.city as string | null,
          state: next.state as string | null,
        });
        next.latitude = point?.lat ?? null;
        next.longitude = point?.lng ?? null;
      }
      if ((next.latitude === null) !== (next.longitude === null))
        throw new HttpError(400, "Give both latitude and longitude, or neither.");

      if (next.email !== current.email) {
        const other = await idByEmail(tx, next.email as string);
        if (other !== undefined && other !== trainerId) throw new HttpError(409, EMAIL_TAKEN);
      }
      if (next.slug !== current.slug) {
        const slug = next.slug as string;
        if (storableSlug(slug) !== slug) throw new HttpError(400, SLUG_INVALID);
        const owners = await tx
          .select({ id: trainers.id })
          .from(trainers)
          .where(eq(trainers.slug, slug))
          .unionAll(
            tx.select({ id: slugHistory.trainerId }).from(slugHistory).where(eq(slugHistory.slug, slug)),
          );
        if (owners.some((o) => o.id !== trainerId)) throw new HttpError(409, SLUG_TAKEN);
        await tx.delete(slugHistory).where(eq(slugHistory.slug, slug));
        await tx
          .insert(slugHistory)
          .values({ slug: current.slug as string, trainerId })
          .onConflictDoNothing();
      }

      const changed = Object.keys(next).filter((k) => next[k] !== current[k]);
      if (changed.length === 0) return { before: {}, after: {} };
      const now = new Date();
      await tx
        .update(trainers)
        .set({
          status: next.status as TrainerRow["status"],
          email: (next.email as string).toLowerCase(),
          slug: next.slug as string,
          affiliateCode: next.affiliateCode as string | null,
          updatedAt: now,
        })
        .where(eq(trainers.id, trainerId));
      await tx
        .update(trainerProfiles)
        .set({
          featuredTrainer: next.featured as boolean,
          displayName: next.displayName as string | null,
          city: next.city as string | null,
          state: next.state as string | null,
          displayLocation: next.displayLocation as string | null,
          trainingDate: next.trainingDate as string | null,
          certificationDate: next.certificationDate as string | null,
          renewalDate: next.renewalDate as string | null,
          ...(placeMoved ? { locationDefaulted: false } : {}),
          latitude: next.latitude as number | null,
          longitude: next.longitude as number | null,
          updatedAt: now,
        })
        .where(eq(trainerProfiles.trainerId, trainerId));
      if (next.status === "suspended" || next.status === "revoked") {
        await tx.delete(sessions).where(eq(sessions.trainerId, trainerId));
        // The onboarding sessions of the applications linked to the account end too (issue 27, F1).
        await tx
          .delete(sessions)
          .where(
            inArray(
              sessions.applicantId,
              tx.select({ id: applicants.id }).from(applicants).where(eq(applicants.trainerId, trainerId)),
            ),
          );
      }
      const before = Object.fromEntries(changed.map((k) => [k, current[k]]));
      const after = Object.fromEntries(changed.map((k) => [k, next[k]]));
      await audit(tx, before, after);
      return { before, after };
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

/** "dana-whitfield" → "DANAWHITFIELD", then "DANAWHITFIELD2", ... until unused. */
async function uniqueAffiliateCode(tx: Tx, slug: string): Promise<string> {
  const base =
    slug
      .replace(/[^a-z0-9]/gi, "")
      .toUpperCase()
      .slice(0, 16) || "TRAINER";
  const taken = new Set(
    (
      await tx
        .select({ code: trainers.affiliateCode })
        .from(trainers)
        .where(sql`${trainers.affiliateCode} like ${`${base}%`}`)
    ).map((r) => r.code),
  );
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base}${n}`;
  return code;
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
      ...(input.affiliateCode ? { affiliateCode: await uniqueAffiliateCode(tx, slug) } : {}),
    })
    .returning();
  // The city-level point from the gazetteer, unless the caller gives one (never the street address).
  const point =
    input.profile?.latitude != null && input.profile?.longitude != null
      ? undefined
      : await locateWhenLoaded({
          city: input.city,
          state: input.state,
          postalCode: input.profile?.postalCode,
        });
  await tx.insert(trainerProfiles).values({
    trainerId: row!.id,
    ...names,
    city: input.city,
    state: input.state,
    locationDefaulted: input.locationDefaulted ?? false,
    ...(point ? { latitude: point.lat, longitude: point.lng } : {}),
    ...input.profile,
  });
  await tx.insert(trainerRoles).values({ trainerId: row!.id, role: "trainer" });
  return row!;
}
