export { default } from "../features/onboarding/confirmation-screen";
