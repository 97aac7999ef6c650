/** The sign-in calls (docs/product.md "Security" 2): e-mailed links, their page, and the password variant. */
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { authEndpoints, type magicLinkState } from "../../../src/shared/contracts/auth";
import type { BodyInput } from "../../../src/shared/contracts/endpoint";
import { ApiError, call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

export type LinkState = z.infer<typeof magicLinkState>;
/** What is wrong with a sign-in link. */
export type LinkProblem = Exclude<LinkState, "valid">;

/** E-mails a sign-in link. Not retried (it sends mail). */
export function requestMagicLink(body: BodyInput<typeof authEndpoints.requestLink>) {
  return call(authEndpoints.requestLink, { body });
}

/** The password variant. Not retried. */
export function passwordLogin(body: BodyInput<typeof authEndpoints.passwordLogin>) {
  return call(authEndpoints.passwordLogin, { body });
}

/** Uses the link up and signs in. Not retried. */
export function consumeMagicLink(body: BodyInput<typeof authEndpoints.consumeLink>) {
  return call(authEndpoints.consumeLink, { body });
}

/** Whether a link still works; opening the page changes nothing. */
export function useMagicLinkStatus(link: { token: string; email: string } | undefined) {
  return useQuery({
    queryKey: ["magic-link-status", link?.token, link?.email],
    queryFn: ({ signal }) =>
      call(authEndpoints.linkStatus, { query: { token: link!.token, email: link!.email }, signal }),
    enabled: Boolean(link),
    retry: retryOnce,
  });
}

/** A 410 from consuming a link names its state; an unreadable one counts as an unknown link. */
export function linkProblemOf(err: unknown): LinkProblem | undefined {
  if (!(err instanceof ApiError) || err.status !== 410) return undefined;
  const state = err.errorBody?.state;
  return state === "used" || state === "expired" || state === "unknown" ? state : "unknown";
}
