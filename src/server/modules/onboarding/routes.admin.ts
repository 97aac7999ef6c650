/**
 * The console's onboarding (contracts/onboarding.ts onboardingAdminEndpoints; docs/decisions/0015):
 * applicants and their state, a payment confirmed by hand, a flagged order attached to its application,
 * each signature with the exact text signed, the three documents' versions, and a trainer's onboarding
 * (contracts/admin-trainer-record.ts). Admin audience; every change audited (admin-service.ts).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { trainerRecordAdminEndpoints } from "../../../shared/contracts/admin-trainer-record";
import { onboardingAdminEndpoints as endpoints } from "../../../shared/contracts/onboarding";
import { route } from "../../http/endpoint-route";

export const adminOnboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.onboardingAdmin;

  route(app, endpoints.applicants, () => admin.applicants());

  route(app, endpoints.confirmPayment, (request) =>
    admin.confirmPayment(request.account!, request.params.id),
  );

  // docs/decisions/0024-order-reference.md: the order's payment and account move to the application.
  route(app, endpoints.attachOrder, (request) =>
    admin.attachOrder(request.account!, request.params.id, request.body.toApplicantId),
  );

  route(app, endpoints.signatures, (request) => admin.signatures(request.params.id));

  route(app, endpoints.documents, () => admin.documents());

  // The console's trainer page: the account's payment, checklist, applications and signatures.
  route(app, trainerRecordAdminEndpoints.onboarding, (request) => admin.trainerOnboarding(request.params.id));

  // A new version: the old text is kept, so a signature stays tied to the text it signed.
  route(app, endpoints.publishDocument, (request) =>
    admin.publishDocument(request.account!, request.params.id, request.body),
  );
};
