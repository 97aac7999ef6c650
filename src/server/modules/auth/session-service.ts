/**
 * Sessions' rules (docs/decisions/0004, issue 27 F1, issue 30): a session is an opaque 256-bit id the
 * browser keeps in an httpOnly cookie (routes set it: cookies.ts, onboarding/applicant-session.ts); only
 * its SHA-256 is stored. A trainer's session has idle and absolute timeouts and ends when the account
 * may no longer sign in; an applicant's onboarding session lasts 7 days. The documents e-mail's link
 * tokens are here too, and the one prune of both, which the retention job runs.
 */

import { ADMIN_TEXT } from "../../../shared/contracts/admin";
import type { TrainerSessions } from "../../../shared/contracts/admin-trainer-record";
import type { SessionEnd } from "../../../shared/contracts/auth";
import type { Tx } from "../../db/client";
import { newSecret, sha256 } from "../../platform/crypto";
import { NotFound } from "../../platform/domain-errors";
import { CAN_LOG_IN } from "./accounts";
import { deviceSummary } from "./device";
import type { Principal, PruneCutoffs, SessionRepository } from "./repository";

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
/** A session this young counts as a recent sign-in (setting a password without the current one). */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

export const APPLICANT_SESSION_MS = 7 * 24 * 60 * 60 * 1000;
export const APPLICANT_LINK_MS = 7 * 24 * 60 * 60 * 1000;

/** The browser asking: where the session was started from (kept with it). */
export type Client = { ip?: string; userAgent?: string };

export type SessionUser = { trainerId: number; sessionHash: string; createdAt: Date };
/** A trainer session read: its user, or none, with why when the brand ended it (said once). */
export type TrainerSessionRead = { user: SessionUser } | { user?: undefined; ended?: SessionEnd };

export class SessionService {
  constructor(
    private readonly repository: SessionRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * Starts a session for the trainer and answers its cookie value. The session the request still
   * carries (`previous`) ends first, whoever it belonged to: signing in as someone else must not leave
   * it alive.
   */
  async startTrainer(trainerId: number, previous: string | undefined, client: Client): Promise<string> {
    return this.start({ kind: "trainer", trainerId }, SESSION_ABSOLUTE_MS, previous, client);
  }

  /**
   * The session's trainer, if the cookie names a live session of an account that may still sign in.
   * A session that ended is removed as it is found; one of an account the brand suspended or revoked
   * answers `ended: "suspended"` that once, so the visitor is told why (issue 31 part 5).
   */
  async readTrainer(cookieValue: string | undefined): Promise<TrainerSessionRead> {
    if (!cookieValue) return {};
    const now = this.now();
    const idHash = sha256(cookieValue);
    const row = await this.repository.trainerSession(idHash);
    if (!row) return {};
    const idle = now.getTime() - row.lastSeenAt.getTime();
    const mayLogIn = CAN_LOG_IN.has(row.status);
    if (row.expiresAt <= now || idle > SESSION_IDLE_MS || !mayLogIn) {
      await this.repository.remove(idHash);
      return mayLogIn ? {} : { ended: "suspended" };
    }
    if (idle > TOUCH_EVERY_MS) await this.repository.touch(idHash, now);
    return { user: { trainerId: row.trainerId, sessionHash: idHash, createdAt: row.createdAt } };
  }

  /**
   * The console's trainer page (docs/decisions/0041): the trainer's live sessions, each as a device in
   * words and its times (no id, no IP); NotFound when there is no such trainer.
   */
  async liveOfTrainer(trainerId: number): Promise<TrainerSessions> {
    const now = this.now();
    const rows = await this.repository.liveOfTrainer(
      trainerId,
      now,
      new Date(now.getTime() - SESSION_IDLE_MS),
    );
    if (!rows) throw new NotFound(ADMIN_TEXT.notFound);
    return {
      active: rows.length,
      sessions: rows.map((r) => ({
        device: deviceSummary(r.userAgent),
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
      })),
    };
  }

  /** Ends the session of this hash (signing out), if there is one. */
  async end(sessionHash: string | undefined): Promise<void> {
    if (sessionHash) await this.repository.remove(sessionHash);
  }

  /** Starts the applicant's onboarding session; one the browser already had (`previous`) ends first. */
  async startApplicant(applicantId: number, previous: string | undefined, client: Client): Promise<string> {
    return this.start({ kind: "applicant", applicantId }, APPLICANT_SESSION_MS, previous, client);
  }

  /** The applicant of the onboarding session this cookie names, or undefined. */
  async readApplicant(cookieValue: string | undefined): Promise<number | undefined> {
    if (!cookieValue) return undefined;
    return this.repository.applicantOf(sha256(cookieValue), this.now());
  }

  /** Ends the onboarding session this cookie names, if any. */
  async endApplicant(cookieValue: string | undefined): Promise<void> {
    if (cookieValue) await this.repository.remove(sha256(cookieValue));
  }

  /**
   * A new single-use link token for the applicant's documents e-mail (valid 7 days, bound to the e-mail
   * it is sent to), written in `tx` with the e-mail; only its SHA-256 is kept.
   */
  async newApplicantToken(tx: Tx, applicantId: number, email: string): Promise<string> {
    const token = newSecret();
    const createdAt = this.now();
    await this.repository.insertToken(
      {
        tokenHash: sha256(token),
        principal: { kind: "applicant", applicantId },
        email: email.toLowerCase(),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + APPLICANT_LINK_MS),
      },
      tx,
    );
    return token;
  }

  /** Uses the token once: the applicant it was sent to, or undefined (unknown, used, expired, other e-mail). */
  async consumeApplicantToken(token: string, email: string): Promise<number | undefined> {
    const row = await this.repository.spendToken(sha256(token), "applicant", email.toLowerCase(), this.now());
    if (!row?.applicantId) return undefined;
    return (await this.repository.applicantExists(row.applicantId)) ? row.applicantId : undefined;
  }

  /**
   * Deletes sessions past their expiry, trainer sessions idle too long and tokens expired before the
   * cut-off, used or not (the retention job, docs/decisions/0029-retention.md).
   */
  prune(cut: PruneCutoffs): Promise<{ sessions: number; tokens: number }> {
    return this.repository.prune(cut);
  }

  private async start(
    principal: Principal,
    lifetimeMs: number,
    previous: string | undefined,
    client: Client,
  ): Promise<string> {
    if (previous) await this.repository.remove(sha256(previous));
    const id = newSecret();
    const now = this.now();
    await this.repository.insert({
      idHash: sha256(id),
      principal,
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
    });
    return id;
  }
}
