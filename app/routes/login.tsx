export { default } from "../features/login/login-screen";
