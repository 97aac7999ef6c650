export { PortalTermsOfServicePage as default } from "../features/static-pages/legal-pages";
