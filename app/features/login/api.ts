/** The sign-in calls (docs/product.md "Security" 2): e-mailed links, their page, and the password variant. */
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  loggedIn,
  magicLinkConsume,
  magicLinkRequest,
  magicLinkSent,
  magicLinkState,
  magicLinkStatus,
  passwordLoginRequest,
} from "../../../src/shared/contracts/auth";
import { ApiError, api } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

type LoggedIn = z.infer<typeof loggedIn>;
export type LinkState = z.infer<typeof magicLinkState>;
/** What is wrong with a sign-in link. */
export type LinkProblem = Exclude<LinkState, "valid">;

/** POST /api/magic-login: e-mails a sign-in link. Not retried (it sends mail). */
export function requestMagicLink(body: z.input<typeof magicLinkRequest>) {
  return api<z.infer<typeof magicLinkSent>>("/api/magic-login", { body });
}

/** POST /api/login: the password variant. Not retried. */
export function passwordLogin(body: z.input<typeof passwordLoginRequest>) {
  return api<LoggedIn>("/api/login", { body });
}

/** POST /api/magic-link/consume: uses the link up and signs in. Not retried. */
export function consumeMagicLink(body: z.input<typeof magicLinkConsume>) {
  return api<LoggedIn>("/api/magic-link/consume", { body });
}

/** GET /api/magic-link/status: whether a link still works; opening the page changes nothing. */
export function useMagicLinkStatus(link: { token: string; email: string } | undefined) {
  return useQuery({
    queryKey: ["magic-link-status", link?.token, link?.email],
    queryFn: ({ signal }) =>
      api<z.infer<typeof magicLinkStatus>>(
        `/api/magic-link/status?${new URLSearchParams({ token: link!.token, email: link!.email })}`,
        { signal },
      ),
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
