export { default } from "../features/qr/qr-redirect-screen";
