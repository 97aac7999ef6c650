import { classAlertMeta } from "../features/class-alerts/page-meta";

export const meta = classAlertMeta("Unsubscribe from Class Alerts");
export { default } from "../features/class-alerts/unsubscribe-screen";
