export { PortalSupportPage as default } from "../features/static-pages/support-page";
