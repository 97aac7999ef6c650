/**
 * The sessions and sign-in tokens repository (SQL only, rows in and out): the one writer of `sessions`
 * and `sign_in_tokens` (issue 30: sessions have one owner). Other modules end sessions inside their own
 * transaction through the `end…Sessions` functions below; the rules are in session-service.ts and
 * service.ts.
 */
import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Database, Db, Tx } from "../../db/client";
import { applicants, sessions, signInTokens, trainers } from "../../db/schema";

/** Whose a session or a token is: a trainer's account, or an applicant before the account exists. */
export type Principal = { kind: "trainer"; trainerId: number } | { kind: "applicant"; applicantId: number };

export type NewSession = {
  idHash: string;
  principal: Principal;
  createdAt: Date;
  expiresAt: Date;
  ip?: string;
  userAgent?: string;
};

export type TokenPurpose = "login" | "applicant";
export type NewToken = {
  tokenHash: string;
  principal: Principal;
  email: string;
  createdAt: Date;
  expiresAt: Date;
};
export type TokenRow = typeof signInTokens.$inferSelect;

/** What the prune deletes: sessions expired at or before, trainer sessions idle since, tokens expired before. */
export type PruneCutoffs = { sessionExpiry: Date; sessionIdle: Date; tokenExpiry: Date };

const ids = (p: Principal) =>
  p.kind === "trainer"
    ? { trainerId: p.trainerId, applicantId: null }
    : { trainerId: null, applicantId: p.applicantId };

const purposeOf = (p: Principal): TokenPurpose => (p.kind === "trainer" ? "login" : "applicant");

export class SessionRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async insert(row: NewSession): Promise<void> {
    await this.db.insert(sessions).values({
      idHash: row.idHash,
      kind: row.principal.kind,
      ...ids(row.principal),
      createdAt: row.createdAt,
      lastSeenAt: row.createdAt,
      expiresAt: row.expiresAt,
      ip: row.ip,
      userAgent: row.userAgent,
    });
  }

  async remove(idHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
  }

  /** A trainer session with its account's status (whether the account may still sign in). */
  async trainerSession(idHash: string) {
    const [row] = await this.db
      .select({
        trainerId: trainers.id,
        status: trainers.status,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(trainers, eq(trainers.id, sessions.trainerId))
      .where(and(eq(sessions.idHash, idHash), eq(sessions.kind, "trainer")));
    return row;
  }

  async touch(idHash: string, now: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }

  /** The applicant of a live onboarding session, or undefined. */
  async applicantOf(idHash: string, now: Date): Promise<number | undefined> {
    const [row] = await this.db
      .select({ applicantId: sessions.applicantId })
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), eq(sessions.kind, "applicant"), gt(sessions.expiresAt, now)));
    return row?.applicantId ?? undefined;
  }

  /**
   * A trainer's live sessions (not expired at `now`, seen since `seenSince`), most recently seen first,
   * for the console: times and the user agent only, never the id's hash or the IP. Undefined when there
   * is no such trainer.
   */
  async liveOfTrainer(trainerId: number, now: Date, seenSince: Date) {
    const [[trainer], rows] = await Promise.all([
      this.db.select({ id: trainers.id }).from(trainers).where(eq(trainers.id, trainerId)),
      this.db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.trainerId, trainerId),
            gt(sessions.expiresAt, now),
            gte(sessions.lastSeenAt, seenSince),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt)),
    ]);
    return trainer ? rows : undefined;
  }

  /** Deletes what is past its time (the retention job's prune); answers how many of each. */
  async prune(cut: PruneCutoffs): Promise<{ sessions: number; tokens: number }> {
    const gone = await this.db
      .delete(sessions)
      .where(
        or(
          lte(sessions.expiresAt, cut.sessionExpiry),
          // Only a trainer session is refreshed as it is used; an applicant's lives to its expiry.
          and(eq(sessions.kind, "trainer"), lt(sessions.lastSeenAt, cut.sessionIdle)),
        ),
      )
      .returning({ id: sessions.idHash });
    const tokens = await this.db
      .delete(signInTokens)
      .where(lt(signInTokens.expiresAt, cut.tokenExpiry))
      .returning({ id: signInTokens.tokenHash });
    return { sessions: gone.length, tokens: tokens.length };
  }

  // --- Tokens --------------------------------------------------------------------------------------

  /** Stores a token; in `tx` when the e-mail carrying it is queued in the same transaction. */
  async insertToken(row: NewToken, tx?: Tx): Promise<void> {
    await (tx ?? this.db).insert(signInTokens).values({
      tokenHash: row.tokenHash,
      purpose: purposeOf(row.principal),
      email: row.email,
      ...ids(row.principal),
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
    });
  }

  async removeToken(tokenHash: string): Promise<void> {
    await this.db.delete(signInTokens).where(eq(signInTokens.tokenHash, tokenHash));
  }

  async token(tokenHash: string, purpose: TokenPurpose): Promise<TokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(signInTokens)
      .where(and(eq(signInTokens.tokenHash, tokenHash), eq(signInTokens.purpose, purpose)));
    return row;
  }

  /**
   * Marks an unused token of `email` used, if it is still valid at `now` (a conditional update, so
   * single use holds under concurrent clicks); answers its row, or undefined when it was not.
   */
  async spendToken(tokenHash: string, purpose: TokenPurpose, email: string, now: Date) {
    const [row] = await this.db
      .update(signInTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInTokens.tokenHash, tokenHash),
          eq(signInTokens.purpose, purpose),
          eq(signInTokens.email, email),
          isNull(signInTokens.usedAt),
          gt(signInTokens.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  /** Whether an application was made with this e-mail (any case). */
  async isApplicant(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(sql`lower(${applicants.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return Boolean(row);
  }

  /** Whether the applicant still exists. */
  async applicantExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: applicants.id }).from(applicants).where(eq(applicants.id, id));
    return Boolean(row);
  }
}

// --- Ending sessions in the caller's transaction ------------------------------------------------------

/** Ends every session of a trainer but the one given (a password change signs the others out). */
export async function endTrainerSessions(db: Db | Tx, trainerId: number, keepHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepHash
        ? and(eq(sessions.trainerId, trainerId), ne(sessions.idHash, keepHash))
        : eq(sessions.trainerId, trainerId),
    );
}

/**
 * Ends an account's sessions and the onboarding sessions of the applications linked to it (suspension,
 * revocation: issue 27, F1).
 */
export async function endAccountSessions(tx: Tx, trainerId: number): Promise<void> {
  // Ended, not deleted: the next request with one of them is told why once (session-service.ts), and it
  // is removed then. Expired at the epoch, so a restored account never brings one back to life.
  await tx
    .update(sessions)
    .set({ expiresAt: new Date(0) })
    .where(eq(sessions.trainerId, trainerId));
  await tx
    .delete(sessions)
    .where(
      inArray(
        sessions.applicantId,
        tx.select({ id: applicants.id }).from(applicants).where(eq(applicants.trainerId, trainerId)),
      ),
    );
}

/** Ends an applicant's onboarding sessions (their account exists now, or the application merged). */
export async function endApplicantSessions(tx: Tx, applicantId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.applicantId, applicantId));
}
