export { default } from "../features/classes/find-classes-screen";
