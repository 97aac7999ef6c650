import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { onboardingKeys } from "../features/onboarding/api";
import { signMeta } from "../features/onboarding/page-meta";
import SignScreen from "../features/onboarding/sign-screen";
import { brandOfMatches } from "../lib/route-meta";
import { Seeded, seedState } from "../lib/seed";

/** The document's title in the page's title, once it is known. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  signMeta(brandOfMatches(matches), data?.title);

/**
 * Who this browser is in onboarding, the document's text and the signer's list (its signed time): the
 * signing form, or the e-mailed link's card, at once. An unknown document is read in the browser.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { session } = context.reads;
  const id = params.id ?? "";
  const [who, doc, documents] = await Promise.all([
    session.onboardingSession(),
    session.onboardingDocument(id),
    session.onboardingDocuments(),
  ]);
  return {
    title: doc?.title,
    seed: seedState([
      [onboardingKeys.session, who],
      ...(doc ? [[onboardingKeys.document(id), doc] as const] : []),
      ...(documents ? [[onboardingKeys.documents, documents] as const] : []),
    ]),
  };
}

export default function SignRoute() {
  return (
    <Seeded state={useLoaderData<typeof loader>().seed}>
      <SignScreen />
    </Seeded>
  );
}
