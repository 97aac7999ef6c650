/**
 * The trainer session's cookie (the HTTP side of session-service.ts): httpOnly, SameSite=Lax, and
 * Secure with the __Host- prefix in production. It holds the session's id; the database only its hash.
 */
import type { FastifyReply } from "fastify";
import type { AppConfig } from "../../config";
import { SESSION_ABSOLUTE_MS } from "./session-service";

export const sessionCookieName = (config: AppConfig) =>
  config.production ? "__Host-sp_session" : "sp_session";

const cookieOptions = (config: AppConfig) => ({
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secure: config.production,
});

export function setSessionCookie(reply: FastifyReply, config: AppConfig, id: string) {
  reply.setCookie(sessionCookieName(config), id, {
    ...cookieOptions(config),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
}
