export { default } from "../features/onboarding/documents-screen";
