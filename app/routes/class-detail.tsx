export { default } from "../features/class-detail/class-detail-screen";
