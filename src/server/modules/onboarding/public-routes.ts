/**
 * The onboarding calls anyone may make (spec portal §2 screens 1-3, §7; docs/product.md "Onboarding
 * flow"). Giving one's details starts the applicant's onboarding session (an httpOnly cookie); the
 * answer's applicantId is the spec's pendingTrainerId. Calls that send e-mail are rate limited like
 * the sign-in link.
 *   POST /api/onboarding/checkout           details + plan → the applicant, the plan's payment page
 *   POST /api/onboarding/details            screen 3's details → the applicant
 *   POST /api/complete-enrollment           /enroll's form → the applicant, the documents e-mail
 *   POST /api/onboarding/documents-link     e-mails the documents link again (same answer whoever asks)
 *   POST /api/onboarding/link/consume       the e-mailed link → the applicant's session
 *   GET  /api/onboarding/session            who this browser is in onboarding
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import {
  applicantDetails,
  applicantStarted,
  checkoutDetails,
  documentsLinkRequest,
  documentsLinkSent,
  enrollmentDone,
  enrollmentForm,
  linkConsume,
  ONBOARDING_TEXT,
  onboardingSession,
} from "../../../shared/contracts/onboarding";
import { HttpError } from "../../http/http-error";
import { createLoginLimits } from "../../plugins/login-limits";
import { consumeApplicantToken, startApplicantSession } from "./applicant-session";
import type { ApplicantRow } from "./applicant-store";

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

  app.post(
    "/api/onboarding/checkout",
    {
      preHandler: limits.linkUse,
      schema: {
        body: checkoutDetails,
        response: { 200: applicantStarted, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { agreeTerms, paymentPlan, ...details } = request.body;
      const applicant = await applicants.saveDetails({ ...details, agreeTerms, paymentPlan }, TERMS_VERSION);
      await startApplicantSession(app.database.db, app.config, request, reply, applicant.id, app.now());
      const site = await app.site();
      return started(applicant, paymentPlan === "full" ? site.checkoutFullUrl : site.checkoutFlexUrl);
    },
  );

  app.post(
    "/api/onboarding/details",
    {
      preHandler: limits.linkUse,
      schema: {
        body: applicantDetails,
        response: { 200: applicantStarted, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const applicant = await applicants.saveDetails(request.body);
      await startApplicantSession(app.database.db, app.config, request, reply, applicant.id, app.now());
      return started(applicant, null);
    },
  );

  app.post(
    "/api/complete-enrollment",
    {
      preHandler: limits.linkRequest,
      schema: { body: enrollmentForm, response: { 200: enrollmentDone, ...errorResponses(400, 409, 429) } },
    },
    async (request, reply) => {
      const { paymentPlan, ...details } = request.body;
      const applicant = await applicants.saveDetails({ ...details, paymentPlan: paymentPlan ?? "shopify" });
      await startApplicantSession(app.database.db, app.config, request, reply, applicant.id, app.now());
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
      await startApplicantSession(app.database.db, app.config, request, reply, applicant.id, app.now());
      return started(applicant, null);
    },
  );

  app.get(
    "/api/onboarding/session",
    { schema: { response: { 200: onboardingSession } } },
    async (request) => {
      const signer = await app.onboarding.signerOf(request);
      if (!signer) {
        return {
          signer: "none" as const,
          applicantId: null,
          fullName: null,
          email: null,
          paymentStatus: null,
          welcomeVisited: [],
        };
      }
      const record =
        signer.kind === "applicant"
          ? await applicants.byId(signer.applicantId!)
          : await applicants.forTrainer(signer.trainerId!, signer.name, request.account!.email);
      return {
        signer: signer.kind,
        applicantId: signer.kind === "applicant" ? record!.id : null,
        fullName: record!.fullName,
        email: record!.email,
        paymentStatus: record!.paymentStatus,
        welcomeVisited: record!.welcomeLinksVisited,
      };
    },
  );
};
