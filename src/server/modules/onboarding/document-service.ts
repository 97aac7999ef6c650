/**
 * The documents' rules (docs/product.md "Security" 6; docs/decisions/0015): a signer (an applicant or a
 * trainer) signs each document's current text with their own name, fixed by their first signature;
 * each signature keeps the typed name, when, the IP and user agent, and the SHA-256 of the exact text
 * signed. The admin publishes a new version (audited): old signatures stay tied to the text they
 * signed, and everyone signs the new one. Throws domain errors; the SQL is in document-repository.ts.
 */

import type { z } from "zod";
import type { signatureRecord } from "../../../shared/contracts/admin";
import {
  type AdminDocument,
  CONTENT_TEXT,
  type DocumentEdit,
  nextDocumentVersion,
} from "../../../shared/contracts/admin-content";
import type { TrainerSignature } from "../../../shared/contracts/admin-trainer-record";
import {
  type DocumentList,
  type DocumentToSign,
  ONBOARDING_TEXT,
} from "../../../shared/contracts/onboarding";
import type { Db, Tx } from "../../db/client";
import { sha256 } from "../../platform/crypto";
import { Conflict, Invalid, invalidFields, NotFound } from "../../platform/domain-errors";
import { recordAudit } from "../audit/repository";
import type { Account } from "../trainers/account";
import type { DocumentRepository, DocumentState, Signer } from "./document-repository";
import { sameName } from "./rules";

export type SignatureRecord = z.infer<typeof signatureRecord>;

/** Where a signature was made from (kept on it). */
export type SignClient = { ip: string; userAgent: string | undefined };

export class DocumentService {
  constructor(
    private readonly repository: DocumentRepository,
    private readonly now: () => Date,
  ) {}

  /** Each document and whether the signer signed its current version (`db`: a transaction's). */
  list(signer: Signer, db?: Db | Tx): Promise<DocumentState[]> {
    return this.repository.list(signer, db);
  }

  /**
   * The name the signer signs with: fixed by their first signature (issue 27, F1), else their name on
   * record. Shown in that signature's spelling only when it is another name than the record's.
   */
  async nameToSign(signer: Signer, db?: Db | Tx): Promise<string> {
    const first = await this.repository.firstSignatureName(signer, db);
    return first !== undefined && !sameName(first, signer.name) ? first : signer.name;
  }

  /** GET /api/onboarding/documents: the documents and what this signer signed. */
  async documentList(signer: Signer): Promise<DocumentList> {
    const docs = await this.list(signer);
    const required = docs.filter((d) => d.required);
    return {
      signerName: await this.nameToSign(signer),
      documents: docs,
      signedCount: required.filter((d) => d.signed).length,
      requiredCount: required.length,
    };
  }

  /** One document's text to sign, or undefined (no such document: the page's read). */
  async findDocumentToSign(signer: Signer, id: string): Promise<DocumentToSign | undefined> {
    const doc = await this.repository.byId(id);
    if (!doc) return undefined;
    const state = (await this.list(signer)).find((d) => d.id === doc.id);
    return {
      id: doc.id,
      title: doc.title,
      version: doc.version,
      body: doc.body,
      sha256: sha256(doc.body),
      signerName: await this.nameToSign(signer),
      signed: Boolean(state?.signed),
    };
  }

  async documentToSign(signer: Signer, id: string): Promise<DocumentToSign> {
    const doc = await this.findDocumentToSign(signer, id);
    if (!doc) throw new NotFound(ONBOARDING_TEXT.unknownDocument);
    return doc;
  }

