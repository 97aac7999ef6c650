import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { portalKeys } from "../features/portal/api";
import DashboardScreen from "../features/portal/dashboard-screen";
import { portalMeta } from "../features/portal/page-meta";
import { askInBrowser, orAskInBrowser, Seeded, seedState } from "../lib/seed";

export const meta: MetaFunction = ({ matches }) => portalMeta(matches, "Trainer Dashboard");

/** The dashboard's first reads: the Welcome card, the announcements, the class modules, the insights. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { session, portal } = context.reads;
  const [me, dashboard, announcements, curriculum, insights] = await Promise.all([
    orAskInBrowser(context, session.me()),
    orAskInBrowser(context, portal.dashboard()),
    orAskInBrowser(context, portal.announcements()),
    orAskInBrowser(context, portal.curriculum()),
    orAskInBrowser(context, portal.insights()),
  ]);
  return {
    seed: seedState([
      [portalKeys.dashboard, dashboard],
      ...(me ? [[portalKeys.announcements(me.email), announcements] as const] : []),
      [portalKeys.curriculum, curriculum],
      [portalKeys.insights, insights],
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
