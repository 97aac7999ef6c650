import { textMeta } from "../lib/route-meta";

export const meta = textMeta("certificationTerms");
export { CertificationTermsPage as default } from "../features/static-pages/legal-pages";
