/**
 * Limits on signing in (docs/product.md "Security" 4; docs/decisions/0009-hardening.md). Link requests and
 * password attempts are counted apart, and nothing a stranger can send for someone else's e-mail keeps
 * that person from signing in with their password:
 * - a link request counts against its IP, its IP and e-mail pair, and (to spare the mailbox) the e-mail;
 * - a password attempt counts against its IP; failures count against the IP and e-mail pair (refused
 *   past the limit) and against the e-mail from every IP, which only slows further attempts down;
 * - using a link, and changing a password, count against the IP.
 * Every refusal is a 429 with Retry-After. Counters live in this process (REDIS_URL sharing comes with
 * more than one app server).
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LOGIN_TEXT } from "../../shared/contracts/auth";
import { HttpError } from "../http/http-error";

const WINDOW_MS = 15 * 60 * 1000;
/** Above this many keys, expired ones are swept (a flood of made-up e-mails cannot grow memory for long). */
const SWEEP_ABOVE = 50_000;

type Count = { hits: number; resetAt: number };

/** Fixed-window counters by key. */
export class WindowCounters {
  private readonly counts = new Map<string, Count>();
  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Hits so far in the key's current window. */
  count(key: string): Count | undefined {
    const c = this.counts.get(key);
    if (c && c.resetAt <= this.now()) {
      this.counts.delete(key);
      return undefined;
    }
    return c;
  }

  add(key: string): Count {
    const now = this.now();
    let c = this.count(key);
    if (!c) {
      if (this.counts.size >= SWEEP_ABOVE) this.sweep(now);
      c = { hits: 0, resetAt: now + this.windowMs };
      this.counts.set(key, c);
    }
    c.hits += 1;
    return c;
  }

  clear(key: string) {
    this.counts.delete(key);
  }

  private sweep(now: number) {
    for (const [key, c] of this.counts) if (c.resetAt <= now) this.counts.delete(key);
  }
}

const emailOf = (req: FastifyRequest) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? "")
    .trim()
    .toLowerCase();

export type LoginLimits = ReturnType<typeof createLoginLimits>;

export function createLoginLimits(app: FastifyInstance) {
  const { loginPerIp, loginPerEmail, failedPasswordDelayMs } = app.config.rateLimits;
  const counters = new WindowCounters(WINDOW_MS, () => app.now().getTime());

  function tooMany(count: Count): never {
    const seconds = Math.max(1, Math.ceil((count.resetAt - app.now().getTime()) / 1000));
    throw new HttpError(429, LOGIN_TEXT.tooMany, undefined, { "retry-after": String(seconds) });
  }
  /** Counts a hit; refuses once the key has had more than `max`. */
  function take(key: string, max: number) {
    const count = counters.add(key);
    if (count.hits > max) tooMany(count);
  }
  /** Refuses when the key already had `max` hits, without counting this one. */
  function check(key: string, max: number) {
    const count = counters.count(key);
    if (count && count.hits >= max) tooMany(count);
  }

  return {
    /** POST /api/magic-login */
    linkRequest: async (request: FastifyRequest) => {
      const email = emailOf(request);
      take(`link-ip:${request.ip}`, loginPerIp);
      if (!email) return;
      take(`link-pair:${request.ip}|${email}`, loginPerEmail);
      take(`link-email:${email}`, loginPerEmail * 2);
    },
    /** Reading and using an e-mailed link. */
    linkUse: async (request: FastifyRequest) => take(`link-use-ip:${request.ip}`, loginPerIp),
    /** Setting or changing a password. */
    passwordChange: async (request: FastifyRequest) => take(`password-change-ip:${request.ip}`, loginPerIp),
    /** POST /api/login, before the password is checked. */
    passwordAttempt: async (request: FastifyRequest) => {
      take(`password-ip:${request.ip}`, loginPerIp);
      const email = emailOf(request);
      if (!email) return;
      check(`password-failed-pair:${request.ip}|${email}`, loginPerEmail);
      // Many failures for this e-mail from anywhere: slow every attempt down, but never lock it.
      const failures = counters.count(`password-failed-email:${email}`);
      if (failures && failures.hits >= loginPerEmail * 2) await sleep(failedPasswordDelayMs);
    },
    /** After the password was checked. */
    passwordResult(request: FastifyRequest, ok: boolean) {
      const email = emailOf(request);
      const pair = `password-failed-pair:${request.ip}|${email}`;
      if (ok) return counters.clear(pair);
      counters.add(pair);
      counters.add(`password-failed-email:${email}`);
    },
  };
}
