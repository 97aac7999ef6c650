/**
 * Contracts of the login and session endpoints, shared by the server's schemas and the web forms
 * (spec portal §4, §7; docs/product.md "Security"):
 *   POST /api/magic-login          e-mails a sign-in link (or why there is none; the answer is the same)
 *   GET  /api/magic-link/status    whether a link can still be used
 *   POST /api/magic-link/consume   uses the link and starts a session
 *   POST /api/login                password sign-in
 *   POST /api/logout               ends the caller's session, if any
 *   GET  /api/me                   who is signed in, with roles and how many documents are still unsigned
 *   POST /api/me/password          sets or changes the password (other sessions end)
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { errorResponses, noContent } from "./errors";

export const LOGIN_TEXT = {
  notRegistered: "This email is not registered in our system. Please try again.",
  mailFailed: "We couldn't send the e-mail right now. Please try again in a few minutes.",
  invalidEmail: "Please enter a valid email address",
  shortPassword: "Password must be at least 6 characters",
  wrongPassword: "That email and password don't match. Try again, or use an email link.",
  accountClosed: "This account can't sign in. Please contact support.",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
} as const;

/**
 * Why a session ended, when the visitor should be told (issue 31 part 5): the brand suspended or revoked
 * the account. Said once: the 401 that finds the ended session carries it, and the login page shows it.
 */
export const SESSION_END = ["suspended"] as const;
export type SessionEnd = (typeof SESSION_END)[number];

export const SESSION_TEXT = {
  suspended: "Your account was suspended",
  suspendedHint: "Please contact support if you have questions about your account.",
  expired: "Your session has ended",
  expiredHint: "Sign in again to save your changes. What you typed is kept on this device until then.",
  signInAgain: "Sign in again",
  draftBackTitle: "Your changes are back",
  draftBack: "What you typed before signing in again is in the form. Save to keep it.",
} as const;

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: LOGIN_TEXT.invalidEmail }).max(254));

/** POST /api/magic-login */
export const magicLinkRequest = z.object({ email: emailField, next: z.string().max(500).optional() });
/** The same for every registered address: who is an admin, suspended or an applicant is not said (F4). */
export const magicLinkSent = z.object({ sent: z.literal(true) });

/** POST /api/login (the password variant) */
export const passwordLogin = z.object({
  email: emailField,
  password: z.string().min(6, LOGIN_TEXT.shortPassword).max(200),
});

/** GET /api/magic-link/status and POST /api/magic-link/consume */
export const magicLinkToken = z.object({
  token: z.string().min(20).max(100),
  email: emailField,
});
export const magicLinkState = z.enum(["valid", "used", "expired", "unknown"]);
export const magicLinkStatus = z.object({ state: magicLinkState });

export const roleName = z.enum(["trainer", "admin", "announcement_author"]);
export const trainerStatus = z.enum(["in_training", "certified", "hq", "suspended", "revoked"]);

/** GET /api/me */
export const me = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  status: trainerStatus,
  roles: z.array(roleName),
  isAdmin: z.boolean(),
  isAnnouncementAuthor: z.boolean(),
  hasPassword: z.boolean(),
  /** Required documents not signed at their current version: the portal's banner leads to them. */
  unsignedDocuments: z.number(),
});
export type Me = z.infer<typeof me>;

/** Where a signed-in user lands (the admin console until it exists is the dashboard). */
export const loggedIn = z.object({ redirect: z.string() });

/** Where to land after signing in, when the sign-in screen was reached from a page (safe-next.ts). */
const next = z.string().max(500).optional();
/** POST /api/magic-link/consume */
export const magicLinkConsume = magicLinkToken.extend({ next });
/** POST /api/login */
export const passwordLoginRequest = passwordLogin.extend({ next });

/** POST /api/me/password */
export const setPassword = z.object({
  currentPassword: z.string().max(200).optional(),
  newPassword: z.string().min(6, LOGIN_TEXT.shortPassword).max(200),
});

/** A signed-in caller asking for what is not theirs. */
export const NOT_ALLOWED = "You don't have access to this.";

export const authEndpoints = {
  /** E-mails a sign-in link; the same answer for every registered address (F4). */
  requestLink: defineEndpoint({
    method: "POST",
    path: "/api/magic-login",
    audience: "public",
    body: magicLinkRequest,
    responses: { 200: magicLinkSent, ...errorResponses(400, 404, 429, 503) },
  }),
  /** Whether a link still works; reading it changes nothing. */
  linkStatus: defineEndpoint({
    method: "GET",
    path: "/api/magic-link/status",
    audience: "public",
    query: magicLinkToken,
    responses: { 200: magicLinkStatus },
  }),
  /** Uses the link (once) and starts a session. */
  consumeLink: defineEndpoint({
    method: "POST",
    path: "/api/magic-link/consume",
    audience: "public",
    body: magicLinkConsume,
    responses: { 200: loggedIn, ...errorResponses(400, 403, 404, 410, 429) },
  }),
  /** The password variant. */
  passwordLogin: defineEndpoint({
    method: "POST",
    path: "/api/login",
    audience: "public",
    body: passwordLoginRequest,
    responses: { 200: loggedIn, ...errorResponses(400, 401, 403, 429) },
  }),
  /** Ends the caller's session, if any (204 without one too). */
  logout: defineEndpoint({
    method: "POST",
    path: "/api/logout",
    audience: "public",
    responses: { 204: noContent },
  }),
  /** The signed-in account. */
  me: defineEndpoint({ method: "GET", path: "/api/me", audience: "portal", responses: { 200: me } }),
  /** Sets or changes the password; the account's other sessions end. */
  setPassword: defineEndpoint({
    method: "POST",
    path: "/api/me/password",
    audience: "portal",
    body: setPassword,
    responses: { 204: noContent, ...errorResponses(400, 403, 429) },
  }),
};
