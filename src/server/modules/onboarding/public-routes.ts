/**
 * The onboarding calls anyone may make (spec portal §2 screens 1-3, §7; docs/product.md "Onboarding
 * flow"). Giving one's details starts the applicant's onboarding session (an httpOnly cookie); the
 * answer's applicantId is the spec's pendingTrainerId. Details for an e-mail that already has an
 * application change nothing and start no session (the answer is continueByEmail, and the single-use
 * link is e-mailed to that address), unless this browser's own session is that application (issue 27, F1).
 * Calls that send e-mail are rate limited like the sign-in link.
 *   POST /api/onboarding/checkout           details + plan → the applicant, the plan's payment page
 *   POST /api/onboarding/details            screen 3's details → the applicant
 *   POST /api/complete-enrollment           /enroll's form → the applicant, the documents e-mail
 *   POST /api/onboarding/documents-link     e-mails the documents link again (same answer whoever asks)
 *   POST /api/onboarding/link/consume       the e-mailed link → the applicant's session
 *   GET  /api/onboarding/session            who this browser is in onboarding
 *   POST /api/onboarding/session/end        the applicant signs out (204, also without a session)
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, noContent } from "../../../shared/contracts/errors";
import {
  applicantDetails,
  applicantStarted,
  applicantStartedOrContinue,
  checkoutDetails,
  documentsLinkRequest,
  documentsLinkSent,
  enrollmentDoneOrContinue,
  enrollmentForm,
  linkConsume,
  ONBOARDING_TEXT,
  onboardingSession,
} from "../../../shared/contracts/onboarding";
import { HttpError } from "../../http/http-error";
import { createLoginLimits } from "../../plugins/login-limits";
import {
  consumeApplicantToken,
  endApplicantSession,
  readApplicantSession,
  startApplicantSession,
} from "./applicant-session";
import type { ApplicantFields, ApplicantRow } from "./applicant-store";
import { checkoutUrl } from "./checkout-url";
import { onboardingSessionOf } from "./signer-reads";

/** The certification terms' version the checkbox agrees to (/legal/terms). */
const TERMS_VERSION = "1.0";

export const onboardingPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createLoginLimits(app, "onboarding");
  const { applicants } = app.onboarding;

  const started = (applicant: ApplicantRow, paymentUrl: string | null) => ({
    applicantId: applicant.id,
    fullName: applicant.fullName,
    email: applicant.email,
    paymentUrl,
  });

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
    const own = await readApplicantSession(app.database.db, app.config, request, app.now());
    const result = await applicants.startApplication(fields, termsVersion, own);
    if (result.kind === "exists") {
      // Paced like sign-in links: strangers repeating the e-mail cannot flood the owner's inbox.
      if (await limits.mayMail(result.row.email)) {
        await app.onboarding.sendDocumentsEmail(result.row);
        await limits.mailed(result.row.email);
      }
      return undefined;
    }
    await startApplicantSession(app.database.db, app.config, request, reply, result.row.id, app.now());
    return result.row;
  }
  const continueByEmail = { continueByEmail: true as const, message: ONBOARDING_TEXT.continueByEmail };

  app.post(
    "/api/onboarding/checkout",
    {
      preHandler: limits.linkRequest,
      schema: {
        body: checkoutDetails,
        response: { 200: applicantStartedOrContinue, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { agreeTerms, paymentPlan, ...details } = request.body;
      const applicant = await start(request, reply, { ...details, agreeTerms, paymentPlan }, TERMS_VERSION);
      if (!applicant) return continueByEmail;
      const site = await app.site();
      const storefront = paymentPlan === "full" ? site.checkoutFullUrl : site.checkoutFlexUrl;
      return started(applicant, checkoutUrl(storefront, applicant));
    },
  );

  app.post(
    "/api/onboarding/details",
    {
      preHandler: limits.linkRequest,
      schema: {
        body: applicantDetails,
        response: { 200: applicantStartedOrContinue, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const applicant = await start(request, reply, request.body);
      return applicant ? started(applicant, null) : continueByEmail;
    },
  );

  app.post(
    "/api/complete-enrollment",
    {
      preHandler: limits.linkRequest,
      schema: {
        body: enrollmentForm,
        response: { 200: enrollmentDoneOrContinue, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { paymentPlan, ...details } = request.body;
      const applicant = await start(request, reply, { ...details, paymentPlan: paymentPlan ?? "shopify" });
      if (!applicant) return continueByEmail;
      const emailed = await app.onboarding.sendDocumentsEmail(applicant);
      return { applicantId: applicant.id, emailed };
    },
  );

  app.post(
    "/api/onboarding/documents-link",
    {
      preHandler: limits.linkRequest,
      schema: {
        body: documentsLinkRequest,
        response: { 200: documentsLinkSent, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      // The same answer whether or not the e-mail is known: the link goes only to the applicant's inbox.
      const applicant = await applicants.byEmail(request.body.email);
      if (applicant) await app.onboarding.sendDocumentsEmail(applicant);
      return { message: ONBOARDING_TEXT.linkSent };
    },
  );

  app.post(
    "/api/onboarding/link/consume",
    {
      preHandler: limits.linkUse,
      schema: { body: linkConsume, response: { 200: applicantStarted, ...errorResponses(400, 410, 429) } },
    },
    async (request, reply) => {
      const id = await consumeApplicantToken(
        app.database.db,
        request.body.token,
        request.body.email,
        app.now(),
      );
      const applicant = id ? await applicants.byId(id) : undefined;
      if (!applicant) throw new HttpError(410, ONBOARDING_TEXT.linkInvalid);
      // A suspended or revoked account's application opens no session (its sessions were ended).
      const account = applicant.trainerId ? await app.trainers.accountById(applicant.trainerId) : undefined;
      if (account && (account.status === "suspended" || account.status === "revoked"))
        throw new HttpError(410, ONBOARDING_TEXT.linkInvalid);
      await startApplicantSession(app.database.db, app.config, request, reply, applicant.id, app.now());
      return started(applicant, null);
    },
  );

  app.get("/api/onboarding/session", { schema: { response: { 200: onboardingSession } } }, async (request) =>
    onboardingSessionOf(app, request),
  );

  // Signing out of onboarding: harmless without a session (the cookie is cleared all the same).
  app.post(
    "/api/onboarding/session/end",
    { schema: { response: { 204: noContent } } },
    async (request, reply) => {
      await endApplicantSession(app.database.db, app.config, request, reply);
      return reply.status(204).send(null);
    },
  );
};
