/**
 * Limits on signing in (docs/product.md "Security" 4; docs/decisions/0009-hardening.md). Link requests and
 * password attempts are counted apart, and nothing a stranger can send for someone else's e-mail keeps
 * that person from signing in with their password:
 * - a link request counts against its IP and its IP and e-mail pair; the e-mail itself is never refused,
 *   only paced: after RATE_LIMIT_LOGIN_PER_EMAIL e-mails in a window, at most one e-mail a minute, and the
 *   request still answers as sent (a stranger's requests cannot lock the owner out; the link sent less
 *   than a minute ago still works; docs/decisions/0026-sign-in-pacing.md);
 * - a password attempt counts against its IP; failures count against the IP and e-mail pair (refused
 *   past the limit) and against the e-mail from every IP, which only slows further attempts down;
 * - using a link, and changing a password, count against the IP.
 * Every refusal is a 429 with Retry-After. Counters live in this process, or with REDIS_URL in Redis,
 * shared by every app server (limit-counters.ts; docs/decisions/0018-two-app-servers.md).
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LOGIN_TEXT } from "../../shared/contracts/auth";
import { HttpError } from "../http/http-error";
import { type Count, limitCounters } from "./limit-counters";

const WINDOW_MS = 15 * 60 * 1000;
/** Once an address has had its few e-mails in a window, at most one e-mail in this long. */
const PACE_MS = 60 * 1000;

const emailOf = (req: FastifyRequest) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? "")
    .trim()
    .toLowerCase();

export type LoginLimits = ReturnType<typeof createLoginLimits>;

/**
 * The limits of one group of routes: `scope` keeps each group's counters apart (sign-in, onboarding and
 * the account's password change count separately, in Redis as in the process).
 */
export function createLoginLimits(app: FastifyInstance, scope: "sign-in" | "onboarding" | "account") {
  const { loginPerIp, loginPerEmail, failedPasswordDelayMs } = app.config.rateLimits;
  const clock = () => app.now().getTime();
  const counters = limitCounters(app.redis, `login:${scope}`, WINDOW_MS, clock);
  const paceCounters = limitCounters(app.redis, `login:${scope}:pace`, PACE_MS, clock);

  function tooMany(count: Count): never {
    const seconds = Math.max(1, Math.ceil((count.resetAt - app.now().getTime()) / 1000));
    throw new HttpError(429, LOGIN_TEXT.tooMany, undefined, { "retry-after": String(seconds) });
  }
  /** Counts a hit; refuses once the key has had more than `max`. */
  async function take(key: string, max: number) {
    const count = await counters.add(key);
    if (count.hits > max) tooMany(count);
  }
  /** Refuses when the key already had `max` hits, without counting this one. */
  async function check(key: string, max: number) {
    const count = await counters.count(key);
    if (count && count.hits >= max) tooMany(count);
  }

  return {
    /** POST /api/magic-login */
    linkRequest: async (request: FastifyRequest) => {
      const email = emailOf(request);
      await take(`link-ip:${request.ip}`, loginPerIp);
      if (!email) return;
      await take(`link-pair:${request.ip}|${email}`, loginPerEmail);
    },
    /**
     * Whether an e-mail may go to this address now (pacing, not a refusal). Checked, then counted by
     * `mailed` once it went out: two servers may both send at the same moment, which costs one e-mail.
     */
    async mayMail(email: string) {
      const sent = await counters.count(`link-mail:${email}`);
      if (!sent || sent.hits < loginPerEmail) return true;
      return !(await paceCounters.count(`link-mail:${email}`));
    },
    async mailed(email: string) {
      await counters.add(`link-mail:${email}`);
      await paceCounters.add(`link-mail:${email}`);
    },
    /** Reading and using an e-mailed link. */
    linkUse: async (request: FastifyRequest) => take(`link-use-ip:${request.ip}`, loginPerIp),
    /** Setting or changing a password. */
    passwordChange: async (request: FastifyRequest) => take(`password-change-ip:${request.ip}`, loginPerIp),
    /** POST /api/login, before the password is checked. */
    passwordAttempt: async (request: FastifyRequest) => {
      await take(`password-ip:${request.ip}`, loginPerIp);
      const email = emailOf(request);
      if (!email) return;
      await check(`password-failed-pair:${request.ip}|${email}`, loginPerEmail);
      // Many failures for this e-mail from anywhere: slow every attempt down, but never lock it.
      const failures = await counters.count(`password-failed-email:${email}`);
      if (failures && failures.hits >= loginPerEmail * 2) await sleep(failedPasswordDelayMs);
    },
    /** After the password was checked. */
    async passwordResult(request: FastifyRequest, ok: boolean) {
      const email = emailOf(request);
      const pair = `password-failed-pair:${request.ip}|${email}`;
      if (ok) return counters.clear(pair);
      await counters.add(pair);
      await counters.add(`password-failed-email:${email}`);
    },
  };
}
