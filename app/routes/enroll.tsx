export { default } from "../features/onboarding/enroll-screen";
