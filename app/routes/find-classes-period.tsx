export { default } from "../features/classes/find-classes-period-screen";
