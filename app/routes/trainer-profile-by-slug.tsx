export { default } from "../features/profile-page/profile-screen";
