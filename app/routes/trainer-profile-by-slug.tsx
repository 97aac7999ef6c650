/**
 * /:trainerName: a listed trainer's profile, rendered on the server with its crawlable head. The slug is
 * found in any letter case: an old slug or another case answers 301 to the current one (the query kept),
 * an unknown one 404 "Trainer Not Found".
 */
import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "react-router";
import {
  type ProfileData,
  ProfileErrorBoundary,
  ProfileRoute,
  profileHead,
  profileMetaTags,
} from "../features/profile-page/profile-route";
import { orAskInBrowser } from "../lib/seed";

export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<ProfileData> {
  const slug = params.trainerName ?? "";
  const reads = context.reads.public;
  const found = slug
    ? await orAskInBrowser(context, reads.profileBySlug(slug))
    : { trainer: null, movedTo: null };
  const site = { publicUrl: reads.publicUrl(), brandName: context.site.brandName };
  // The read failed: the screen asks in the browser and shows its error state.
  if (!found) return { key: { slug }, trainer: undefined, head: profileHead(site) };
  if (found.trainer) return { key: { slug }, trainer: found.trainer, head: profileHead(site, found.trainer) };
  if (found.movedTo)
    throw redirect(`/${encodeURIComponent(found.movedTo)}${new URL(request.url).search}`, 301);
  throw data(null, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  profileMetaTags({ data: loaderData, matches });
export default ProfileRoute;
export const ErrorBoundary = ProfileErrorBoundary;
