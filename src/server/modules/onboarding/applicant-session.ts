/**
 * An applicant's onboarding session (docs/product.md "Onboarding flow"): an applicant has no account,
 * so they act through a session of their own, an opaque id in an httpOnly cookie, stored hashed in the
 * sessions table with the applicant's id (never a trainer's: a trainer session reads only rows with a
 * trainer). It starts when the applicant gives their details for a new application or opens their
 * documents e-mail's link (single use, bound to the e-mail it was sent to, valid 7 days) and lasts 7
 * days, until the applicant signs out or their account is created, suspended or revoked (issue 27, F1).
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../../config";
import type { Db, Tx } from "../../db/client";
import { applicants, applicantTokens, sessions } from "../../db/schema";
import { newSecret, sha256 } from "../../platform/crypto";

export const APPLICANT_SESSION_MS = 7 * 24 * 60 * 60 * 1000;
export const APPLICANT_LINK_MS = 7 * 24 * 60 * 60 * 1000;

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
  db: Db,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  applicantId: number,
  now: Date,
) {
  const previous = request.cookies[applicantCookieName(config)];
  if (previous) await db.delete(sessions).where(eq(sessions.idHash, sha256(previous)));
  const id = newSecret();
  await db.insert(sessions).values({
    idHash: sha256(id),
    applicantId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + APPLICANT_SESSION_MS),
    ip: request.ip,
    userAgent: request.headers["user-agent"]?.slice(0, 300),
  });
  reply.setCookie(applicantCookieName(config), id, {
    ...cookieOptions(config),
    maxAge: APPLICANT_SESSION_MS / 1000,
  });
}

/** The applicant signs out: the request's onboarding session (if any) ends and its cookie is cleared. */
export async function endApplicantSession(
  db: Db,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const value = request.cookies[applicantCookieName(config)];
  if (value) await db.delete(sessions).where(eq(sessions.idHash, sha256(value)));
  reply.clearCookie(applicantCookieName(config), cookieOptions(config));
}

/** The applicant of the request's onboarding session, or undefined. */
export async function readApplicantSession(
  db: Db,
  config: AppConfig,
  request: FastifyRequest,
  now: Date,
): Promise<number | undefined> {
  const value = request.cookies[applicantCookieName(config)];
  if (!value) return undefined;
  const [row] = await db
    .select({ applicantId: sessions.applicantId })
    .from(sessions)
    .where(and(eq(sessions.idHash, sha256(value)), gt(sessions.expiresAt, now)));
  return row?.applicantId ?? undefined;
}

/** A new single-use link token for the applicant's documents e-mail; only its SHA-256 is kept. */
export async function newApplicantToken(
  db: Db | Tx,
  applicantId: number,
  email: string,
  now: Date,
): Promise<string> {
  const token = newSecret();
  await db.insert(applicantTokens).values({
    tokenHash: sha256(token),
    applicantId,
    email: email.toLowerCase(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + APPLICANT_LINK_MS),
  });
  return token;
}

/** Uses the token once: the applicant it was sent to, or undefined (unknown, used, expired, other e-mail). */
export async function consumeApplicantToken(
  db: Db,
  token: string,
  email: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(applicantTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(applicantTokens.tokenHash, sha256(token)),
        eq(applicantTokens.email, email.toLowerCase()),
        isNull(applicantTokens.usedAt),
        gt(applicantTokens.expiresAt, now),
      ),
    )
    .returning({ applicantId: applicantTokens.applicantId });
  if (!row) return undefined;
  const [applicant] = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(eq(applicants.id, row.applicantId));
  return applicant?.id;
}
