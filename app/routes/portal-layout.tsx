import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import PortalRoute from "../features/portal/portal-layout";
import { orAskInBrowser, Seeded, seedState } from "../lib/seed";
import { loginPathFor, ME_KEY } from "../lib/session";

/**
 * Every portal page: signed out, the login page, which brings the visitor back here (`next`) after
 * signing in; signed in, the session's answer seeds GET /api/me, so the page is drawn at once (the
 * session guard's spinner is for a session that ends later, in the browser).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // A failed read (the database out of reach) leaves the session to the browser's check (its error).
  const me = await orAskInBrowser(context, context.reads.session.me());
  if (me === null) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(url.pathname + url.search, { ended: context.reads.session.ended() }));
  }
  return { seed: seedState([[ME_KEY, me]]) };
}

export default function PortalLayoutRoute() {
  return (
    <Seeded state={useLoaderData<typeof loader>().seed}>
      <PortalRoute />
    </Seeded>
  );
}
