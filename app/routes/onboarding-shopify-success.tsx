import { onboardingMeta } from "../features/onboarding/page-meta";

export const meta = onboardingMeta("shopifySuccess");
export { default } from "../features/onboarding/shopify-success-screen";
