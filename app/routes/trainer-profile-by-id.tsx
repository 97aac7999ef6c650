/** /public/trainer/:id: a listed trainer's profile by number, the slug's address as its canonical link. */
import { data, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import {
  type ProfileData,
  ProfileErrorBoundary,
  ProfileRoute,
  profileHead,
  profileMetaTags,
} from "../features/profile-page/profile-route";
import { orAskInBrowser } from "../lib/seed";

/** The ids the API accepts (a positive integer column): anything else is no trainer. */
const MAX_ID = 2_147_483_647;

export async function loader({ context, params }: LoaderFunctionArgs): Promise<ProfileData> {
  const raw = params.id ?? "";
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const reads = context.reads.public;
  const trainer = id > 0 && id <= MAX_ID ? await orAskInBrowser(context, reads.profileById(id)) : null;
  if (trainer === null) throw data(null, { status: 404 });
  const site = { publicUrl: reads.publicUrl(), brandName: context.site.brandName };
  return { key: { id: raw }, trainer, head: profileHead(site, trainer) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  profileMetaTags({ data: loaderData, matches });
export default ProfileRoute;
export const ErrorBoundary = ProfileErrorBoundary;
