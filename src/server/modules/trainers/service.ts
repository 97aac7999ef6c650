/**
 * The trainers' rules (docs/product.md "Accounts"): making an account (a unique slug, an affiliate code,
 * the gazetteer's point, one account per e-mail), the configured roles and the trainer-lead role, and
 * the owner's or the admin's profile save (OWNER_ONLY_FIELDS, the point following the place). Throws
 * domain errors; the SQL is in repository.ts and profile-repository.ts. The console's rules are
 * admin-service.ts, the profile screens' profile-service.ts.
 */
import { splitName } from "../../../shared/slug";
import type { AppConfig } from "../../config";
import type { Tx } from "../../db/client";
import { Conflict, NotFound } from "../../platform/domain-errors";
import type { GeoPoint } from "../geo/gazetteer";
import type { Account } from "./account";
import { insertTrainer, type NewTrainer } from "./new-account";
import type { ProfileRepository } from "./profile-repository";
import { placeAfter, samePlace, savedColumns } from "./profile-save";
import {
  lockAccountEmail,
  type ProfileFields,
  type ProfileRow,
  type TrainerLead,
  type TrainerRepository,
  type TrainerRow,
} from "./repository";
import { EMAIL_TAKEN, type Locate, NO_PROFILE } from "./rules";

/** A profile save: profile fields, and the account's name and time zone. */
export type ProfileSaveFields = ProfileFields & { name?: string; timeZone?: string };

export class TrainerService {
  constructor(
    private readonly repository: TrainerRepository,
    private readonly profiles: ProfileRepository,
    private readonly locate: Locate,
  ) {}

  // --- Accounts -------------------------------------------------------------------------------

  accountByEmail(email: string): Promise<Account | undefined> {
    return this.repository.accountByEmail(email);
  }

  accountById(id: number): Promise<Account | undefined> {
    return this.repository.accountById(id);
  }

  /** The id of the account with this e-mail (any case), read in the caller's transaction. */
  idByEmailIn(tx: Tx, email: string): Promise<number | undefined> {
    return this.repository.idByEmail(tx, email);
  }

  /** How many trainer accounts exist (the demo seed runs only on a database with none). */
  count(): Promise<number> {
    return this.repository.count();
  }

