export { default } from "../features/landing/landing-screen";
