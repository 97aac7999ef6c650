export { default } from "../features/login/magic-link-screen";
