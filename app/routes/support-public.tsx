import { textMeta } from "../lib/route-meta";

export const meta = textMeta("support");
export { PublicSupportPage as default } from "../features/static-pages/support-page";
