export { default } from "../features/onboarding/checkout-screen";
