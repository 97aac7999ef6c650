export { default } from "../features/onboarding/welcome-screen";
