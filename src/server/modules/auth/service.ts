/** Login by e-mail link or password: the rules of docs/product.md "Security" 2 and 3. */
import { and, eq, isNull, sql } from "drizzle-orm";
import { LOGIN_TEXT } from "../../../shared/contracts/auth";
import { safeNext } from "../../../shared/safe-next";
import type { SiteConfig } from "../../../shared/site-config";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { applicants, loginTokens } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { DUMMY_PASSWORD_HASH, hashPassword, newSecret, sha256, verifyPassword } from "../../platform/crypto";
import type { InRequestMail, Mailer } from "../../plugins/mail";
import { MailDeliveryError } from "../../plugins/mail";
import type { Account, TrainerStore } from "../trainers/store";
import { CAN_LOG_IN } from "./accounts";
import { loginEmail, type NoLinkReason, noLinkEmail } from "./login-email";
import { endOtherSessions, RECENT_SIGN_IN_MS } from "./sessions";

type Deps = {
  db: Db;
  trainers: TrainerStore;
  config: AppConfig;
  /** The site configuration as of now (app.site(): the admin edits the support e-mail). */
  site: () => Promise<SiteConfig>;
  mailer: Mailer;
  now: () => Date;
};

async function accountThatMayLogIn(trainers: TrainerStore, email: string): Promise<Account> {
  const account = await trainers.accountByEmail(email);
  if (!account) throw new HttpError(404, LOGIN_TEXT.notRegistered);
  if (!CAN_LOG_IN.has(account.status)) throw new HttpError(403, LOGIN_TEXT.accountClosed);
  return account;
}

