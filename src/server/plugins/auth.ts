/**
 * Who is calling: every request reads the session cookie on the server; nothing in the browser grants
 * access. The portal and admin audiences (plugins/audiences.ts) run requireTrainer or requireAdmin
 * before any of their routes, so an anonymous caller is refused before the body is even read.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { NOT_ALLOWED, SESSION_TEXT, type SessionEnd } from "../../shared/contracts/auth";
import { ONBOARDING_TEXT } from "../../shared/contracts/onboarding";
import { HttpError } from "../http/http-error";

export const NOT_SIGNED_IN = "Please sign in to continue.";

/** The live session a request's cookie names, if any (the auth module's; app.ts hands it in). */
export type SessionOf = (request: FastifyRequest) => Promise<{
  user?: { trainerId: number; sessionHash: string; createdAt: Date };
  ended?: SessionEnd;
}>;

/** The 401 of a request without a live session; it names why when the brand ended the session. */
const signedOut = (request: FastifyRequest) =>
  request.sessionEnded
    ? new HttpError(401, SESSION_TEXT.suspended, { ended: request.sessionEnded })
    : new HttpError(401, NOT_SIGNED_IN);

export function registerAuth(app: FastifyInstance, sessionOf: SessionOf) {
  async function loadAccount(request: FastifyRequest) {
    if (request.account) return request.account;
    // Found ended once already in this request: the session is gone, and why must not be lost.
    if (request.sessionEnded) return undefined;
    const { user: session, ended } = await sessionOf(request);
    if (ended) request.sessionEnded = ended;
    if (!session) return undefined;
    const account = await app.services.trainers.accountById(session.trainerId);
    request.account = account;
    request.sessionHash = session.sessionHash;
    request.sessionCreatedAt = session.createdAt;
    return account;
  }
  app.decorate("loadAccount", loadAccount);
  app.decorate("requireTrainer", async (request: FastifyRequest) => {
    if (!(await loadAccount(request))) throw signedOut(request);
  });
  // An applicant (their onboarding session) or a signed-in trainer: someone who may sign documents.
  app.decorate("requireSigner", async (request: FastifyRequest) => {
    const signer = await app.services.onboarding.signerOf(request);
    if (!signer) throw new HttpError(401, ONBOARDING_TEXT.noApplicant);
    request.signer = signer;
  });
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    const account = await loadAccount(request);
    if (!account) throw signedOut(request);
    if (!account.roles.includes("admin")) throw new HttpError(403, NOT_ALLOWED);
  });
}
