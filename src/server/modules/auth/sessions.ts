/**
 * Server-side sessions: an opaque 256-bit id in an httpOnly SameSite=Lax cookie (Secure and __Host-
 * in production); the database keeps only its SHA-256. Idle and absolute timeouts.
 */
import { and, eq, ne } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../../config";
import type { Db, Tx } from "../../db/client";
import { sessions, trainers } from "../../db/schema";
import { newSecret, sha256 } from "../../platform/crypto";
import { CAN_LOG_IN } from "./accounts";

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
/** A session this young counts as a recent sign-in (setting a password without the current one). */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

export const sessionCookieName = (config: AppConfig) =>
  config.production ? "__Host-sp_session" : "sp_session";

export async function startSession(
  db: Db,
  config: AppConfig,
  reply: FastifyReply,
  request: FastifyRequest,
  trainerId: number,
  now: Date,
) {
  // A session the request still carries ends first, whoever it belonged to: signing in as someone
  // else must not leave it alive.
  const previous = request.cookies[sessionCookieName(config)];
  if (previous) await db.delete(sessions).where(eq(sessions.idHash, sha256(previous)));
  const id = newSecret();
  await db.insert(sessions).values({
    idHash: sha256(id),
    trainerId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    ip: request.ip,
    userAgent: request.headers["user-agent"]?.slice(0, 300),
  });
  reply.setCookie(sessionCookieName(config), id, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.production,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export type SessionUser = { trainerId: number; sessionHash: string; createdAt: Date };

/** The session's trainer, if the cookie names a live session of an account that may still log in. */
export async function readSession(
  db: Db,
  cookieValue: string | undefined,
  now: Date,
): Promise<SessionUser | undefined> {
  if (!cookieValue) return undefined;
  const idHash = sha256(cookieValue);
  const [row] = await db
    .select({ session: sessions, status: trainers.status })
    .from(sessions)
    .innerJoin(trainers, eq(trainers.id, sessions.trainerId))
    .where(eq(sessions.idHash, idHash));
  if (!row || row.session.trainerId === null) return undefined;
  const idleExpired = now.getTime() - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS;
  if (row.session.expiresAt <= now || idleExpired || !CAN_LOG_IN.has(row.status)) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return undefined;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { trainerId: row.session.trainerId, sessionHash: idHash, createdAt: row.session.createdAt };
}

export async function endSession(
  db: Db,
  config: AppConfig,
  reply: FastifyReply,
  sessionHash: string | undefined,
) {
  if (sessionHash) await db.delete(sessions).where(eq(sessions.idHash, sessionHash));
  reply.clearCookie(sessionCookieName(config), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.production,
  });
}

/** Ends every session of a trainer (suspension, revocation, password change elsewhere). */
export async function endAllSessions(db: Db, trainerId: number) {
  await db.delete(sessions).where(eq(sessions.trainerId, trainerId));
}

/** Ends every session of a trainer but the one given (a password change signs the others out). */
export async function endOtherSessions(db: Db | Tx, trainerId: number, keepHash: string | undefined) {
  await db
    .delete(sessions)
    .where(
      keepHash
        ? and(eq(sessions.trainerId, trainerId), ne(sessions.idHash, keepHash))
        : eq(sessions.trainerId, trainerId),
    );
}
