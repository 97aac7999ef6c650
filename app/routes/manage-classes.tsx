export { default } from "../features/manage-classes/manage-classes-screen";
