export { default } from "../features/onboarding/shopify-success-screen";
