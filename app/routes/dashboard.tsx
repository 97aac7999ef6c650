export { default } from "../features/portal/dashboard-screen";
