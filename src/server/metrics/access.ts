/**
 * Who may read /metrics (docs/decisions/0030-metrics.md): a client on this machine (http/loopback.ts),
 * or anyone presenting `Authorization: Bearer <METRICS_TOKEN>`. Everyone else gets the 404 of a path
 * that does not exist, so the endpoint is not revealed.
 */
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Does the Authorization header carry this bearer token? Both sides are hashed first, so the compare is
 * timing-safe whatever the presented length (timingSafeEqual needs equal lengths).
 */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!header || !token) return false;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}

export function mayReadMetrics(opts: {
  loopback: boolean;
  authorization: string | undefined;
  token: string | undefined;
}): boolean {
  return opts.loopback || bearerMatches(opts.authorization, opts.token);
}
