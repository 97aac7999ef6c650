import { textMeta } from "../lib/route-meta";

export const meta = textMeta("qr");
export { default } from "../features/qr/qr-redirect-screen";
