import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { classKeys } from "../features/manage-classes/api";
import ManageClassesScreen from "../features/manage-classes/manage-classes-screen";
import { portalMeta } from "../features/portal/page-meta";
import { askInBrowser, orAskInBrowser, Seeded, seedState } from "../lib/seed";

export const meta: MetaFunction = ({ matches }) => portalMeta(matches, "Manage Classes");

/** The caller's upcoming classes and the list's version, read at each opening of the page. */
export async function loader({ context }: LoaderFunctionArgs) {
  const answer = await orAskInBrowser(context, context.reads.portal.classes());
  return { seed: seedState([[classKeys.list, answer]]) };
}

export const clientLoader = askInBrowser;

export default function ManageClassesRoute() {
  return (
    <Seeded state={useLoaderData<typeof loader>().seed}>
      <ManageClassesScreen />
    </Seeded>
  );
}
