import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { Me } from "../../../src/shared/contracts/auth";
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
  return <>{children(me.data)}</>;
}
