/**
 * The portal session, as the server sees it (docs/product.md "Security" 3): GET /api/me answers the
 * signed-in account or 401. Nothing stored in the browser decides access; this only asks the server.
 * The guard's screens (loading, error) are the portal layout's (features/portal/session-guard.tsx).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useEffect } from "react";
import { authEndpoints, type Me, SESSION_END, type SessionEnd } from "../../src/shared/contracts/auth";
import { safeNext as safeNextPath } from "../../src/shared/safe-next";
import { ApiError, call } from "./api";
import { retryOnce } from "./retry";

export const ME_KEY = ["me"] as const;

/**
 * The signed-in trainer's id inside the portal's layout (undefined elsewhere): there a 401 means the
 * trainer's session ended, and a form keeps its draft for them (lib/use-api-form.ts).
 */
export const PortalSession = createContext<number | undefined>(undefined);

export const LOGIN_PATH = "/trainer-portal/login";
export const DASHBOARD_PATH = "/trainer-portal/dashboard";

/** The signed-in account, or null without a session (401 is an answer, not an error). */
async function fetchMe({ signal }: { signal: AbortSignal }): Promise<Me | null> {
  try {
    return await call(authEndpoints.me, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The signed-in account, or null when there is no session. */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, retry: retryOnce });
}

/** The cached session: forgotten for a new sign-in, asked again when the account changed. */
export function useSessionCache() {
  const queryClient = useQueryClient();
  return {
    /** A new session: the next screen asks the server who is signed in. */
    forget: () => queryClient.removeQueries({ queryKey: ME_KEY }),
    /** The account changed (a password set): asks again. */
    refresh: () => queryClient.invalidateQueries({ queryKey: ME_KEY }),
    /** Logged out: every cached read is forgotten. */
    clearAll: () => queryClient.clear(),
  };
}

/**
 * A `next` path of this site's route table, or undefined (src/shared/safe-next.ts). The same on the
 * server and in the browser: only a path of this origin passes, whatever the origin is.
 */
export function safeNext(next: string | null | undefined): string | undefined {
  return safeNextPath(next);
}

/**
 * The login page that returns to `path` after signing in; with the e-mail to fill in (a new link asked
 * from an expired one) and why the session ended (said once on that page).
 */
export function loginPathFor(path?: string, extra: { email?: string; ended?: SessionEnd } = {}) {
  const query = new URLSearchParams();
  if (path) query.set("next", path);
  if (extra.email) query.set("email", extra.email);
  if (extra.ended) query.set("ended", extra.ended);
  const search = query.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}

/** The `ended` of a login address, when it names a reason this app knows. */
export function sessionEndOf(value: string | null): SessionEnd | undefined {
  return (SESSION_END as readonly string[]).includes(value ?? "") ? (value as SessionEnd) : undefined;
}

/**
 * Where an answer sends a signed-in visitor whose session has ended (a 401): the login page, back to
 * `here` after signing in, saying why when the brand ended it. Undefined for any other answer.
 */
export function signedOutPathFor(error: unknown, here: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 401) return undefined;
  return loginPathFor(here, { ended: sessionEndOf(error.errorBody?.ended ?? null) });
}

/**
 * In the portal, a read answered 401 means the session ended (it expired, was signed out elsewhere, or
 * the brand suspended the account): the whole page goes to the login page, which says why, and comes
 * back here after signing in. Forms answer it themselves, keeping the draft (lib/use-api-form.ts).
 */
export function useSignedOutReads() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "error") return;
        const to = signedOutPathFor(event.action.error, window.location.pathname + window.location.search);
        if (to) window.location.assign(to);
      }),
    [queryClient],
  );
}
