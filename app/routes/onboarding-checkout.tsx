import CheckoutScreen from "../features/onboarding/checkout-screen";
import { onboardingMeta } from "../features/onboarding/page-meta";
import { withQueryClient } from "../lib/seed";

export const meta = onboardingMeta("checkout");

// The screen reads through TanStack Query in the browser: the client comes with it, not with the root.
export default withQueryClient(CheckoutScreen);
