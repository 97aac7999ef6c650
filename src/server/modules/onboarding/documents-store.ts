/**
 * The three signing documents and their signatures (docs/product.md "Security" 6). A signer is an
 * applicant (their onboarding session) or a trainer (signed in); a signature counts for the trainer
 * when it was made by them or by an applicant linked to them, at the document's current version.
 * Each signature keeps who signed (the typed name), when, from which IP and user agent, and the SHA-256
 * of the exact text signed; a new version of a document leaves old signatures tied to the old text.
 */
import { and, asc, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import {
  type AdminDocument,
  type DocumentEdit,
  nextDocumentVersion,
} from "../../../shared/contracts/admin-content";
import { searchable } from "../../../shared/directory-rules";
import type { Database, Tx } from "../../db/client";
import { applicants, documents, documentVersions, signatures, trainers } from "../../db/schema";
import { sha256 } from "../../platform/crypto";

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
  const norm = (s: string) => searchable(s).replace(/\s+/g, " ").trim();
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

  /** `db`: a transaction's, to see its own writes (the account made with its e-mails, onboarding/service.ts). */
  async list(signer: Signer, db: Database["db"] | Tx = this.database.db): Promise<DocumentState[]> {
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

  /** The console's view (docs/decisions/0015): each document's current text and every version, newest first. */
  async forAdmin(): Promise<AdminDocument[]> {
    const db = this.database.db;
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

  /**
   * Publishes a new version of the document: its text is kept beside the earlier ones, and it becomes
   * the current text, which everyone signs from now on; signatures of earlier versions stay tied to the
   * text they signed. Answers "unchanged" when neither the title nor the text changed. The document's
   * row is locked, so two publications at once make two versions one after the other.
   */
  publish(
    documentId: string,
    edit: DocumentEdit,
    actorId: number,
    alsoInTransaction: (tx: Tx, before: DocumentRow, after: DocumentRow) => Promise<void>,
  ): Promise<DocumentRow | "unknown" | "unchanged"> {
    return this.database.db.transaction(async (tx) => {
      const [doc] = await tx.select().from(documents).where(eq(documents.id, documentId)).for("update");
      if (!doc) return "unknown";
      if (doc.title === edit.title && doc.body === edit.body) return "unchanged";
      const known = await tx
        .select({ version: documentVersions.version })
        .from(documentVersions)
        .where(eq(documentVersions.documentId, documentId));
      const version = nextDocumentVersion([doc.version, ...known.map((k) => k.version)]);
      await tx.insert(documentVersions).values({
        documentId,
        version,
        title: edit.title,
        body: edit.body,
        textSha256: sha256(edit.body),
        createdBy: actorId,
      });
      const [after] = await tx
        .update(documents)
        .set({ title: edit.title, body: edit.body, version })
        .where(eq(documents.id, documentId))
        .returning();
      await alsoInTransaction(tx, doc, after!);
      return after!;
    });
  }

  /**
   * The name the signer signs with: fixed by their first signature (issue 27, F1), else their name on
   * record. Shown in that signature's spelling only when it is another name than the record's.
   */
  async nameToSign(signer: Signer, db: Tx | Database["db"] = this.database.db): Promise<string> {
    const [first] = await db
      .select({ name: signatures.signerName })
      .from(signatures)
      .where(this.ofSigner(signer))
      .orderBy(asc(signatures.signedAt), asc(signatures.id))
      .limit(1);
    return first && !sameName(first.name, signer.name) ? first.name : signer.name;
  }

  /**
   * Records the signature of the document's current text, typed with the signer's name (nameToSign).
   * Signing again at the same version keeps the first record. Answers "changed" when the signer read
   * another version, "name" when the typed name is not theirs. An applicant's row is locked, so a
   * change of their details takes turns with the signature (ApplicantStore.startApplication).
   */
  async sign(
    signer: Signer,
    documentId: string,
    readVersion: string,
    typedName: string,
    context: { ip: string; userAgent: string | undefined; now: Date },
  ): Promise<"signed" | "changed" | "unknown" | "name"> {
    return this.database.db.transaction(async (tx) => {
      const [doc] = await tx.select().from(documents).where(eq(documents.id, documentId));
      if (!doc) return "unknown";
      if (doc.version !== readVersion) return "changed";
      const [applicant] = signer.applicantId
        ? await tx
            .select({ name: applicants.fullName })
            .from(applicants)
            .where(eq(applicants.id, signer.applicantId))
            .for("update")
        : [];
      const own = { ...signer, name: applicant?.name ?? signer.name };
      if (!sameName(typedName, await this.nameToSign(own, tx))) return "name";
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
