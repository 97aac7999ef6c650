import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { Me } from "../../../src/shared/contracts/auth";
import { LoadError } from "../../components/load-error";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/skeleton";
import { LOGIN_PATH, loginPathFor, useMe } from "../../lib/session";

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
 * Renders the portal only for a signed-in account. Without a session it goes to the login page,
 * which brings the user back here (`next`) after signing in.
 */
export function SessionGuard({ children }: { children: (me: Me) => ReactNode }) {
  const me = useMe();
  const location = useLocation();
  return (
    <QueryState
      query={me}
      loading={<SessionLoading />}
      error={({ retry }) => (
        <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4">
          <LoadError
            as="h1"
            title="We couldn't load your profile"
            message="Please check your connection and try again. If the problem persists, contact support."
            retryLabel="Try Again"
            onRetry={retry}
            className=""
          >
            <Button asChild variant="secondary">
              <a href={LOGIN_PATH}>Back to Login</a>
            </Button>
          </LoadError>
        </main>
      )}
      onRefetchError="show-error"
    >
      {(account) =>
        account ? (
          children(account)
        ) : (
          <Navigate to={loginPathFor(location.pathname + location.search)} replace />
        )
      }
    </QueryState>
  );
}
