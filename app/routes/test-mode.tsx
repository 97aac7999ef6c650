import { data, type LoaderFunctionArgs } from "react-router";
import { onboardingMeta } from "../features/onboarding/page-meta";

export { default } from "../features/onboarding/test-mode-screen";

export const meta = onboardingMeta("testMode");

/** Hidden where the server hides it (production, unless ENABLE_TEST_PAGE): the not-found page. */
export function loader({ context }: LoaderFunctionArgs) {
  if (!context.site.testPageEnabled) throw data(null, { status: 404 });
  return null;
}
