import MagicLinkScreen from "../features/login/magic-link-screen";
import { onboardingMeta } from "../features/onboarding/page-meta";
import { withQueryClient } from "../lib/seed";

export const meta = onboardingMeta("magicLink");

// The screen reads through TanStack Query in the browser: the client comes with it, not with the root.
export default withQueryClient(MagicLinkScreen);
