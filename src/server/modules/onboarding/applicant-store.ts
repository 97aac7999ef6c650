/**
 * Applicants: people in the onboarding flow, with no account until their payment is verified
 * (docs/product.md "Accounts", "Onboarding flow"). Details given twice (checkout, then the enrollment
 * form) update one applicant per e-mail, from its own browser only (startApplication). A verified
 * payment creates the trainer account (status in_training) through the trainers store, links the
 * applicant to it, carries the signatures already made and ends the applicant's sessions; doing it again changes nothing, so a webhook delivered twice or after the admin's
 * confirmation still makes one account.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { ONBOARDING_TEXT } from "../../../shared/contracts/onboarding";
import type { Database, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import { applicants, sessions, signatures } from "../../db/schema";
import { HttpError, invalidInput } from "../../http/http-error";
import { lockAccountEmail, type TrainerStore } from "../trainers/store";
import { sameName } from "./documents-store";

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

export class ApplicantStore {
  constructor(
    private readonly database: Database,
    private readonly trainers: TrainerStore,
  ) {}

  async byId(id: number): Promise<ApplicantRow | undefined> {
    const [row] = await this.database.db.select().from(applicants).where(eq(applicants.id, id));
    return row;
  }

  /** The newest applicant with this e-mail, or undefined. */
  async byEmail(email: string): Promise<ApplicantRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(applicants)
      .where(byEmail(email))
      .orderBy(desc(applicants.id))
      .limit(1);
    return row;
  }

  /**
   * Records the details: the open application of this e-mail is updated (fields given replace, others
   * stay), or a new one starts. Someone who already has an account is told to sign in instead (409).
   */
  async saveDetails(fields: ApplicantFields, termsVersion?: string): Promise<ApplicantRow> {
    return this.database.db.transaction(async (tx) => {
      // Taking turns with every other write for this address: two at once update one application.
      await lockAccountEmail(tx, fields.email);
      if (await this.trainers.idByEmailIn(tx, fields.email))
        throw new HttpError(409, ONBOARDING_TEXT.alreadyAccount);
      const [open] = await tx
        .select()
        .from(applicants)
        .where(and(byEmail(fields.email), isNull(applicants.trainerId)))
        .orderBy(desc(applicants.id))
        .limit(1);
      return writeDetails(tx, open, fields, termsVersion);
    });
  }

  /**
   * Details from the public forms (issue 27, F1): an application belongs to the browser that made it.
   * A new e-mail starts one ("started"). An e-mail that already has an application (open or linked)
   * changes nothing ("exists": the caller is sent the e-mailed link instead), unless the caller's own
   * onboarding session is that open application: its owner updates it, except the name once a document
   * is signed (400). An account with the e-mail is told to sign in (409). Under the e-mail's lock, so
   * two at once cannot both start one.
   */
  async startApplication(
    fields: ApplicantFields,
    termsVersion: string | undefined,
    ownApplicantId: number | undefined,
  ): Promise<{ kind: "started" | "exists"; row: ApplicantRow }> {
    return this.database.db.transaction(async (tx) => {
      await lockAccountEmail(tx, fields.email);
      if (await this.trainers.idByEmailIn(tx, fields.email))
        throw new HttpError(409, ONBOARDING_TEXT.alreadyAccount);
      // Locked: a signature being made at once (DocumentStore.sign) takes turns with a rename.
      const [own] = ownApplicantId
        ? await tx
            .select()
            .from(applicants)
            .where(
              and(eq(applicants.id, ownApplicantId), byEmail(fields.email), isNull(applicants.trainerId)),
            )
            .for("update")
        : [];
      if (own) {
        const [signed] = await tx
          .select({ id: signatures.id })
          .from(signatures)
          .where(eq(signatures.applicantId, own.id))
          .limit(1);
        if (signed && !sameName(fields.fullName, own.fullName))
          throw invalidInput([{ field: "fullName", message: ONBOARDING_TEXT.nameFixedOnceSigned }]);
        // The signed name stays as written (the same name typed in another case or spacing).
        const kept = signed ? { ...fields, fullName: own.fullName } : fields;
        return { kind: "started", row: await writeDetails(tx, own, kept, termsVersion) };
      }
      const [existing] = await tx
        .select()
        .from(applicants)
        .where(byEmail(fields.email))
        .orderBy(desc(applicants.id))
        .limit(1);
      if (existing) return { kind: "exists", row: existing };
      return { kind: "started", row: await writeDetails(tx, undefined, fields, termsVersion) };
    });
  }

  /**
   * The applicant says they paid (the spec's PUT /api/trainers/{id}): recorded as a claim and the flow
   * moves on to the documents. It never marks the payment verified.
   */
  async claimPayment(id: number, now: Date): Promise<ApplicantRow | undefined> {
    const [row] = await this.database.db
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

  /** The welcome links visited, stored on the applicant. */
  async markWelcomeVisited(id: number, linkId: string): Promise<string[]> {
    const [row] = await this.database.db
      .update(applicants)
      .set({
        welcomeLinksVisited: sql`case when ${applicants.welcomeLinksVisited} ? ${linkId} then ${applicants.welcomeLinksVisited} else ${applicants.welcomeLinksVisited} || ${JSON.stringify([linkId])}::jsonb end`,
      })
      .where(eq(applicants.id, id))
      .returning({ visited: applicants.welcomeLinksVisited });
    return row?.visited ?? [];
  }

  /**
   * A trainer's own onboarding record, made on first need (a trainer the admin created has none): the
   * welcome links and signatures of a signed-in trainer are kept on it.
   */
  async forTrainer(trainerId: number, name: string, email: string): Promise<ApplicantRow> {
    const find = async (db: Tx | Database["db"]) => {
      const [existing] = await db
        .select()
        .from(applicants)
        .where(eq(applicants.trainerId, trainerId))
        .orderBy(desc(applicants.id))
        .limit(1);
      return existing;
    };
    const existing = await find(this.database.db);
    if (existing) return existing;
    return this.database.db.transaction(async (tx) => {
      // Two first needs at once (two deliveries of an order) make one record.
      await lockAccountEmail(tx, email);
      const made = await find(tx);
      if (made) return made;
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
    });
  }

  /**
   * Marks the payment verified (by "webhook:{id}" or "admin:{trainerId}") and makes sure the account
   * exists: an account with the applicant's e-mail is linked, otherwise one is created (in_training,
   * with an affiliate code), in the same transaction as the link and the carried signatures.
   * Already verified: nothing changes, and the first verification stays the one recorded. It runs
   * under the e-mail's lock (trainers/store.ts), so verifications of one address at once (an order
   * delivered twice, or with the admin's confirmation) take turns: the second finds the first's work.
   * Answers the trainer id and whether this call created it.
   */
  /** `onCreated` runs in the transaction that makes the account (its e-mails go to the outbox there). */
  async verifyPayment(
    id: number,
    by: string,
    now: Date,
    onCreated?: (tx: Tx, applicant: ApplicantRow, trainerId: number) => Promise<void>,
  ): Promise<{ trainerId: number; created: boolean }> {
    const seen = await this.byId(id);
    if (!seen) throw new HttpError(404, ONBOARDING_TEXT.noSuchApplicant);
    if (seen.trainerId && seen.paymentStatus === "completed")
      return { trainerId: seen.trainerId, created: false };
    return publicWrite(this.database, async (tx) => {
      await lockAccountEmail(tx, seen.email);
      const [applicant] = await tx.select().from(applicants).where(eq(applicants.id, id));
      if (!applicant) throw new HttpError(404, ONBOARDING_TEXT.noSuchApplicant);
      if (applicant.trainerId && applicant.paymentStatus === "completed")
        return { trainerId: applicant.trainerId, created: false };
      const existing = await this.trainers.idByEmailIn(tx, applicant.email);
      if (existing) {
        await linkApplicant(tx, applicant, existing, by, now);
        return { trainerId: existing, created: false };
      }
      const row = await this.trainers.createIn(tx, {
        name: applicant.fullName,
        email: applicant.email,
        status: "in_training",
        // docs/product.md "Portal details": without a place, the spec's default, shown to the admin as one.
        city: applicant.city || (applicant.state ? undefined : "Tulsa"),
        state: applicant.state || (applicant.city ? undefined : "OK"),
        locationDefaulted: !applicant.city && !applicant.state,
        affiliateCode: true,
        profile: { phone: applicant.phone, address: applicant.address },
      });
      await linkApplicant(tx, applicant, row.id, by, now);
      await onCreated?.(tx, applicant, row.id);
      return { trainerId: row.id, created: true };
    });
  }
}

/** The details written: on the open application (fields given replace, others stay), or a new one. */
async function writeDetails(
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

async function linkApplicant(tx: Tx, applicant: ApplicantRow, trainerId: number, by: string, now: Date) {
  await tx
    .update(applicants)
    .set({
      trainerId,
      paymentStatus: "completed",
      paymentVerifiedAt: now,
      paymentVerifiedBy: by,
      updatedAt: now,
    })
    .where(eq(applicants.id, applicant.id));
  // Signatures made before the account are the account's too.
  await tx
    .update(signatures)
    .set({ trainerId })
    .where(and(eq(signatures.applicantId, applicant.id), isNull(signatures.trainerId)));
  // The applicant's onboarding sessions end: from now on they sign in to their account (issue 27, F1).
  await tx.delete(sessions).where(eq(sessions.applicantId, applicant.id));
}
