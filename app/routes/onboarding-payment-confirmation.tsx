import { onboardingMeta } from "../features/onboarding/page-meta";
import PaymentConfirmationScreen from "../features/onboarding/payment-confirmation-screen";
import { withQueryClient } from "../lib/seed";

export const meta = onboardingMeta("paymentConfirmation");

// The screen reads through TanStack Query in the browser: the client comes with it, not with the root.
export default withQueryClient(PaymentConfirmationScreen);
