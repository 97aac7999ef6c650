import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import LoginScreen from "../features/login/login-screen";
import { onboardingMeta } from "../features/onboarding/page-meta";
import { Seeded, seedState } from "../lib/seed";
import { DASHBOARD_PATH, ME_KEY, safeNext } from "../lib/session";

export const meta = onboardingMeta("login");

/**
 * Signed in: straight on, to `next` (a path of this site) or the dashboard. Signed out: "nobody" seeds
 * GET /api/me, so the server's HTML is the form itself, not a check in progress.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await context.reads.session.me();
  if (me) throw redirect(safeNext(new URL(request.url).searchParams.get("next")) ?? DASHBOARD_PATH);
  return { seed: seedState([[ME_KEY, null]]) };
}

export default function LoginRoute() {
  return (
    <Seeded state={useLoaderData<typeof loader>().seed}>
      <LoginScreen />
    </Seeded>
  );
}