  /**
   * Bulk loading (the demo data set, `npm run seed:many`): thousands of rows in a few statements, in
   * one transaction, then the public-data version moves like after any other write.
   */
  bulkLoad<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.repository.publicWrite(work);
  }

  /**
   * Creates the account, its profile and the trainer role; the slug follows the product's rule, made
   * unique. A taken e-mail is a conflict and nothing is written.
   */
  create(
    input: NewTrainer,
    alsoInTransaction?: (tx: Tx, row: TrainerRow) => Promise<void>,
  ): Promise<TrainerRow> {
    return this.repository.publicWrite(async (tx) => {
      const row = await this.createIn(tx, input);
      await alsoInTransaction?.(tx, row);
      return row;
    });
  }

  /**
   * create() in the caller's transaction (run through publicWrite): the e-mail's lock is taken first,
   * so two creations for one address at once make one account and the other gets the conflict.
   */
  async createIn(tx: Tx, input: NewTrainer): Promise<TrainerRow> {
    await lockAccountEmail(tx, input.email);
    if (await this.repository.idByEmail(tx, input.email)) throw new Conflict(EMAIL_TAKEN);
    return insertTrainer(this.repository, this.locate, tx, input);
  }

  /** Sets the password hash; `alsoInTransaction` runs in the same transaction (ending other sessions). */
  setPassword(id: number, passwordHash: string, now: Date, alsoInTransaction?: (tx: Tx) => Promise<void>) {
    return this.repository.setPassword(id, passwordHash, now, alsoInTransaction);
  }

  // --- Roles ----------------------------------------------------------------------------------

  /** Who holds the trainer-lead role (announcement_author), or null when nobody does. */
  trainerLead(): Promise<TrainerLead | null> {
    return this.repository.trainerLead();
  }

  /**
   * ADMIN_EMAILS are admins (and, as the headquarters trainer, get an unlisted hq account if they have
   * none); TRAINER_LEAD_EMAIL is the first announcement author: it is given the role only while nobody
   * holds it, since the admin console moves the role afterwards. Roles stay rows in the database; an
   * admin role that configuration no longer names is taken away.
   */
  applyConfiguredRoles(config: Pick<AppConfig, "adminEmails" | "trainerLeadEmail">): Promise<void> {
    const repository = this.repository;
    return repository.publicWrite(async (tx) => {
      for (const email of config.adminEmails) {
        const id =
          (await repository.idByEmail(tx, email)) ??
          (
            await insertTrainer(this.repository, this.locate, tx, {
              name: "Headquarters",
              email,
              status: "hq",
              customUrlSlug: "headquarters",
              city: "Tulsa",
              state: "OK",
              profile: { publiclyListed: false, latitude: null, longitude: null },
            })
          ).id;
        await repository.grantRoles(tx, id, ["trainer", "admin"]);
      }
      const leadId = await repository.idByEmail(tx, config.trainerLeadEmail);
      const held = await repository.roleHolder(tx, "announcement_author");
      if (leadId && held === undefined) await repository.grantRoles(tx, leadId, ["announcement_author"]);
      const admins = await repository.accountsWithRole(tx, "admin");
      const removed = admins
        .filter((t) => !config.adminEmails.includes(t.email.toLowerCase()))
        .map((t) => t.id);
      if (removed.length) await repository.revokeRole(tx, "admin", removed);
    });
  }

  // --- Profiles -------------------------------------------------------------------------------

  /** The trainer's profile row (every column), or undefined when the account has none. */
  profileOf(trainerId: number): Promise<ProfileRow | undefined> {
    return this.profiles.profileOf(trainerId);
  }

  /**
   * Removes the trainer's profile row, leaving the account (the development seed's `withoutProfile`: a
   * record missing as after a failed import, for the dashboard's "missing record" state).
   */
  removeProfile(trainerId: number): Promise<void> {
    return this.profiles.removeProfile(trainerId);
  }

  /**
   * Recomputes a trainer's stored point from the profile's postal code, else city and state, with the
   * offline gazetteer (city level, never the street address); null coordinates when nothing matches.
   */
  refreshCoordinates(trainerId: number): Promise<GeoPoint | null> {
    return this.repository.publicWrite(
      async (tx) => {
        const place = await this.profiles.placeOf(tx, trainerId);
        if (!place) return null;
        const point = await this.locate(place);
        await this.profiles.updateProfile(tx, trainerId, {
          latitude: point?.lat ?? null,
          longitude: point?.lng ?? null,
        });
        return point;
        // Only her own data: her pages are drawn again, not every trainer's (decision 0048).
      },
      { trainerId },
    );
  }

  /**
   * Sets the profile picture (a URL on this site, from modules/pictures) and returns the value it
   * replaces, so the caller can delete the old upload. A trainer without a profile is not found.
   */
  setPicture(trainerId: number, url: string | null): Promise<string | null> {
    return this.repository.publicWrite(
      async (tx) => {
        const row = await this.profiles.pictureForUpdate(tx, trainerId);
        if (!row) throw new NotFound(NO_PROFILE);
        await this.profiles.setPicture(tx, trainerId, url);
        return row.previous;
        // Only her own data: her pages are drawn again, not every trainer's (decision 0048).
      },
      { trainerId },
    );
  }

  /**
   * The owner's or the admin's profile save (spec portal §7 POST /api/trainer-profile/{id}, and the Edit
   * Profile screen's PUT). A field left out keeps its value, one sent replaces it (last save wins, no
   * version check); "" clears a text. A trainer's save ignores OWNER_ONLY_FIELDS; nobody sets the
   * e-mail, status, slug, picture or coordinates here. `name` is the account's name (first and last
   * name follow it), `timeZone` the account's zone. When city, state or postal code change, the
   * coordinates are recomputed in the same transaction. False when the trainer has no profile.
   */
  saveProfile(trainerId: number, fields: ProfileSaveFields, options: { asAdmin: boolean }): Promise<boolean> {
    return this.repository.publicWrite(
      async (tx) => {
        const current = await this.profiles.placeOf(tx, trainerId, true);
        if (!current) return false;
        const { name, timeZone, ...rest } = fields;
        const set = savedColumns(rest, options.asAdmin);
        const now = new Date();
        if (name !== undefined || timeZone !== undefined) {
          await this.profiles.updateAccount(tx, trainerId, {
            ...(name !== undefined ? { name } : {}),
            ...(timeZone !== undefined ? { timeZone } : {}),
            updatedAt: now,
          });
          if (name !== undefined) Object.assign(set, splitName(name));
        }
        const place = placeAfter(set, current);
        if (!samePlace(place, current)) {
          const point = await this.locate(place);
          set.latitude = point?.lat ?? null;
          set.longitude = point?.lng ?? null;
        }
        await this.profiles.updateProfile(tx, trainerId, { ...(set as ProfileFields), updatedAt: now });
        return true;
        // Only her own data: her pages are drawn again, not every trainer's (decision 0048).
      },
      { trainerId },
    );
  }
}
