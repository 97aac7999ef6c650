import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { portalMeta } from "../features/portal/page-meta";
import { profileKeys } from "../features/profile/api";
import EditProfileScreen from "../features/profile/edit-profile-screen";
import { askInBrowser, orAskInBrowser, Seeded, seedState } from "../lib/seed";

export const meta: MetaFunction = ({ matches }) => portalMeta(matches, "Edit Profile");

/** Edit Profile's fields, read at each opening of the page (never a stale copy). */
export async function loader({ context }: LoaderFunctionArgs) {
  const view = await orAskInBrowser(context, context.reads.portal.profileEdit());
  return { seed: seedState(view ? [[profileKeys.edit(view.email), view]] : []) };
}

export const clientLoader = askInBrowser;

export default function EditProfileRoute() {
  return (
    <Seeded state={useLoaderData<typeof loader>().seed}>
      <EditProfileScreen />
    </Seeded>
  );
}
