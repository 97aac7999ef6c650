/**
 * Links that carry their own data (class alerts' confirmation and unsubscribe links, decision 0042):
 * "payload.signature", both base64url; the payload is JSON, the signature HMAC-SHA256 over the purpose and
 * the payload with LINK_SIGNING_SECRET, so a token made for one purpose is worthless for another, and no
 * row has to be kept for a link nobody opens. An expiry (`x`, seconds since 1970) is part of the payload.
 * Sign-in links are random tokens kept as digests instead (modules/auth): those are used once.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenCheck<T> = { ok: true; payload: T } | { ok: false; reason: "invalid" | "expired" };

const mac = (secret: string, purpose: string, body: string) =>
  createHmac("sha256", secret).update(`${purpose}.${body}`).digest();

export function signToken(secret: string, purpose: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(secret, purpose, body).toString("base64url")}`;
}

/** The payload when the signature is this secret's for this purpose and the expiry (if any) is ahead. */
export function verifyToken<T extends object>(
  secret: string,
  purpose: string,
  token: string,
  now: Date,
): TokenCheck<T> {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = mac(secret, purpose, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid" };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!payload || typeof payload !== "object" || Array.isArray(payload))
    return { ok: false, reason: "invalid" };
  const expires = (payload as { x?: unknown }).x;
  if (expires !== undefined && (typeof expires !== "number" || expires * 1000 <= now.getTime()))
    return { ok: false, reason: "expired" };
  return { ok: true, payload: payload as T };
}
