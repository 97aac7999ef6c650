import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { onboardingKeys } from "../features/onboarding/api";
import { onboardingMeta } from "../features/onboarding/page-meta";
import StatusScreen from "../features/onboarding/status-screen";
import { Seeded, seedState } from "../lib/seed";

export const meta = onboardingMeta("status");

/** Who this browser is in onboarding, and their documents when they have any: the status at once. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { session } = context.reads;
  const [who, documents] = await Promise.all([session.onboardingSession(), session.onboardingDocuments()]);
  return {
    seed: seedState([
      [onboardingKeys.session, who],
      ...(documents ? [[onboardingKeys.documents, documents] as const] : []),
    ]),
  };
}

export default function StatusRoute() {
  return (
    <Seeded state={useLoaderData<typeof loader>().seed}>
      <StatusScreen />
    </Seeded>
  );
}
