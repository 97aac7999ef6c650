/**
 * Signing in by e-mail link or password, and the account's password: the rules of docs/product.md
 * "Security" 2 and 3. Throws domain errors (the rate limits' 429s stay in the routes); the SQL is in
 * repository.ts, the sessions' rules in session-service.ts.
 */
import { LOGIN_TEXT, type Me } from "../../../shared/contracts/auth";
import { safeNext } from "../../../shared/safe-next";
import type { SiteConfig } from "../../../shared/site-config";
import type { AppConfig } from "../../config";
import { DUMMY_PASSWORD_HASH, hashPassword, newSecret, sha256, verifyPassword } from "../../platform/crypto";
import { Forbidden, Gone, Invalid, NotFound, Unauthorized, Unavailable } from "../../platform/domain-errors";
import type { InRequestMail, Mailer } from "../../plugins/mail";
import { MailDeliveryError } from "../../plugins/mail";
import type { Account } from "../trainers/account";
import type { TrainerService } from "../trainers/service";
import { CAN_LOG_IN } from "./accounts";
import { loginEmail, type NoLinkReason, noLinkEmail } from "./login-email";
import { endTrainerSessions, type SessionRepository } from "./repository";
import { RECENT_SIGN_IN_MS } from "./session-service";

export type AuthDeps = {
  repository: SessionRepository;
  trainers: TrainerService;
  config: AppConfig;
  /** The site configuration as of now (app.site(): the admin edits the support e-mail). */
  site: () => Promise<SiteConfig>;
  mailer: Mailer;
  now: () => Date;
  /** Required documents the trainer has not signed (modules/onboarding): GET /api/me's banner count. */
  unsignedDocuments: (trainerId: number) => Promise<number>;
};

/** Pacing of the e-mails to one address (plugins/login-limits.ts). */
export type MailPacing = { mayMail(email: string): Promise<boolean>; mailed(email: string): Promise<void> };

export type LinkState = "valid" | "used" | "expired" | "unknown";

const LINK_MESSAGES: Record<Exclude<LinkState, "valid">, string> = {
  used: "This link has already been used. Request a new one to sign in.",
  expired: "This link has expired. Request a new one to sign in.",
  unknown: "This link isn't valid. Request a new one to sign in.",
};

export const PASSWORD_TEXT = {
  wrongCurrent: "Your current password is not correct.",
  signInAgain: "For your security, enter your current password, or sign in again, to change your password.",
} as const;

/** The session a password change comes from: it stays signed in, the account's others end. */
export type ChangingSession = { hash?: string; createdAt?: Date };

