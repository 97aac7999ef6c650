/**
 * The applicants repository (SQL only, rows in and out): people in the onboarding flow (a paid order's
 * own writes are order-repository.ts). A method that takes a `tx` runs in the
 * caller's transaction (the service's, under the e-mail's lock); the rules are in applicant-service.ts.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Db, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import { applicants, signatures } from "../../db/schema";
import { endApplicantSessions } from "../auth/repository";
import { lockAccountEmail } from "../trainers/repository";

export type ApplicantRow = typeof applicants.$inferSelect;
export type ApplicantFields = {
  fullName: string;
  email: string;
  phone?: string | null;
  city?: string | null;
  state?: string | null;
  address?: string | null;
  shirtSize?: string | null;
  deviceColor?: string | null;
  paymentPlan?: string | null;
  agreeTerms?: boolean;
};
const byEmail = (email: string) => sql`lower(${applicants.email}) = ${email.toLowerCase()}`;

export class ApplicantRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** A transaction whose commit moves the public-data version (it may make a listed account). */
  publicWrite<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return publicWrite(this.database, work);
  }

  /** The e-mail's lock (trainers/repository.ts), until the transaction ends. */
  lockEmail(tx: Tx, email: string): Promise<void> {
    return lockAccountEmail(tx, email);
  }

  async byId(id: number, db: Db | Tx = this.db): Promise<ApplicantRow | undefined> {
    const [row] = await db.select().from(applicants).where(eq(applicants.id, id));
    return row;
  }

  /** The newest applicant with this e-mail (any case), or undefined. */
  async byEmail(email: string, db: Db | Tx = this.db): Promise<ApplicantRow | undefined> {
    const [row] = await db
      .select()
      .from(applicants)
      .where(byEmail(email))
      .orderBy(desc(applicants.id))
      .limit(1);
    return row;
  }

  /** The applicant `id` when it has this e-mail and no account yet, locked until the transaction ends. */
  async openForUpdate(tx: Tx, id: number, email: string): Promise<ApplicantRow | undefined> {
    const [row] = await tx
      .select()
      .from(applicants)
      .where(and(eq(applicants.id, id), byEmail(email), isNull(applicants.trainerId)))
      .for("update");
    return row;
  }

  /** Whether the applicant has signed any document. */
  async hasSigned(tx: Tx, applicantId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: signatures.id })
      .from(signatures)
      .where(eq(signatures.applicantId, applicantId))
      .limit(1);
    return Boolean(row);
  }

  /** The details written: on the open application (fields given replace, others stay), or a new one. */
  async writeDetails(
    tx: Tx,
    open: ApplicantRow | undefined,
    fields: ApplicantFields,
    termsVersion: string | undefined,
  ): Promise<ApplicantRow> {
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null));
    if (open) {
      const [row] = await tx
        .update(applicants)
        .set({
          ...given,
          email: fields.email.toLowerCase(),
          ...(termsVersion ? { termsVersion } : {}),
          ...(open.onboardingStatus === "details_pending"
            ? { onboardingStatus: "payment_pending" as const }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(applicants.id, open.id))
        .returning();
      return row!;
    }
    const [row] = await tx
      .insert(applicants)
      .values({
        ...given,
        fullName: fields.fullName,
        email: fields.email.toLowerCase(),
        termsVersion: termsVersion ?? null,
        onboardingStatus: "payment_pending",
      })
      .returning();
    return row!;
  }

  /** Records a claimed payment (a verified one stays verified); the flow moves on to the documents. */
  async claimPayment(id: number, now: Date): Promise<ApplicantRow | undefined> {
    const [row] = await this.db
      .update(applicants)
      .set({
        paymentStatus: sql`case when ${applicants.paymentStatus} = 'completed' then 'completed'::payment_status else 'claimed'::payment_status end`,
        paymentClaimedAt: sql`coalesce(${applicants.paymentClaimedAt}, ${now.toISOString()}::timestamptz)`,
        onboardingStatus: sql`case when ${applicants.onboardingStatus} = 'completed' then 'completed'::onboarding_status else 'documents_pending'::onboarding_status end`,
        updatedAt: now,
      })
      .where(eq(applicants.id, id))
      .returning();
    return row;
  }

  /** Adds the welcome link to the visited ones (once); answers them all. */
  async markWelcomeVisited(id: number, linkId: string): Promise<string[]> {
    const [row] = await this.db
      .update(applicants)
      .set({
        welcomeLinksVisited: sql`case when ${applicants.welcomeLinksVisited} ? ${linkId} then ${applicants.welcomeLinksVisited} else ${applicants.welcomeLinksVisited} || ${JSON.stringify([linkId])}::jsonb end`,
      })
      .where(eq(applicants.id, id))
      .returning({ visited: applicants.welcomeLinksVisited });
    return row?.visited ?? [];
  }

  /** The trainer's newest onboarding record, or undefined. */
  async byTrainer(trainerId: number, db: Db | Tx = this.db): Promise<ApplicantRow | undefined> {
    const [row] = await db
      .select()
      .from(applicants)
      .where(eq(applicants.trainerId, trainerId))
      .orderBy(desc(applicants.id))
      .limit(1);
    return row;
  }

  /** A trainer's own record: paid, documents next. */
  async insertForTrainer(tx: Tx, trainerId: number, name: string, email: string): Promise<ApplicantRow> {
    const [row] = await tx
      .insert(applicants)
      .values({
        fullName: name,
        email: email.toLowerCase(),
        trainerId,
        paymentStatus: "completed",
        onboardingStatus: "documents_pending",
      })
      .returning();
    return row!;
  }

  /**
   * Links the applicant to the account with its payment verified: the signatures made before are the
   * account's too, and the applicant's onboarding sessions end (they sign in to the account now: issue 27, F1).
   */
  async link(tx: Tx, applicantId: number, trainerId: number, by: string, now: Date): Promise<void> {
    await tx
      .update(applicants)
      .set({
        trainerId,
        paymentStatus: "completed",
        paymentVerifiedAt: now,
        paymentVerifiedBy: by,
        updatedAt: now,
      })
      .where(eq(applicants.id, applicantId));
    await tx
      .update(signatures)
      .set({ trainerId })
      .where(and(eq(signatures.applicantId, applicantId), isNull(signatures.trainerId)));
    await endApplicantSessions(tx, applicantId);
  }

  /** Every application linked to the account, newest first (the console's trainer page). */
  allByTrainer(trainerId: number): Promise<ApplicantRow[]> {
    return this.db
      .select()
      .from(applicants)
      .where(eq(applicants.trainerId, trainerId))
      .orderBy(desc(applicants.createdAt), desc(applicants.id));
  }

  /** The console's list: the newest 500. */
  forAdmin(): Promise<ApplicantRow[]> {
    return this.db
      .select()
      .from(applicants)
      .orderBy(desc(applicants.createdAt), desc(applicants.id))
      .limit(500);
  }
}