/** Someone who gave their details in onboarding and has no account yet: their payment is being confirmed. */
async function isApplicant(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(sql`lower(${applicants.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/**
 * Sends a mail of a sign-in request at once, not through the outbox's job (docs/decisions/0028): the
 * person is waiting, and a failed delivery is the Small texts' message (503) on their screen.
 */
async function deliver(deps: Deps, mail: InRequestMail, onFailure = async () => {}) {
  try {
    await deps.mailer.sendNow(mail);
  } catch (err) {
    await onFailure();
    if (err instanceof MailDeliveryError) throw new HttpError(503, LOGIN_TEXT.mailFailed);
    throw err;
  }
}

/** E-mails a sign-in link to an account that may sign in (the admin's "send a sign-in link" too). */
async function mailLink(deps: Deps, account: Account, next?: string) {
  const token = newSecret();
  const tokenHash = sha256(token);
  const now = deps.now();
  await deps.db.insert(loginTokens).values({
    tokenHash,
    email: account.email.toLowerCase(),
    trainerId: account.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.magicLinkTtlMs),
  });
  const url = new URL("/trainer-portal/magic-link", deps.config.publicUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("email", account.email.toLowerCase());
  const landing = safeNext(next);
  if (landing) url.searchParams.set("next", landing);
  const mail = loginEmail(await deps.site(), {
    name: account.name,
    link: url.toString(),
    minutes: Math.max(1, Math.round(deps.config.magicLinkTtlMs / 60000)),
  });
  // A link nobody received must not stay usable. (In production the outbox drops the body once sent.)
  await deliver(deps, { to: account.email, ...mail, kind: "login-link" }, async () => {
    await deps.db.delete(loginTokens).where(eq(loginTokens.tokenHash, tokenHash));
  });
}

/** The admin console's link for a trainer: refusals are said to the admin (404, 403). */
export async function sendMagicLink(deps: Deps, email: string, next?: string) {
  await mailLink(deps, await accountThatMayLogIn(deps.trainers, email), next);
}

/** Pacing of the e-mails to one address (plugins/login-limits.ts). */
export type MailPacing = { mayMail(email: string): Promise<boolean>; mailed(email: string): Promise<void> };

/**
 * POST /api/magic-login. Only an unknown address is told so (the spec's text); for every other address
 * the answer is the same "sent" and the e-mail says what happened: a link, or why there is none
 * (suspended, closed, payment being confirmed). Past the pacing nothing is e-mailed: the address's last
 * e-mail went out less than a minute ago, and its link still works (docs/decisions/0026-sign-in-pacing.md).
 */
export async function requestSignInLink(deps: Deps & { pacing: MailPacing }, email: string, next?: string) {
  const account = await deps.trainers.accountByEmail(email);
  if (!account && !(await isApplicant(deps.db, email))) throw new HttpError(404, LOGIN_TEXT.notRegistered);
  if (!(await deps.pacing.mayMail(email))) return { sent: true as const };
  if (account && CAN_LOG_IN.has(account.status)) await mailLink(deps, account, next);
  else {
    const reason: NoLinkReason = !account
      ? "payment-being-confirmed"
      : account.status === "revoked"
        ? "revoked"
        : "suspended";
    // An applicant's name is whatever was typed at checkout: not repeated to the mailbox.
    const mail = noLinkEmail(await deps.site(), { name: account?.name ?? "there", reason });
    await deliver(deps, { to: account?.email ?? email, ...mail, kind: "login-refused" });
  }
  await deps.pacing.mailed(email);
  return { sent: true as const };
}

export type LinkState = "valid" | "used" | "expired" | "unknown";

async function findToken(db: Db, token: string, email: string) {
  const [row] = await db
    .select()
    .from(loginTokens)
    .where(eq(loginTokens.tokenHash, sha256(token)));
  // A token works only for the e-mail it was sent to.
  return row && row.email === email.toLowerCase() ? row : undefined;
}

export async function linkState(db: Db, token: string, email: string, now: Date): Promise<LinkState> {
  const row = await findToken(db, token, email);
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  if (row.expiresAt <= now) return "expired";
  return "valid";
}

const LINK_MESSAGES: Record<Exclude<LinkState, "valid">, string> = {
  used: "This link has already been used. Request a new one to sign in.",
  expired: "This link has expired. Request a new one to sign in.",
  unknown: "This link isn't valid. Request a new one to sign in.",
};

/** Uses the token (once) and answers the account to start a session for. */
export async function consumeMagicLink(deps: Deps, token: string, email: string): Promise<Account> {
  const now = deps.now();
  const state = await linkState(deps.db, token, email, now);
  if (state !== "valid") throw new HttpError(410, LINK_MESSAGES[state], { state });
  // The conditional update makes single use hold under concurrent clicks.
  const used = await deps.db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(and(eq(loginTokens.tokenHash, sha256(token)), isNull(loginTokens.usedAt)))
    .returning({ trainerId: loginTokens.trainerId });
  if (used.length === 0) throw new HttpError(410, LINK_MESSAGES.used, { state: "used" });
  return accountThatMayLogIn(deps.trainers, email);
}

export async function passwordLogin(
  trainers: TrainerStore,
  email: string,
  password: string,
): Promise<Account> {
  const account = await trainers.accountByEmail(email);
  const hash = account?.passwordHash;
  // One check either way: without an account or a password the answer takes as long as a wrong password (F2).
  const ok = await verifyPassword(password, hash ?? DUMMY_PASSWORD_HASH);
  if (!account || !hash || !ok) throw new HttpError(401, LOGIN_TEXT.wrongPassword);
  if (!CAN_LOG_IN.has(account.status)) throw new HttpError(403, LOGIN_TEXT.accountClosed);
  return account;
}

export const PASSWORD_TEXT = {
  wrongCurrent: "Your current password is not correct.",
  signInAgain: "For your security, enter your current password, or sign in again, to change your password.",
} as const;

/** The session a password change comes from: it stays signed in, the account's others end. */
export type ChangingSession = { hash?: string; createdAt?: Date; now: Date };

/**
 * Sets or changes the password: allowed with the correct current password, or from a recent sign-in
 * (a session at most RECENT_SIGN_IN_MS old). Every other session of the account ends.
 */
export async function changePassword(
  trainers: TrainerStore,
  account: Account,
  newPassword: string,
  currentPassword: string | undefined,
  session: ChangingSession,
) {
  if (currentPassword && account.passwordHash) {
    if (!(await verifyPassword(currentPassword, account.passwordHash)))
      throw new HttpError(400, PASSWORD_TEXT.wrongCurrent);
  } else {
    const age = session.createdAt ? session.now.getTime() - session.createdAt.getTime() : Infinity;
    if (!(age <= RECENT_SIGN_IN_MS)) throw new HttpError(403, PASSWORD_TEXT.signInAgain);
  }
  const passwordHash = await hashPassword(newPassword);
  await trainers.setPassword(account.id, passwordHash, session.now, (tx) =>
    endOtherSessions(tx, account.id, session.hash),
  );
}
