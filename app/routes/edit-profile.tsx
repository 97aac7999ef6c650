export { default } from "../features/profile/edit-profile-screen";
