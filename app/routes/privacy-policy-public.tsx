export { PublicPrivacyPage as default } from "../features/static-pages/legal-pages";
