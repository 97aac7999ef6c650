/**
 * Calls of someone signing their documents: an applicant (their onboarding session) or a signed-in
 * trainer whose documents are still unsigned (the portal banner leads here). Registered in the
 * onboarding audience, whose guard (requireSigner) sets request.signer before any handler.
 *   GET  /api/onboarding/documents              the documents and what this signer signed
 *   GET  /api/onboarding/documents/{id}         one document's text, to read and sign
 *   POST /api/onboarding/documents/{id}/sign    signs it (name, I agree, the version read)
 *   PUT  /api/trainers/{id}                     the spec's payment claim, for the applicant's own id (or the admin)
 *   POST /api/trainers/{id}/trigger-onboarding  the documents e-mail, for the same callers
 *   POST /api/onboarding/welcome/{linkId}/visit records a welcome card as visited
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import {
  applicantParams,
  applicantState,
  documentList,
  documentParams,
  documentToSign,
  ONBOARDING_TEXT,
  paymentClaim,
  signDocument,
  triggered,
  welcomeParams,
  welcomeVisited,
} from "../../../shared/contracts/onboarding";
import { WELCOME_LINK_IDS } from "../../../shared/welcome-links";
import { HttpError, invalidInput } from "../../http/http-error";
import type { RequestSigner } from "./service";
import { documentListOf, documentToSignOf } from "./signer-reads";

export const onboardingSignerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { applicants, documents } = app.onboarding;
  const signer = (request: { signer?: RequestSigner }) => request.signer!;

  const list = (s: RequestSigner) => documentListOf(app, s);

  /** The applicant's own session, or the admin; anyone else is refused. */
  async function ownApplicant(
    request: { signer?: RequestSigner; account?: { roles: string[] } },
    id: number,
  ) {
    const s = signer(request);
    const isAdmin = s.kind === "trainer" && request.account?.roles.includes("admin");
    if (!isAdmin && !(s.kind === "applicant" && s.applicantId === id))
      throw new HttpError(403, ONBOARDING_TEXT.notYourApplication);
    const applicant = await applicants.byId(id);
    if (!applicant) throw new HttpError(404, ONBOARDING_TEXT.noSuchApplicant);
    return applicant;
  }

  app.get("/api/onboarding/documents", { schema: { response: { 200: documentList } } }, async (request) =>
    list(signer(request)),
  );

  app.get(
    "/api/onboarding/documents/:id",
    { schema: { params: documentParams, response: { 200: documentToSign, ...errorResponses(404) } } },
    async (request) => {
      const doc = await documentToSignOf(app, signer(request), request.params.id);
      if (!doc) throw new HttpError(404, ONBOARDING_TEXT.unknownDocument);
      return doc;
    },
  );

  app.post(
    "/api/onboarding/documents/:id/sign",
    {
      schema: {
        params: documentParams,
        body: signDocument,
        response: { 200: documentList, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const s = signer(request);
      const outcome = await documents.sign(
        s,
        request.params.id,
        request.body.version,
        request.body.fullName,
        {
          ip: request.ip,
          userAgent: request.headers["user-agent"],
          now: app.now(),
        },
      );
      if (outcome === "name")
        throw invalidInput([{ field: "fullName", message: ONBOARDING_TEXT.signNameMismatch }]);
      if (outcome === "unknown") throw new HttpError(404, ONBOARDING_TEXT.unknownDocument);
      if (outcome === "changed") throw new HttpError(409, ONBOARDING_TEXT.documentChanged);
      return list(s);
    },
  );

  app.put(
    "/api/trainers/:id",
    {
      schema: {
        params: applicantParams,
        body: paymentClaim,
        response: { 200: applicantState, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const applicant = await ownApplicant(request, request.params.id);
      // Whatever the body says, this records a claim: only the webhook or the admin verify a payment.
      const row = (await applicants.claimPayment(applicant.id, app.now()))!;
      return { id: row.id, paymentStatus: row.paymentStatus, onboardingStatus: row.onboardingStatus };
    },
  );

  app.post(
    "/api/trainers/:id/trigger-onboarding",
    { schema: { params: applicantParams, response: { 200: triggered, ...errorResponses(403, 404) } } },
    async (request) => {
      const applicant = await ownApplicant(request, request.params.id);
      return { emailed: await app.onboarding.sendDocumentsEmail(applicant) };
    },
  );

  app.post(
    "/api/onboarding/welcome/:linkId/visit",
    { schema: { params: welcomeParams, response: { 200: welcomeVisited, ...errorResponses(404) } } },
    async (request) => {
      const { linkId } = request.params;
      if (!(WELCOME_LINK_IDS as readonly string[]).includes(linkId))
        throw new HttpError(404, "There is no such welcome link.");
      const s = signer(request);
      const record =
        s.kind === "applicant"
          ? (await applicants.byId(s.applicantId!))!
          : await applicants.forTrainer(s.trainerId!, s.name, request.account!.email);
      return { welcomeVisited: await applicants.markWelcomeVisited(record.id, linkId) };
    },
  );
};
