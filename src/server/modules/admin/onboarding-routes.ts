/**
 * The console's onboarding (docs/decisions/0015): applicants and their state, a payment confirmed by
 * hand, and each signature's audit record with the exact text signed. Admin audience.
 *   GET  /api/admin/applicants
 *   POST /api/admin/applicants/{id}/confirm-payment
 *   GET  /api/admin/applicants/{id}/signatures
 *   POST /api/admin/applicants/{id}/attach      a flagged order to the application it was meant for
 */
import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN_TEXT,
  applicantList,
  attachedOrder,
  attachOrderRequest,
  confirmedPayment,
  signatureList,
  trainerIdParams,
} from "../../../shared/contracts/admin";
import { errorResponses } from "../../../shared/contracts/errors";
import { applicants, documents, documentVersions, signatures } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { sha256 } from "../../platform/crypto";
import { recordAudit } from "../audit/repository";
import { attachOrder } from "../onboarding/order-match";

export const adminOnboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { applicants: store, documents: documentStore } = app.onboarding;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);

  app.get("/api/admin/applicants", { schema: { response: { 200: applicantList } } }, async () => {
    const rows = await db
      .select()
      .from(applicants)
      .orderBy(desc(applicants.createdAt), desc(applicants.id))
      .limit(500);
    return Promise.all(
      rows.map(async (a) => {
        const docs = (
          await documentStore.list({ applicantId: a.id, trainerId: a.trainerId, name: a.fullName })
        ).filter((d) => d.required);
        return {
          id: a.id,
          fullName: a.fullName,
          email: a.email,
          phone: a.phone,
          city: a.city,
          state: a.state,
          paymentStatus: a.paymentStatus,
          paymentClaimedAt: iso(a.paymentClaimedAt),
          paymentVerifiedAt: iso(a.paymentVerifiedAt),
          paymentVerifiedBy: a.paymentVerifiedBy,
          signedCount: docs.filter((d) => d.signed).length,
          requiredCount: docs.length,
          trainerId: a.trainerId,
          orderEmail: a.orderEmail,
          unmatchedOrder: a.unmatchedOrder,
          createdAt: a.createdAt.toISOString(),
        };
      }),
    );
  });

  app.post(
    "/api/admin/applicants/:id/confirm-payment",
    { schema: { params: trainerIdParams, response: { 200: confirmedPayment, ...errorResponses(404) } } },
    async (request) => {
      const me = request.account!;
      const before = await store.byId(request.params.id);
      if (!before) throw new HttpError(404, ADMIN_TEXT.applicantNotFound);
      const result = await app.onboarding.verifyPayment(before.id, `admin:${me.id}`);
      await recordAudit(db, me, {
        action: "applicant.confirm-payment",
        targetType: "applicant",
        targetId: before.id,
        before: { paymentStatus: before.paymentStatus, trainerId: before.trainerId },
        after: { paymentStatus: "completed", trainerId: result.trainerId, accountCreated: result.created },
      });
      return result;
    },
  );

  // docs/decisions/0024-order-reference.md: the order's payment and account move to the application.
  app.post(
    "/api/admin/applicants/:id/attach",
    {
      schema: {
        params: trainerIdParams,
        body: attachOrderRequest,
        response: { 200: attachedOrder, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const me = request.account!;
      const summary = (a: {
        id: number;
        email: string;
        trainerId: number | null;
        paymentStatus: string;
      }) => ({
        id: a.id,
        email: a.email,
        trainerId: a.trainerId,
        paymentStatus: a.paymentStatus,
      });
      return attachOrder(
        app.database,
        app.trainers,
        request.params.id,
        request.body.toApplicantId,
        app.now(),
        (tx, before, after) =>
          recordAudit(tx, me, {
            action: "applicant.attach-order",
            targetType: "applicant",
            targetId: after.applicantId,
            before: { order: summary(before.order), application: summary(before.application) },
            after: { ...after, paymentStatus: "completed", orderEmail: before.order.email },
          }),
      );
    },
  );

  app.get(
    "/api/admin/applicants/:id/signatures",
    { schema: { params: trainerIdParams, response: { 200: signatureList, ...errorResponses(404) } } },
    async (request) => {
      const applicant = await store.byId(request.params.id);
      if (!applicant) throw new HttpError(404, ADMIN_TEXT.applicantNotFound);
      // The text of the version signed, not the document's current text (a newer version may exist).
      const rows = await db
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
    },
  );
};