  /**
   * Signs the document's current text with the signer's name (nameToSign); signing again at the same
   * version keeps the first record. Another version than the one read is a conflict, another name
   * refused. An applicant's row is locked, so a change of their details takes turns with the signature
   * (ApplicantService.startApplication). Answers the signer's documents as they are then.
   */
  async sign(
    signer: Signer,
    documentId: string,
    input: { version: string; fullName: string },
    client: SignClient,
  ): Promise<DocumentList> {
    await this.repository.transaction(async (tx) => {
      const doc = await this.repository.byId(documentId, tx);
      if (!doc) throw new NotFound(ONBOARDING_TEXT.unknownDocument);
      if (doc.version !== input.version) throw new Conflict(ONBOARDING_TEXT.documentChanged);
      const current = signer.applicantId
        ? await this.repository.applicantNameForUpdate(tx, signer.applicantId)
        : undefined;
      const own = { ...signer, name: current ?? signer.name };
      if (!sameName(input.fullName, await this.nameToSign(own, tx)))
        throw invalidFields([{ field: "fullName", message: ONBOARDING_TEXT.signNameMismatch }]);
      if (await this.repository.hasSigned(tx, signer, doc.id, doc.version)) return;
      await this.repository.insertSignature(tx, {
        documentId: doc.id,
        documentVersion: doc.version,
        applicantId: signer.applicantId,
        trainerId: signer.trainerId,
        signerName: input.fullName.trim(),
        textSha256: sha256(doc.body),
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        signedAt: this.now(),
      });
    });
    return this.documentList(signer);
  }

  // --- The console (admin audience) ------------------------------------------------------------------

  forAdmin(): Promise<AdminDocument[]> {
    return this.repository.forAdmin();
  }

  /**
   * Publishes a new version: its text is kept beside the earlier ones and becomes the current text.
   * Audited with the versions and the texts' digests (the texts themselves are kept as versions).
   * Nothing changed is refused. The document's row is locked: two at once make two versions in turn.
   */
  async publish(me: Account, documentId: string, edit: DocumentEdit): Promise<AdminDocument> {
    await this.repository.transaction(async (tx) => {
      const before = await this.repository.forUpdate(tx, documentId);
      if (!before) throw new NotFound(CONTENT_TEXT.documentNotFound);
      if (before.title === edit.title && before.body === edit.body)
        throw new Invalid(CONTENT_TEXT.documentUnchanged);
      const known = await this.repository.versionNames(tx, documentId);
      const after = await this.repository.addVersion(tx, {
        documentId,
        version: nextDocumentVersion([before.version, ...known]),
        title: edit.title,
        body: edit.body,
        textSha256: sha256(edit.body),
        createdBy: me.id,
      });
      await recordAudit(tx, me, {
        action: "document.publish",
        targetType: "document",
        targetId: documentId,
        before: { version: before.version, title: before.title, textSha256: sha256(before.body) },
        after: { version: after.version, title: after.title, textSha256: sha256(after.body) },
      });
    });
    const all = await this.forAdmin();
    return all.find((d) => d.id === documentId)!;
  }

  /**
   * A trainer's signatures for the console's trainer page, newest first: the document, the version
   * signed and whether it is the current one, and whether the kept text still matches (no text here).
   */
  async signaturesOfTrainer(trainerId: number): Promise<TrainerSignature[]> {
    const rows = await this.repository.signaturesOfTrainer(trainerId);
    return rows.map(({ signature: s, document: d, signed }) => ({
      id: s.id,
      documentTitle: signed?.title ?? d.title,
      documentVersion: s.documentVersion,
      signerName: s.signerName,
      signedAt: s.signedAt.toISOString(),
      current: s.documentVersion === d.version,
      textMatches: signed !== null && sha256(signed.body) === s.textSha256,
    }));
  }

  /** The applicant's signatures, each with the text of the version signed and whether it still matches. */
  async signaturesOf(applicant: { id: number; trainerId: number | null }): Promise<SignatureRecord[]> {
    const rows = await this.repository.signaturesOf(applicant);
    return rows.map(({ signature: s, document: d, signed }) => {
      const kept = signed?.body ?? null;
      return {
        id: s.id,
        documentId: s.documentId,
        documentTitle: signed?.title ?? d.title,
        documentVersion: s.documentVersion,
        signerName: s.signerName,
        signedAt: s.signedAt.toISOString(),
        ip: s.ip,
        userAgent: s.userAgent,
        textSha256: s.textSha256,
        text: kept,
        textMatches: kept !== null && sha256(kept) === s.textSha256,
      };
    });
  }
}
