/**
 * The onboarding checklist's reads (SQL only): what a trainer signed and visited, counted from the
 * applicants, documents and signatures tables. A signature counts at the document's current version,
 * made by the trainer or by an applicant linked to them (signatures are carried from the applicant).
 */
import { and, asc, eq, exists, inArray, not, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { applicants, documents, signatures } from "../../db/schema";

export class ProgressRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** A signature of the document row in the outer query, at its current version, by this trainer. */
  private signedBy(trainerId: number): SQL {
    const ownApplicants = this.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(eq(applicants.trainerId, trainerId));
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(signatures)
        .where(
          and(
            eq(signatures.documentId, documents.id),
            eq(signatures.documentVersion, documents.version),
            or(eq(signatures.trainerId, trainerId), inArray(signatures.applicantId, ownApplicants)),
          ),
        ),
    );
  }

  /** How many required documents the trainer has not signed at their current version (one query). */
  async unsignedCount(trainerId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documents)
      .where(and(eq(documents.required, true), not(this.signedBy(trainerId))));
    return row?.n ?? 0;
  }

  /** The trainer's onboarding records: when a payment was verified, the welcome links visited. */
  linkedApplicants(trainerId: number) {
    return this.db
      .select({
        paymentVerifiedAt: applicants.paymentVerifiedAt,
        welcomeLinksVisited: applicants.welcomeLinksVisited,
      })
      .from(applicants)
      .where(eq(applicants.trainerId, trainerId));
  }

  /** Each required document, in order, and whether the trainer signed its current version. */
  requiredDocuments(trainerId: number) {
    return this.db
      .select({
        id: documents.id,
        title: documents.title,
        signed: sql<boolean>`${this.signedBy(trainerId)}`.mapWith(Boolean),
      })
      .from(documents)
      .where(eq(documents.required, true))
      .orderBy(asc(documents.position), asc(documents.id));
  }
}
