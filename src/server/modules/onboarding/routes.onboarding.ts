/**
 * Calls of someone signing their documents (contracts/onboarding.ts): an applicant (their onboarding
 * session) or a signed-in trainer whose documents are still unsigned (the portal banner leads here).
 * Registered in the onboarding audience, whose guard (requireSigner) sets request.signer before any
 * handler; the session, never the body, says who is asking.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { onboardingEndpoints as endpoints } from "../../../shared/contracts/onboarding";
import { route } from "../../http/endpoint-route";

export const onboardingSignerRoutes: FastifyPluginAsyncZod = async (app) => {
  const onboarding = app.services.onboarding;
  const { documents } = onboarding;

  route(app, endpoints.documents, (request) => documents.documentList(request.signer!));

  route(app, endpoints.document, (request) => documents.documentToSign(request.signer!, request.params.id));

  route(app, endpoints.sign, (request) =>
    documents.sign(request.signer!, request.params.id, request.body, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    }),
  );

  route(app, endpoints.claimPayment, (request) =>
    onboarding.claimPayment(request.signer!, request.account, request.params.id),
  );

  route(app, endpoints.triggerOnboarding, (request) =>
    onboarding.triggerOnboarding(request.signer!, request.account, request.params.id),
  );

  route(app, endpoints.welcomeVisit, (request) =>
    onboarding.visitWelcome(request.signer!, request.account?.email, request.params.linkId),
  );
};
