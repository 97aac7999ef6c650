/**
 * The onboarding calls anyone may make (contracts/onboarding.ts; spec portal §2 screens 1-3, §7;
 * docs/product.md "Onboarding flow"). Giving one's details starts the applicant's onboarding session
 * (an httpOnly cookie); the answer's applicantId is the spec's pendingTrainerId. Details for an e-mail
 * that already has an application change nothing and start no session (the answer is continueByEmail,
 * and the single-use link is e-mailed to that address), unless this browser's own session is that
 * application (issue 27, F1). Calls that send e-mail are rate limited like the sign-in link.
 * The storefront's webhook is here too, in a plugin of its own (it reads its body as bytes).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { onboardingEndpoints as endpoints, ONBOARDING_TEXT } from "../../../shared/contracts/onboarding";
import { route } from "../../http/endpoint-route";
import { HttpError } from "../../http/http-error";
import { createLoginLimits } from "../../plugins/login-limits";
import type { ApplicantFields, ApplicantRow } from "./applicant-repository";
import { endApplicantSession, readApplicantSession, startApplicantSession } from "./applicant-session";
import { TERMS_VERSION } from "./rules";

const started = (applicant: ApplicantRow, paymentUrl: string | null) => ({
  applicantId: applicant.id,
  fullName: applicant.fullName,
  email: applicant.email,
  paymentUrl,
});
const continueByEmail = { continueByEmail: true as const, message: ONBOARDING_TEXT.continueByEmail };

export const onboardingPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createLoginLimits(app, "onboarding");
  const onboarding = app.services.onboarding;
  const { applicants } = onboarding;

  /**
   * The details of the three forms: a new application (or the caller's own) and its session, or, for
   * an e-mail that already has one, nothing changed and the link to continue e-mailed to its owner.
   */
  async function start(
    request: FastifyRequest,
    reply: FastifyReply,
    fields: ApplicantFields,
    termsVersion?: string,
  ): Promise<ApplicantRow | undefined> {
    const own = await readApplicantSession(app, request);
    const result = await applicants.startApplication(fields, termsVersion, own);
    if (result.kind === "exists") {
      // Paced like sign-in links: strangers repeating the e-mail cannot flood the owner's inbox.
      if (await limits.mayMail(result.row.email)) {
        await onboarding.sendDocumentsEmail(result.row);
        await limits.mailed(result.row.email);
      }
      return undefined;
    }
    await startApplicantSession(app, request, reply, result.row.id);
    return result.row;
  }

  const mailing = { preHandler: limits.linkRequest };

  route(app, endpoints.checkout, mailing, async (request, reply) => {
    const { agreeTerms, paymentPlan, ...details } = request.body;
    const applicant = await start(request, reply, { ...details, agreeTerms, paymentPlan }, TERMS_VERSION);
    if (!applicant) return continueByEmail;
    return started(applicant, await onboarding.paymentUrl(applicant, paymentPlan));
  });

  route(app, endpoints.details, mailing, async (request, reply) => {
    const applicant = await start(request, reply, request.body);
    return applicant ? started(applicant, null) : continueByEmail;
  });

  route(app, endpoints.enroll, mailing, async (request, reply) => {
    const { paymentPlan, ...details } = request.body;
    const applicant = await start(request, reply, { ...details, paymentPlan: paymentPlan ?? "shopify" });
    if (!applicant) return continueByEmail;
    const emailed = await onboarding.sendDocumentsEmail(applicant);
    return { applicantId: applicant.id, emailed };
  });

  route(app, endpoints.documentsLink, mailing, async (request) => {
    // The same answer whether or not the e-mail is known: the link goes only to the applicant's inbox.
    const applicant = await applicants.byEmail(request.body.email);
    if (applicant) await onboarding.sendDocumentsEmail(applicant);
    return { message: ONBOARDING_TEXT.linkSent };
  });

  route(app, endpoints.consumeLink, { preHandler: limits.linkUse }, async (request, reply) => {
    const applicant = await onboarding.applicantOfLink(request.body.token, request.body.email);
    await startApplicantSession(app, request, reply, applicant.id);
    return started(applicant, null);
  });

  route(app, endpoints.session, (request) => onboarding.sessionOf(request));

  // Signing out of onboarding: harmless without a session (the cookie is cleared all the same).
  route(app, endpoints.endSession, async (request, reply) => {
    await endApplicantSession(app, request, reply);
    return reply.status(204).send(null);
  });
};

/**
 * The storefront's paid-order webhook (webhook-service.ts): the one state-changing route without the
 * Origin check (plugins/csrf.ts), as its HMAC, computed over the raw body, authenticates it.
 */
export const onboardingWebhookRoutes: FastifyPluginAsync = async (app) => {
  // Only in this plugin's scope: every other route keeps Fastify's JSON parser.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  route(app, endpoints.storefrontWebhook, async (request, reply) => {
    const raw = request.body as unknown;
    if (!Buffer.isBuffer(raw)) throw new HttpError(415, "Send the order as application/json.");
    const header = request.headers["x-shopify-hmac-sha256"];
    const answer = await app.services.storefrontOrders.receive({
      raw,
      signature: typeof header === "string" ? header : undefined,
      webhookId: String(request.headers["x-shopify-webhook-id"] ?? ""),
      topic: String(request.headers["x-shopify-topic"] ?? "orders/paid"),
    });
    return reply.status(200).send(answer);
  });
};
