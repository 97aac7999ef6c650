/**
 * The profile routes' shared parts (app/routes/trainer-profile-by-*.tsx): the loader's answer, the head
 * crawlers read (spec 2.7, docs/product.md "Beyond the spec"), the page seeded with the answer, and the
 * 404 page with its title.
 */
import { isRouteErrorResponse, type MetaDescriptor, useLoaderData, useRouteError } from "react-router";
import type { PublicTrainer } from "../../../src/shared/contracts/public-trainers";
import { profileTags, trainerNotFoundTitle } from "../../../src/shared/seo/head";
import { brandOfMatches, metaTags } from "../../lib/route-meta";
import type { ProfileKey } from "./api";
import ProfileScreen, { TrainerNotFoundPage } from "./profile-screen";

/**
 * What both loaders answer: the trainer under the screen's own key (undefined: the read failed, the
 * screen asks in the browser), and the page's head.
 */
export type ProfileData = { key: ProfileKey; trainer: PublicTrainer | undefined; head: MetaDescriptor[] };

type MetaArgs = {
  data: ProfileData | undefined;
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
};

/**
 * The head crawlers read, made by the loader on the server: the JSON-LD and Open Graph builders stay
 * out of the page's JavaScript (a move inside the app brings the head with the loader's data).
 */
export function profileHead(site: { publicUrl: string; brandName: string }, trainer?: PublicTrainer) {
  return trainer ? metaTags(profileTags(site, trainer)) : [{ title: site.brandName }];
}

export function profileMetaTags({ data, matches }: MetaArgs): MetaDescriptor[] {
  return data?.head ?? [{ title: trainerNotFoundTitle(brandOfMatches(matches)) }];
}

/** The profile drawn from the loader's answer, on the server and in the browser (lib/use-read.ts). */
export function ProfileRoute() {
  const { trainer } = useLoaderData() as ProfileData;
  return <ProfileScreen seed={trainer} />;
}

/** An unknown trainer: the profile's own not-found view; any other failure goes to the root's page. */
export function ProfileErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <TrainerNotFoundPage />;
  throw error;
}
