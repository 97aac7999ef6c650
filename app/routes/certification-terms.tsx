export { CertificationTermsPage as default } from "../features/static-pages/legal-pages";
