/**
 * What the onboarding GET routes answer, as functions: the routes (public-routes.ts, signer-routes.ts)
 * and the pages' loaders (pages/reads.ts) call the same ones, in-process.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DocumentList, DocumentToSign, OnboardingSession } from "../../../shared/contracts/onboarding";
import { sha256 } from "../../platform/crypto";
import type { RequestSigner } from "./service";

/** GET /api/onboarding/session: who this browser is in onboarding (an applicant, a trainer, or nobody). */
export async function onboardingSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<OnboardingSession> {
  const { applicants } = app.onboarding;
  const signer = await app.onboarding.signerOf(request);
  if (!signer) {
    return {
      signer: "none",
      applicantId: null,
      fullName: null,
      email: null,
      paymentStatus: null,
      accountReady: false,
      welcomeVisited: [],
    };
  }
  const record =
    signer.kind === "applicant"
      ? await applicants.byId(signer.applicantId!)
      : await applicants.forTrainer(signer.trainerId!, signer.name, (await app.loadAccount(request))!.email);
  return {
    signer: signer.kind,
    applicantId: signer.kind === "applicant" ? record!.id : null,
    fullName: record!.fullName,
    email: record!.email,
    paymentStatus: record!.paymentStatus,
    accountReady: signer.kind === "trainer" || record!.trainerId !== null,
    welcomeVisited: record!.welcomeLinksVisited,
  };
}

/** GET /api/onboarding/documents: the documents and what this signer signed. */
export async function documentListOf(app: FastifyInstance, signer: RequestSigner): Promise<DocumentList> {
  const { documents } = app.onboarding;
  const docs = await documents.list(signer);
  const required = docs.filter((d) => d.required);
  return {
    signerName: await documents.nameToSign(signer),
    documents: docs,
    signedCount: required.filter((d) => d.signed).length,
    requiredCount: required.length,
  };
}

/** GET /api/onboarding/documents/{id}: one document's text to sign, or undefined (no such document). */
export async function documentToSignOf(
  app: FastifyInstance,
  signer: RequestSigner,
  id: string,
): Promise<DocumentToSign | undefined> {
  const { documents } = app.onboarding;
  const doc = await documents.byId(id);
  if (!doc) return undefined;
  const state = (await documents.list(signer)).find((d) => d.id === doc.id);
  return {
    id: doc.id,
    title: doc.title,
    version: doc.version,
    body: doc.body,
    sha256: sha256(doc.body),
    signerName: await documents.nameToSign(signer),
    signed: Boolean(state?.signed),
  };
}
