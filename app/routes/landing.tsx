import { textMeta } from "../lib/route-meta";

export const meta = textMeta("landing");
export { default } from "../features/landing/landing-screen";
