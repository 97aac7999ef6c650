export { PortalPrivacyPage as default } from "../features/static-pages/legal-pages";
