import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { onboardingKeys } from "../features/onboarding/api";
import DocumentsScreen from "../features/onboarding/documents-screen";
import { onboardingMeta } from "../features/onboarding/page-meta";
import { Seeded, seedState } from "../lib/seed";

export const meta = onboardingMeta("documents");

/**
 * Who this browser is in onboarding, and their documents: the list (or the e-mailed link's card) at
 * once. An address with the e-mailed link's token is used in the browser first (POST): nothing is read
 * for it here, the session it starts is not this request's.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  if (params.has("token") || params.has("email")) return { seed: undefined };
  const { session } = context.reads;
  const [who, documents] = await Promise.all([session.onboardingSession(), session.onboardingDocuments()]);
  return {
    seed: seedState([
      [onboardingKeys.session, who],
      ...(documents ? [[onboardingKeys.documents, documents] as const] : []),
    ]),
  };
}

export default function DocumentsRoute() {
  return (
    <Seeded state={useLoaderData<typeof loader>().seed}>
      <DocumentsScreen />
    </Seeded>
  );
}
