/**
 * How a paid storefront order finds its application (docs/decisions/0024-order-reference.md): by the
 * reference the cart carried, else by the order's e-mail, else it becomes a new application flagged
 * for the admin, who may attach it to the application it was meant for.
 */
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { ADMIN_TEXT } from "../../../shared/contracts/admin";
import type { Database, Tx } from "../../db/client";
import { applicants, sessions, signatures } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { lockAccountEmail, type TrainerStore } from "../trainers/store";
import type { ApplicantRow } from "./applicant-store";
import type { buyerOf } from "./webhook";

export type Buyer = NonNullable<ReturnType<typeof buyerOf>>;

export async function applicantByReference(
  database: Database,
  reference: string,
): Promise<ApplicantRow | undefined> {
  const [row] = await database.db.select().from(applicants).where(eq(applicants.orderReference, reference));
  return row;
}

/** Keeps the order's e-mail on the application when the buyer paid with another one. */
export async function noteOrderEmail(database: Database, applicant: ApplicantRow, email: string) {
  if (email.toLowerCase() === applicant.email.toLowerCase() || applicant.orderEmail === email) return;
  await database.db
    .update(applicants)
    .set({ orderEmail: email, updatedAt: sql`now()` })
    .where(eq(applicants.id, applicant.id));
}

/**
 * An order that matched no application by reference or e-mail: a new application from the order,
 * flagged. Under the e-mail's lock, so deliveries of one order at once make one; an account made with
 * the e-mail meanwhile answers 409, as the details forms do (the caller then uses the account's record).
 */
export async function applicationFromOrder(
  database: Database,
  trainers: TrainerStore,
  buyer: Buyer,
): Promise<ApplicantRow> {
  return database.db.transaction(async (tx) => {
    await lockAccountEmail(tx, buyer.email);
    if (await trainers.idByEmailIn(tx, buyer.email)) throw new HttpError(409, ADMIN_TEXT.emailTaken);
    const [made] = await tx
      .select()
      .from(applicants)
      .where(sql`lower(${applicants.email}) = ${buyer.email}`)
      .orderBy(desc(applicants.id))
      .limit(1);
    if (made) return made;
    const [row] = await tx
      .insert(applicants)
      .values({ ...buyer, paymentPlan: "shopify", onboardingStatus: "payment_pending", unmatchedOrder: true })
      .returning();
    return row!;
  });
}

export type Attached = { applicantId: number; trainerId: number };

/**
 * Attaches a flagged order (`fromId`) to the application it was meant for (`toId`), in one transaction
 * with the caller's audit record: the application takes the order's verified payment and its account,
 * its signatures become the account's, its onboarding sessions end (it signs in to the account now),
 * and the order's own record is removed (its e-mail stays on the application as the order's e-mail).
 */
export async function attachOrder(
  database: Database,
  trainers: TrainerStore,
  fromId: number,
  toId: number,
  now: Date,
  audit: (
    tx: Tx,
    before: { order: ApplicantRow; application: ApplicantRow },
    after: Attached,
  ) => Promise<void>,
): Promise<Attached> {
  if (fromId === toId) throw new HttpError(400, ADMIN_TEXT.attachSelf);
  const seen = await Promise.all([fromId, toId].map(async (id) => findApplicant(database.db, id)));
  return database.db.transaction(async (tx) => {
    // Both addresses' locks, always in one order: two attachments at once cannot wait on each other.
    for (const email of seen.map((a) => a.email.toLowerCase()).sort()) await lockAccountEmail(tx, email);
    const [order, application] = await Promise.all([findApplicant(tx, fromId), findApplicant(tx, toId)]);
    if (!order.unmatchedOrder) throw new HttpError(409, ADMIN_TEXT.attachNotOrder);
    const trainerId = order.trainerId;
    if (trainerId === null || order.paymentStatus !== "completed")
      throw new HttpError(409, ADMIN_TEXT.attachNoPayment);
    const ownAccount = await trainers.idByEmailIn(tx, application.email);
    if (application.trainerId !== null || (ownAccount && ownAccount !== trainerId))
      throw new HttpError(409, ADMIN_TEXT.attachHasAccount);

    await tx
      .update(applicants)
      .set({
        trainerId,
        paymentStatus: "completed",
        paymentVerifiedAt: order.paymentVerifiedAt ?? now,
        paymentVerifiedBy: order.paymentVerifiedBy,
        orderEmail: order.email === application.email ? application.orderEmail : order.email,
        updatedAt: now,
      })
      .where(eq(applicants.id, application.id));
    await tx
      .update(signatures)
      .set({ trainerId })
      .where(and(eq(signatures.applicantId, application.id), isNull(signatures.trainerId)));
    await tx
      .update(signatures)
      .set({ applicantId: application.id })
      .where(eq(signatures.applicantId, order.id));
    await tx.delete(sessions).where(eq(sessions.applicantId, application.id));
    await tx.delete(applicants).where(and(eq(applicants.id, order.id), ne(applicants.id, application.id)));
    const after = { applicantId: application.id, trainerId };
    await audit(tx, { order, application }, after);
    return after;
  });
}

async function findApplicant(db: Tx | Database["db"], id: number): Promise<ApplicantRow> {
  const [row] = await db.select().from(applicants).where(eq(applicants.id, id));
  if (!row) throw new HttpError(404, ADMIN_TEXT.applicantNotFound);
  return row;
}
