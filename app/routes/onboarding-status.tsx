export { default } from "../features/onboarding/status-screen";
