export { default } from "../features/admin-console/admin-console-screen";
