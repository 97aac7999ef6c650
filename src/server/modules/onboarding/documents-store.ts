/**
 * The three signing documents and their signatures (docs/product.md "Security" 6). A signer is an
 * applicant (their onboarding session) or a trainer (signed in); a signature counts for the trainer
 * when it was made by them or by an applicant linked to them, at the document's current version.
 * Each signature keeps who signed (the typed name), when, from which IP and user agent, and the SHA-256
 * of the exact text signed; a new version of a document leaves old signatures tied to the old text.
 */
import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { applicants, documents, signatures } from "../../db/schema";
import { sha256 } from "../auth/crypto";

export type Signer = { applicantId: number | null; trainerId: number | null; name: string };
export type DocumentRow = typeof documents.$inferSelect;
export type DocumentState = {
  id: string;
  title: string;
  required: boolean;
  version: string;
  signed: boolean;
  signedAt: string | null;
};

/** Normalised for comparing a typed name with the one given: case, spaces and accents do not matter. */
export const sameName = (a: string, b: string) => {
  const norm = (s: string) =>
    s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
  return norm(a) === norm(b);
};

export class DocumentStore {
  constructor(private readonly database: Database) {}

  /** Signatures that are the signer's: their own, or (for a trainer) of any applicant linked to them. */
  private ofSigner(signer: Signer): SQL {
    const db = this.database.db;
    const conditions: SQL[] = [];
    if (signer.applicantId !== null) conditions.push(eq(signatures.applicantId, signer.applicantId));
    if (signer.trainerId !== null) {
      conditions.push(eq(signatures.trainerId, signer.trainerId));
      conditions.push(
        inArray(
          signatures.applicantId,
          db.select({ id: applicants.id }).from(applicants).where(eq(applicants.trainerId, signer.trainerId)),
        ),
      );
    }
    return or(...conditions)!;
  }

  async list(signer: Signer): Promise<DocumentState[]> {
    const db = this.database.db;
    const [docs, signed] = await Promise.all([
      db.select().from(documents).orderBy(asc(documents.position)),
      db
        .select({
          documentId: signatures.documentId,
          version: signatures.documentVersion,
          at: signatures.signedAt,
        })
        .from(signatures)
        .where(this.ofSigner(signer)),
    ]);
    return docs.map((d) => {
      const own = signed.find((s) => s.documentId === d.id && s.version === d.version);
      return {
        id: d.id,
        title: d.title,
        required: d.required,
        version: d.version,
        signed: Boolean(own),
        signedAt: own ? own.at.toISOString() : null,
      };
    });
  }

  async byId(id: string): Promise<DocumentRow | undefined> {
    const [row] = await this.database.db.select().from(documents).where(eq(documents.id, id));
    return row;
  }

  /**
   * Records the signature of the document's current text. Signing again at the same version keeps the
   * first record. Answers "changed" when the signer read another version.
   */
  async sign(
    signer: Signer,
    documentId: string,
    readVersion: string,
    typedName: string,
    context: { ip: string; userAgent: string | undefined; now: Date },
  ): Promise<"signed" | "changed" | "unknown"> {
    return this.database.db.transaction(async (tx) => {
      const [doc] = await tx.select().from(documents).where(eq(documents.id, documentId));
      if (!doc) return "unknown";
      if (doc.version !== readVersion) return "changed";
      const [already] = await tx
        .select({ id: signatures.id })
        .from(signatures)
        .where(
          and(
            eq(signatures.documentId, doc.id),
            eq(signatures.documentVersion, doc.version),
            this.ofSigner(signer),
          ),
        );
      if (already) return "signed";
      await tx.insert(signatures).values({
        documentId: doc.id,
        documentVersion: doc.version,
        applicantId: signer.applicantId,
        trainerId: signer.trainerId,
        signerName: typedName.trim(),
        textSha256: sha256(doc.body),
        ip: context.ip,
        userAgent: context.userAgent?.slice(0, 300) ?? null,
        signedAt: context.now,
      });
      return "signed";
    });
  }
}
