/**
 * An applicant's onboarding session, the HTTP side (docs/product.md "Onboarding flow"): an applicant
 * has no account, so they act through a session of their own, an opaque id in an httpOnly cookie. The
 * session itself and the documents e-mail's link tokens are the auth module's
 * (app.services.sessions: auth/session-service.ts); here are only the cookie and the calls. It starts
 * when the applicant gives their details for a new application or opens their documents e-mail's link,
 * and lasts 7 days, until the applicant signs out or their account is created, suspended or revoked
 * (issue 27, F1).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../../config";
import { APPLICANT_SESSION_MS } from "../auth/session-service";

export const applicantCookieName = (config: AppConfig) =>
  config.production ? "__Host-sp_onboarding" : "sp_onboarding";

const cookieOptions = (config: AppConfig) => ({
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secure: config.production,
});

/** Starts a session for the applicant; one the browser already had ends first. */
export async function startApplicantSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  applicantId: number,
) {
  const id = await app.services.sessions.startApplicant(
    applicantId,
    request.cookies[applicantCookieName(app.config)],
    { ip: request.ip, userAgent: request.headers["user-agent"] },
  );
  reply.setCookie(applicantCookieName(app.config), id, {
    ...cookieOptions(app.config),
    maxAge: APPLICANT_SESSION_MS / 1000,
  });
}

/** The applicant signs out: the request's onboarding session (if any) ends and its cookie is cleared. */
export async function endApplicantSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await app.services.sessions.endApplicant(request.cookies[applicantCookieName(app.config)]);
  reply.clearCookie(applicantCookieName(app.config), cookieOptions(app.config));
}

/** The applicant of the request's onboarding session, or undefined. */
export function readApplicantSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<number | undefined> {
  return app.services.sessions.readApplicant(request.cookies[applicantCookieName(app.config)]);
}
