export { default } from "../features/onboarding/sign-screen";
