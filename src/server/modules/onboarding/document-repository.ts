/**
 * The documents repository (SQL only, rows in and out): the three signing documents, their versions
 * and the signatures (docs/product.md "Security" 6). A signature is the signer's when they made it or,
 * for a trainer, an applicant linked to them made it. The rules are in document-service.ts.
 */
import { and, asc, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { AdminDocument } from "../../../shared/contracts/admin-content";
import type { Database, Db, Tx } from "../../db/client";
import { applicants, documents, documentVersions, signatures, trainers } from "../../db/schema";

export type Signer = { applicantId: number | null; trainerId: number | null; name: string };
export type DocumentRow = typeof documents.$inferSelect;
export type SignatureRow = typeof signatures.$inferSelect;
export type VersionRow = typeof documentVersions.$inferSelect;
export type DocumentState = {
  id: string;
  title: string;
  required: boolean;
  version: string;
  signed: boolean;
  signedAt: string | null;
};
export type NewSignature = Omit<typeof signatures.$inferInsert, "id">;

export class DocumentRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Signatures that are the signer's: their own, or (for a trainer) of any applicant linked to them. */
  private ofSigner(signer: Signer): SQL {
    const conditions: SQL[] = [];
    if (signer.applicantId !== null) conditions.push(eq(signatures.applicantId, signer.applicantId));
    if (signer.trainerId !== null) {
      conditions.push(eq(signatures.trainerId, signer.trainerId));
      conditions.push(
        inArray(
          signatures.applicantId,
          this.db
            .select({ id: applicants.id })
            .from(applicants)
            .where(eq(applicants.trainerId, signer.trainerId)),
        ),
      );
    }
    return or(...conditions)!;
  }

  /**
   * Each document and whether the signer signed it at its current version. `db`: a transaction's, to
   * see its own writes (the account made with its e-mails, service.ts).
   */
  async list(signer: Signer, db: Db | Tx = this.db): Promise<DocumentState[]> {
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

  async byId(id: string, db: Db | Tx = this.db): Promise<DocumentRow | undefined> {
    const [row] = await db.select().from(documents).where(eq(documents.id, id));
    return row;
  }

  /** The document, locked until the transaction ends (two publications take turns). */
  async forUpdate(tx: Tx, id: string): Promise<DocumentRow | undefined> {
    const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for("update");
    return row;
  }

  /** The console's view: each document's current text and every version, newest first. */
  async forAdmin(): Promise<AdminDocument[]> {
    const db = this.db;
    const [docs, versions, counts] = await Promise.all([
      db.select().from(documents).orderBy(asc(documents.position)),
      db
        .select({
          documentId: documentVersions.documentId,
          version: documentVersions.version,
          title: documentVersions.title,
          textSha256: documentVersions.textSha256,
          createdAt: documentVersions.createdAt,
          createdBy: trainers.name,
        })
        .from(documentVersions)
        .leftJoin(trainers, eq(trainers.id, documentVersions.createdBy))
        .orderBy(desc(documentVersions.createdAt)),
      db
        .select({ documentId: signatures.documentId, version: signatures.documentVersion, n: count() })
        .from(signatures)
        .groupBy(signatures.documentId, signatures.documentVersion),
    ]);
    return docs.map((d) => ({
      id: d.id,
      title: d.title,
      body: d.body,
      version: d.version,
      required: d.required,
      versions: versions
        .filter((v) => v.documentId === d.id)
        .map((v) => ({
          version: v.version,
          title: v.title,
          createdAt: v.createdAt.toISOString(),
          createdBy: v.createdBy,
          textSha256: v.textSha256,
          signatures: counts.find((c) => c.documentId === d.id && c.version === v.version)?.n ?? 0,
        })),
    }));
  }

  /** Every version name the document has had. */
  async versionNames(tx: Tx, documentId: string): Promise<string[]> {
    const rows = await tx
      .select({ version: documentVersions.version })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId));
    return rows.map((r) => r.version);
  }

  /** Keeps the new version's text beside the earlier ones and makes it the current text. */
  async addVersion(
    tx: Tx,
    version: Omit<typeof documentVersions.$inferInsert, "createdAt">,
  ): Promise<DocumentRow> {
    await tx.insert(documentVersions).values(version);
    const [after] = await tx
      .update(documents)
      .set({ title: version.title, body: version.body, version: version.version })
      .where(eq(documents.id, version.documentId))
      .returning();
    return after!;
  }

  /** The signer's first signature's name (the name they sign with from then on), or undefined. */
  async firstSignatureName(signer: Signer, db: Db | Tx = this.db): Promise<string | undefined> {
    const [first] = await db
      .select({ name: signatures.signerName })
      .from(signatures)
      .where(this.ofSigner(signer))
      .orderBy(asc(signatures.signedAt), asc(signatures.id))
      .limit(1);
    return first?.name;
  }

  /** The applicant's name, their row locked until the transaction ends (a rename takes turns). */
  async applicantNameForUpdate(tx: Tx, applicantId: number): Promise<string | undefined> {
    const [row] = await tx
      .select({ name: applicants.fullName })
      .from(applicants)
      .where(eq(applicants.id, applicantId))
      .for("update");
    return row?.name;
  }

  /** Whether the signer already signed this version of the document. */
  async hasSigned(tx: Tx, signer: Signer, documentId: string, version: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: signatures.id })
      .from(signatures)
      .where(
        and(
          eq(signatures.documentId, documentId),
          eq(signatures.documentVersion, version),
          this.ofSigner(signer),
        ),
      );
    return Boolean(row);
  }

  async insertSignature(tx: Tx, signature: NewSignature): Promise<void> {
    await tx.insert(signatures).values(signature);
  }

  /**
   * Every signature of a trainer (theirs or an application's linked to them), newest first, with its
   * document (its current version) and the version it signed.
   */
  signaturesOfTrainer(
    trainerId: number,
  ): Promise<{ signature: SignatureRow; document: DocumentRow; signed: VersionRow | null }[]> {
    return this.db
      .select({ signature: signatures, document: documents, signed: documentVersions })
      .from(signatures)
      .innerJoin(documents, eq(documents.id, signatures.documentId))
      .leftJoin(
        documentVersions,
        and(
          eq(documentVersions.documentId, signatures.documentId),
          eq(documentVersions.version, signatures.documentVersion),
        ),
      )
      .where(this.ofSigner({ applicantId: null, trainerId, name: "" }))
      .orderBy(desc(signatures.signedAt), desc(signatures.id));
  }

  /**
   * The signatures of an applicant (and of their account), oldest first, each with its document and
   * the version it signed (a newer version may exist).
   */
  signaturesOf(applicant: {
    id: number;
    trainerId: number | null;
  }): Promise<{ signature: SignatureRow; document: DocumentRow; signed: VersionRow | null }[]> {
    return this.db
      .select({ signature: signatures, document: documents, signed: documentVersions })
      .from(signatures)
      .innerJoin(documents, eq(documents.id, signatures.documentId))
      .leftJoin(
        documentVersions,
        and(
          eq(documentVersions.documentId, signatures.documentId),
          eq(documentVersions.version, signatures.documentVersion),
        ),
      )
      .where(
        applicant.trainerId
          ? or(eq(signatures.applicantId, applicant.id), eq(signatures.trainerId, applicant.trainerId))
          : inArray(signatures.applicantId, [applicant.id]),
      )
      .orderBy(signatures.signedAt);
  }
}
