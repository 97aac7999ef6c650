/**
 * The trainers repository (SQL only, rows in and out): accounts, their roles and the rows a new account
 * is made of. Writes the public can see run through publicWrite (db/public-write.ts), which moves the
 * public-data version after the commit. The rules (who may be made, with which slug and code, who holds
 * which role) are the service's (service.ts); profile writes are profile-repository.ts.
 */
import { and, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import type { PublicChange } from "../../db/public-version";
import { publicWrite } from "../../db/public-write";
import { slugHistory, trainerProfiles, trainerRoles, trainers } from "../../db/schema";
import { LISTED_STATUSES } from "./rules";

export type RoleName = (typeof trainerRoles.$inferSelect)["role"];
export type TrainerRow = typeof trainers.$inferSelect;
export type ProfileRow = typeof trainerProfiles.$inferSelect;
/** A trainer's account with its roles (account.ts names it `Account`). */
export type AccountRow = TrainerRow & { roles: RoleName[] };
export type NewAccountRow = typeof trainers.$inferInsert;
export type NewProfileRow = typeof trainerProfiles.$inferInsert;
export type ProfileFields = Partial<Omit<NewProfileRow, "trainerId">>;
export type TrainerLead = { id: number; name: string; email: string };

/** A trainer the public sees: certified or hq, and publicly listed (on a join of trainers and profiles). */
export const LISTED: SQL = and(
  inArray(trainers.status, [...LISTED_STATUSES]),
  eq(trainerProfiles.publiclyListed, true),
)!;

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

/** Every slug in use now or before (old slugs keep answering 301, so they are never reused). */
export async function takenSlugs(tx: Tx): Promise<Set<string>> {
  const rows = [
    ...(await tx.select({ slug: trainers.slug }).from(trainers)),
    ...(await tx.select({ slug: slugHistory.slug }).from(slugHistory)),
  ];
  return new Set(rows.map((r) => r.slug));
}

const byEmail = (email: string) => sql`lower(${trainers.email}) = ${email.toLowerCase()}`;

export class TrainerRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** A transaction whose commit moves the public-data version (what the public sees may change). */
  publicWrite<T>(work: (tx: Tx) => Promise<T>, scope?: PublicChange): Promise<T> {
    return publicWrite(this.database, work, scope);
  }

  /** A transaction of private data: the public-data version stays where it is. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async accountByEmail(email: string): Promise<AccountRow | undefined> {
    const [row] = await this.db.select().from(trainers).where(byEmail(email));
    return row ? this.withRoles(row) : undefined;
  }

  /** Every signed-in request reads its account: one query, the roles with it. */
  async accountById(id: number): Promise<AccountRow | undefined> {
    const [row] = await this.db
      .select({
        ...getTableColumns(trainers),
        roles: sql<
          RoleName[]
        >`coalesce((select json_agg(${trainerRoles.role}) from ${trainerRoles} where ${trainerRoles.trainerId} = ${trainers.id}), '[]'::json)`,
      })
      .from(trainers)
      .where(eq(trainers.id, id));
    return row;
  }

  private async withRoles(row: TrainerRow): Promise<AccountRow> {
    const roles = await this.db
      .select({ role: trainerRoles.role })
      .from(trainerRoles)
      .where(eq(trainerRoles.trainerId, row.id));
    return { ...row, roles: roles.map((r) => r.role) };
  }

  /** The id of the account with this e-mail (any case), read in the caller's transaction. */
  async idByEmail(tx: Tx, email: string): Promise<number | undefined> {
    const [row] = await tx.select({ id: trainers.id }).from(trainers).where(byEmail(email));
    return row?.id;
  }

  /** How many trainer accounts exist. */
  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(trainers);
    return row?.n ?? 0;
  }

  /** The affiliate codes that start with `base`. */
  async affiliateCodesLike(tx: Tx, base: string): Promise<Set<string | null>> {
    const rows = await tx
      .select({ code: trainers.affiliateCode })
      .from(trainers)
      .where(sql`${trainers.affiliateCode} like ${`${base}%`}`);
    return new Set(rows.map((r) => r.code));
  }

  async insertAccount(tx: Tx, values: NewAccountRow): Promise<TrainerRow> {
    const [row] = await tx.insert(trainers).values(values).returning();
    return row!;
  }

  async insertProfile(tx: Tx, values: NewProfileRow): Promise<void> {
    await tx.insert(trainerProfiles).values(values);
  }

  /** Gives the trainer these roles (one already held stays). */
  async grantRoles(tx: Tx, trainerId: number, roles: RoleName[]): Promise<void> {
    await tx
      .insert(trainerRoles)
      .values(roles.map((role) => ({ trainerId, role })))
      .onConflictDoNothing();
  }

  /** Who holds the role first (by id), or undefined. */
  async roleHolder(tx: Tx, role: RoleName): Promise<number | undefined> {
    const [held] = await tx
      .select({ id: trainerRoles.trainerId })
      .from(trainerRoles)
      .where(eq(trainerRoles.role, role))
      .limit(1);
    return held?.id;
  }

  /** Every account holding the role, with its e-mail. */
  accountsWithRole(tx: Tx, role: RoleName): Promise<{ id: number; email: string }[]> {
    return tx
      .select({ id: trainers.id, email: trainers.email })
      .from(trainers)
      .innerJoin(trainerRoles, and(eq(trainerRoles.trainerId, trainers.id), eq(trainerRoles.role, role)));
  }

  async revokeRole(tx: Tx, role: RoleName, trainerIds: number[]): Promise<void> {
    await tx
      .delete(trainerRoles)
      .where(and(eq(trainerRoles.role, role), inArray(trainerRoles.trainerId, trainerIds)));
  }

  /** Sets the password hash; `alsoInTransaction` runs in the same transaction (ending other sessions). */
  async setPassword(
    id: number,
    passwordHash: string,
    now: Date,
    alsoInTransaction?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    // Not public data: the public-data version stays where it is.
    await this.db.transaction(async (tx) => {
      await tx.update(trainers).set({ passwordHash, updatedAt: now }).where(eq(trainers.id, id));
      await alsoInTransaction?.(tx);
    });
  }

  /** Who holds the trainer-lead role (announcement_author), or null when nobody does. */
  async trainerLead(): Promise<TrainerLead | null> {
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
   * Moves the trainer-lead role to the trainer of this e-mail, one holder at a time: `accept` sees the
   * trainer (undefined when none has the e-mail) and throws to refuse, before anything is written.
   */
  moveTrainerLead(
    email: string,
    accept: (target: (TrainerLead & { status: TrainerRow["status"] }) | undefined) => void,
    alsoInTransaction: (tx: Tx, before: string | null, after: string) => Promise<void>,
  ): Promise<TrainerLead> {
    return this.db.transaction(async (tx) => {
      // Two moves at once would each delete what they see and both insert: they take turns instead.
      await tx.execute(sql`select pg_advisory_xact_lock(${TRAINER_LEAD_LOCK})`);
      const [target] = await tx
        .select({ id: trainers.id, name: trainers.name, email: trainers.email, status: trainers.status })
        .from(trainers)
        .where(eq(sql`lower(${trainers.email})`, email.toLowerCase()));
      accept(target);
      if (!target) throw new Error("moveTrainerLead: accept let no trainer through");
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
}
