export { default } from "../features/portal/portal-layout";
