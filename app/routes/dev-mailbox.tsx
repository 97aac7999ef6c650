import { data, type LoaderFunctionArgs } from "react-router";
import DevMailboxScreen from "../features/dev-mailbox/dev-mailbox-screen";
import { onboardingMeta } from "../features/onboarding/page-meta";
import { withQueryClient } from "../lib/seed";

export const meta = onboardingMeta("devMailbox");

/** Outside production, for clients on this machine only (as its API): else the not-found page. */
export function loader({ context }: LoaderFunctionArgs) {
  if (context.site.production || !context.request.loopback) throw data(null, { status: 404 });
  return null;
}

// The screen reads through TanStack Query in the browser: the client comes with it, not with the root.
export default withQueryClient(DevMailboxScreen);
