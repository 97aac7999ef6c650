import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { portalMeta } from "../features/portal/page-meta";
import { profileKeys } from "../features/profile/api";
import ProfileScreen from "../features/profile/profile-screen";
import { askInBrowser, orAskInBrowser, Seeded, seedState } from "../lib/seed";

export const meta: MetaFunction = ({ matches }) => portalMeta(matches, "Trainer Profile");

/** The caller's full profile, read at each opening of the page (never a stale copy). */
export async function loader({ context }: LoaderFunctionArgs) {
  const profile = await orAskInBrowser(context, context.reads.portal.ownerProfile());
  return { seed: seedState(profile ? [[profileKeys.owner(profile.id), profile]] : []) };
}

export const clientLoader = askInBrowser;

export default function ProfileRoute() {
  return (
    <Seeded state={useLoaderData<typeof loader>().seed}>
      <ProfileScreen />
    </Seeded>
  );
}
