export { default } from "../features/classes/class-calendar-screen";
