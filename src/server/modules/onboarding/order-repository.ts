/**
 * A paid order's writes on the applicants (SQL only; docs/decisions/0024-order-reference.md): found by
 * the reference its cart carried, the e-mail it was paid with kept, a flagged application made from an
 * order that matched none, and such an order moved to the application it was meant for. A method that
 * takes a `tx` runs in the caller's transaction; the rules are in applicant-service.ts.
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { applicants, signatures } from "../../db/schema";
import { endApplicantSessions } from "../auth/repository";
import type { ApplicantRow } from "./applicant-repository";

/** A paid order's buyer, as an applicant's details (webhook.ts buyerOf). */
export type BuyerFields = {
  fullName: string;
  email: string;
  phone: string | null;
  city: string | null;
  state: string | null;
  address: string | null;
};

export class OrderRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async byReference(reference: string): Promise<ApplicantRow | undefined> {
    const [row] = await this.db.select().from(applicants).where(eq(applicants.orderReference, reference));
    return row;
  }

  /** Keeps the e-mail the order was paid with on the application. */
  async setOrderEmail(id: number, email: string): Promise<void> {
    await this.db
      .update(applicants)
      .set({ orderEmail: email, updatedAt: sql`now()` })
      .where(eq(applicants.id, id));
  }

  /** A new application from an order that matched none, flagged for the admin. */
  async insertFromOrder(tx: Tx, buyer: BuyerFields): Promise<ApplicantRow> {
    const [row] = await tx
      .insert(applicants)
      .values({ ...buyer, paymentPlan: "shopify", onboardingStatus: "payment_pending", unmatchedOrder: true })
      .returning();
    return row!;
  }

  /**
   * The flagged order's payment and account move to the application: its signatures become the
   * account's (the order's signatures the application's), its sessions end, and the order's record goes.
   */
  async moveOrder(
    tx: Tx,
    order: ApplicantRow,
    application: ApplicantRow,
    trainerId: number,
    now: Date,
  ): Promise<void> {
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
    await endApplicantSessions(tx, application.id);
    await tx.delete(applicants).where(and(eq(applicants.id, order.id), ne(applicants.id, application.id)));
  }
}
