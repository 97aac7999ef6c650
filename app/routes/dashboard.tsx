import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { portalKeys } from "../features/portal/api";
import DashboardScreen from "../features/portal/dashboard-screen";
import { portalMeta } from "../features/portal/page-meta";
import { askInBrowser, orAskInBrowser, Seeded, seedState } from "../lib/seed";

export const meta: MetaFunction = ({ matches }) => portalMeta(matches, "Trainer Dashboard");

/** The dashboard's first reads: the Welcome card, the announcements and the class modules. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { session, portal } = context.reads;
  const [me, dashboard, announcements, curriculum] = await Promise.all([
    orAskInBrowser(context, session.me()),
    orAskInBrowser(context, portal.dashboard()),
    orAskInBrowser(context, portal.announcements()),
    orAskInBrowser(context, portal.curriculum()),
  ]);
  return {
    seed: seedState([
      [portalKeys.dashboard, dashboard],
      ...(me ? [[portalKeys.announcements(me.email), announcements] as const] : []),
      [portalKeys.curriculum, curriculum],
    ]),
  };
}

export const clientLoader = askInBrowser;

export default function DashboardRoute() {
  return (
    <Seeded state={useLoaderData<typeof loader>().seed}>
      <DashboardScreen />
    </Seeded>
  );
}
