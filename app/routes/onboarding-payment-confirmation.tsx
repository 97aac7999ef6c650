export { default } from "../features/onboarding/payment-confirmation-screen";
