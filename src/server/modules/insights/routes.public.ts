/**
 * The insights beacon (contracts/insights.ts, decision 0046). Not counted: Do Not Track, Global Privacy
 * Control, a known bot or no user agent at all; every valid beacon answers 204 the same, so the answer
 * tells nobody whether they were counted. No cookie is read or set and nothing about the sender is kept:
 * the rate limit counts per a hash of the address with a secret that lives only in this process's
 * memory and changes every day, for one minute.
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isbot } from "isbot";
import { insightEndpoints as endpoints } from "../../../shared/contracts/insights";
import { optedOut } from "../../../shared/insights";
import { route } from "../../http/endpoint-route";
import { HttpError } from "../../http/http-error";

/** Whether this request may be counted (issue 32: DNT, GPC, known bots). */
export function countable(headers: FastifyRequest["headers"]): boolean {
  const agent = headers["user-agent"];
  if (!agent || isbot(agent)) return false;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return !optedOut({ dnt: one(headers.dnt), gpc: one(headers["sec-gpc"]) });
}

/** The address, hashed with today's secret: enough to count a minute's requests, useless after. */
function addressKey() {
  let day = "";
  let secret = Buffer.alloc(0);
  return (ip: string, today: string) => {
    if (day !== today) {
      day = today;
      secret = randomBytes(32);
    }
    return createHash("sha256").update(secret).update(ip).digest("base64url").slice(0, 22);
  };
}

export const insightPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const insights = app.services.insights;
  const keyOf = addressKey();
  const check = app.createRateLimit({
    // A person scrolling the directory sends a few dozen a minute at most (RATE_LIMIT_BEACONS_PER_MINUTE).
    max: app.config.rateLimits.beaconsPerMinute,
    timeWindow: "1 minute",
    keyGenerator: (req) => `insights:${keyOf(req.ip, insights.today())}`,
  });

  route(
    app,
    endpoints.beacon,
    {
      preHandler: async (request) => {
        const limit = await check(request);
        if (!limit.isAllowed && limit.isExceeded)
          throw new HttpError(429, "Too many requests. Please try again in a minute.");
      },
    },
    async (request, reply) => {
      if (countable(request.headers)) await insights.count(request.body);
      return reply.header("cache-control", "no-store").status(204).send(null);
    },
  );
};
