import { textMeta } from "../lib/route-meta";

export const meta = textMeta("privacy");
export { PortalPrivacyPage as default } from "../features/static-pages/legal-pages";