export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  /** GET /api/me's answer for a signed-in account: also what the portal's pages load (pages/reads.ts). */
  async me(a: Account): Promise<Me> {
    return {
      id: a.id,
      email: a.email,
      name: a.name,
      status: a.status,
      roles: a.roles,
      isAdmin: a.roles.includes("admin"),
      isAnnouncementAuthor: a.roles.includes("announcement_author"),
      hasPassword: Boolean(a.passwordHash),
      // Every portal page's banner reads it: one small query.
      unsignedDocuments: await this.deps.unsignedDocuments(a.id),
    };
  }

  /** The admin console's link for a trainer: refusals are said to the admin (404, 403). */
  async sendMagicLink(email: string, next?: string): Promise<void> {
    await this.mailLink(await this.accountThatMayLogIn(email), next);
  }

  /**
   * POST /api/magic-login. Only an unknown address is told so (the spec's text); for every other address
   * the answer is the same "sent" and the e-mail says what happened: a link, or why there is none
   * (suspended, closed, payment being confirmed). Past the pacing nothing is e-mailed: the address's last
   * e-mail went out less than a minute ago, and its link still works (docs/decisions/0026-sign-in-pacing.md).
   */
  async requestSignInLink(email: string, next: string | undefined, pacing: MailPacing) {
    const { deps } = this;
    const account = await deps.trainers.accountByEmail(email);
    if (!account && !(await deps.repository.isApplicant(email))) throw new NotFound(LOGIN_TEXT.notRegistered);
    if (!(await pacing.mayMail(email))) return { sent: true as const };
    if (account && CAN_LOG_IN.has(account.status)) await this.mailLink(account, next);
    else {
      const reason: NoLinkReason = !account
        ? "payment-being-confirmed"
        : account.status === "revoked"
          ? "revoked"
          : "suspended";
      // An applicant's name is whatever was typed at checkout: not repeated to the mailbox.
      const mail = noLinkEmail(await deps.site(), { name: account?.name ?? "there", reason });
      await this.deliver({ to: account?.email ?? email, ...mail, kind: "login-refused" });
    }
    await pacing.mailed(email);
    return { sent: true as const };
  }

  async linkState(token: string, email: string): Promise<LinkState> {
    const row = await this.deps.repository.token(sha256(token), "login");
    // A token works only for the e-mail it was sent to.
    if (!row || row.email !== email.toLowerCase()) return "unknown";
    if (row.usedAt) return "used";
    if (row.expiresAt <= this.deps.now()) return "expired";
    return "valid";
  }

  /** Uses the token (once) and answers the account to start a session for. */
  async consumeMagicLink(token: string, email: string): Promise<Account> {
    const state = await this.linkState(token, email);
    if (state !== "valid") throw new Gone(LINK_MESSAGES[state], { state });
    const used = await this.deps.repository.spendToken(
      sha256(token),
      "login",
      email.toLowerCase(),
      this.deps.now(),
    );
    if (!used) throw new Gone(LINK_MESSAGES.used, { state: "used" });
    return this.accountThatMayLogIn(email);
  }

  async passwordLogin(email: string, password: string): Promise<Account> {
    const account = await this.deps.trainers.accountByEmail(email);
    const hash = account?.passwordHash;
    // One check either way: without an account or a password the answer takes as long as a wrong password (F2).
    const ok = await verifyPassword(password, hash ?? DUMMY_PASSWORD_HASH);
    if (!account || !hash || !ok) throw new Unauthorized(LOGIN_TEXT.wrongPassword);
    if (!CAN_LOG_IN.has(account.status)) throw new Forbidden(LOGIN_TEXT.accountClosed);
    return account;
  }

  /**
   * Sets or changes the password: allowed with the correct current password, or from a recent sign-in
   * (a session at most RECENT_SIGN_IN_MS old). Every other session of the account ends.
   */
  async changePassword(
    account: Account,
    newPassword: string,
    currentPassword: string | undefined,
    session: ChangingSession,
  ): Promise<void> {
    const now = this.deps.now();
    if (currentPassword && account.passwordHash) {
      if (!(await verifyPassword(currentPassword, account.passwordHash)))
        throw new Invalid(PASSWORD_TEXT.wrongCurrent);
    } else {
      const age = session.createdAt ? now.getTime() - session.createdAt.getTime() : Infinity;
      if (!(age <= RECENT_SIGN_IN_MS)) throw new Forbidden(PASSWORD_TEXT.signInAgain);
    }
    const passwordHash = await hashPassword(newPassword);
    await this.deps.trainers.setPassword(account.id, passwordHash, now, (tx) =>
      endTrainerSessions(tx, account.id, session.hash),
    );
  }

  private async accountThatMayLogIn(email: string): Promise<Account> {
    const account = await this.deps.trainers.accountByEmail(email);
    if (!account) throw new NotFound(LOGIN_TEXT.notRegistered);
    if (!CAN_LOG_IN.has(account.status)) throw new Forbidden(LOGIN_TEXT.accountClosed);
    return account;
  }

  /**
   * Sends a mail of a sign-in request at once, not through the outbox's job (docs/decisions/0028): the
   * person is waiting, and a failed delivery is the Small texts' message (503) on their screen.
   */
  private async deliver(mail: InRequestMail, onFailure = async () => {}) {
    try {
      await this.deps.mailer.sendNow(mail);
    } catch (err) {
      await onFailure();
      if (err instanceof MailDeliveryError) throw new Unavailable(LOGIN_TEXT.mailFailed);
      throw err;
    }
  }

  /** E-mails a sign-in link to an account that may sign in (the admin's "send a sign-in link" too). */
  private async mailLink(account: Account, next?: string) {
    const { deps } = this;
    const token = newSecret();
    const tokenHash = sha256(token);
    const now = deps.now();
    const email = account.email.toLowerCase();
    await deps.repository.insertToken({
      tokenHash,
      principal: { kind: "trainer", trainerId: account.id },
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.config.magicLinkTtlMs),
    });
    const url = new URL("/trainer-portal/magic-link", deps.config.publicUrl);
    url.searchParams.set("token", token);
    url.searchParams.set("email", email);
    const landing = safeNext(next);
    if (landing) url.searchParams.set("next", landing);
    const mail = loginEmail(await deps.site(), {
      name: account.name,
      link: url.toString(),
      minutes: Math.max(1, Math.round(deps.config.magicLinkTtlMs / 60000)),
    });
    // A link nobody received must not stay usable. (In production the outbox drops the body once sent.)
    await this.deliver({ to: account.email, ...mail, kind: "login-link" }, () =>
      deps.repository.removeToken(tokenHash),
    );
  }
}
