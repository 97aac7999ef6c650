/**
 * Login and link requests are limited per IP and per e-mail (decisions.md "Security" 4). The rate-limit
 * plugin runs one limiter per request, so both counters are checked here in one guard.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LOGIN_TEXT } from "../../shared/contracts/auth";
import { HttpError } from "./errors";

const WINDOW = "15 minutes";

const emailOf = (req: FastifyRequest) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? "")
    .trim()
    .toLowerCase();

/** A preHandler counting the request against its IP, and against its body's e-mail when it has one. */
export function loginLimit(app: FastifyInstance, options: { perEmail: boolean }) {
  const { loginPerIp, loginPerEmail } = app.config.rateLimits;
  const byIp = app.createRateLimit({
    max: loginPerIp,
    timeWindow: WINDOW,
    keyGenerator: (req) => `login-ip:${req.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: loginPerEmail,
    timeWindow: WINDOW,
    keyGenerator: (req) => `login-email:${emailOf(req)}`,
  });
  return async (request: FastifyRequest) => {
    const checks = [await byIp(request)];
    if (options.perEmail && emailOf(request)) checks.push(await byEmail(request));
    if (checks.some((c) => !c.isAllowed && c.isExceeded)) throw new HttpError(429, LOGIN_TEXT.tooMany);
  };
}
