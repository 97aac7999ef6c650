export { default } from "../features/profile/profile-screen";
