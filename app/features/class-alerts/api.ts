/**
 * The class alerts' pages (confirm, unsubscribe): their two calls, and what a link says, read from its
 * token for the page's words (the server checks the signature when the button is pressed).
 */
import { readTokenPayload } from "../../../src/shared/class-alert-texts";
import { classAlertEndpoints } from "../../../src/shared/contracts/class-alerts";
import { ApiError, call } from "../../lib/api";

export type LinkProblem = "invalid" | "expired";

/** The request a confirmation link carries, or undefined for a link that is not one. */
export function confirmLinkOf(token: string): { email: string; place: string; distance: number } | undefined {
  const p = readTokenPayload(token);
  if (!p || typeof p.e !== "string" || typeof p.p !== "string" || typeof p.d !== "number") return undefined;
  return { email: p.e, place: p.p, distance: p.d };
}

/** The address an unsubscribe link is for, or undefined. */
export function unsubscribeLinkOf(token: string): string | undefined {
  const p = readTokenPayload(token);
  return p && typeof p.e === "string" ? p.e : undefined;
}

export const confirmAlert = (token: string) => call(classAlertEndpoints.confirm, { body: { token } });

export const unsubscribeAlerts = (token: string) =>
  call(classAlertEndpoints.unsubscribe, { query: { token }, body: {} });

/** 410: the link expired; 400: it isn't one of ours. Anything else is not the link's fault. */
export function linkProblemOf(err: unknown): LinkProblem | undefined {
  if (!(err instanceof ApiError)) return undefined;
  if (err.status === 410) return "expired";
  return err.status === 400 ? "invalid" : undefined;
}
