import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { onboardingKeys } from "../features/onboarding/api";
import { onboardingMeta } from "../features/onboarding/page-meta";
import WelcomeScreen from "../features/onboarding/welcome-screen";
import { Seeded, seedState } from "../lib/seed";

export const meta = onboardingMeta("welcome");

/** Who this browser is in onboarding: a member's greeting and cards, or a visitor's, at once. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { seed: seedState([[onboardingKeys.session, await context.reads.session.onboardingSession()]]) };
}

export default function WelcomeRoute() {
  return (
    <Seeded state={useLoaderData<typeof loader>().seed}>
      <WelcomeScreen />
    </Seeded>
  );
}
