export { default } from "../features/classes/classes-workshops-screen";
