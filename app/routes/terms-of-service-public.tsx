import { textMeta } from "../lib/route-meta";

export const meta = textMeta("termsOfService");
export { PublicTermsOfServicePage as default } from "../features/static-pages/legal-pages";
