/**
 * The portal session, as the server sees it (docs/product.md "Security" 3): GET /api/me answers the
 * signed-in account or 401. Nothing stored in the browser decides access; this only asks the server.
 * The guard's screens (loading, error) are the portal layout's (features/portal/session-guard.tsx).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { authEndpoints, type Me } from "../../src/shared/contracts/auth";
import { safeNext as safeNextPath } from "../../src/shared/safe-next";
import { ApiError, call } from "./api";
import { retryOnce } from "./retry";

export const ME_KEY = ["me"] as const;

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

/** The login page that returns to `path` after signing in. */
export function loginPathFor(path: string) {
  return `${LOGIN_PATH}?next=${encodeURIComponent(path)}`;
}
