export { default } from "../features/directory/find-trainer-screen";
