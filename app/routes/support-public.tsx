export { PublicSupportPage as default } from "../features/static-pages/support-page";
