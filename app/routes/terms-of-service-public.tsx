export { PublicTermsOfServicePage as default } from "../features/static-pages/legal-pages";
