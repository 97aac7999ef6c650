import { classAlertMeta } from "../features/class-alerts/page-meta";

export const meta = classAlertMeta("Confirm Class Alerts");
export { default } from "../features/class-alerts/confirm-screen";
