/**
 * The portal session, as the server sees it (decisions.md "Security" 3): GET /api/me answers the
 * signed-in account or 401. Nothing stored in the browser decides access; this only asks the server.
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { Me } from "../../shared/contracts/auth";
import { safeNext as safeNextPath } from "../../shared/safe-next";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/skeleton";
import { ApiError, api } from "./api";

export const ME_KEY = ["/api/me"] as const;

export const LOGIN_PATH = "/trainer-portal/login";
export const DASHBOARD_PATH = "/trainer-portal/dashboard";

/** The signed-in account, or null when there is no session (401 is an answer, not an error). */
export function useMe() {
  return useQuery<Me | null>({
    queryKey: ME_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await api<Me>("/api/me", { signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
  });
}

/** A `next` path of this site's route table, or undefined (src/shared/safe-next.ts). */
export function safeNext(next: string | null | undefined): string | undefined {
  return safeNextPath(next, window.location.origin);
}

/** The login page that returns to `path` after signing in. */
export function loginPathFor(path: string) {
  return `${LOGIN_PATH}?next=${encodeURIComponent(path)}`;
}

/** The spec's loading state (portal §2, dashboard): a spinner and "Loading your profile...". */
export function SessionLoading({ text = "Loading your profile..." }: { text?: string }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-1 px-4">
      <Spinner label={text} />
      <p aria-hidden className="text-slate-700">
        {text}
      </p>
    </main>
  );
}

/**
 * Renders its children only for a signed-in account. Without a session it goes to the login page,
 * which brings the user back here (`next`) after signing in.
 */
export function RequireSession({ children }: { children: ReactNode | ((me: Me) => ReactNode) }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <SessionLoading />;
  if (me.isError) {
    return (
      <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 text-center">
        <h1 className="text-2xl">We couldn't load your profile</h1>
        <p className="mt-2 text-slate-700">
          Please check your connection and try again. If the problem persists, contact support.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button onClick={() => void me.refetch()}>Try Again</Button>
          <Button asChild variant="secondary">
            <a href={LOGIN_PATH}>Back to Login</a>
          </Button>
        </div>
      </main>
    );
  }
  if (!me.data) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <>{typeof children === "function" ? children(me.data) : children}</>;
}
