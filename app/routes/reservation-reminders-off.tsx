import { reservationMeta } from "../features/reservations/page-meta";

export const meta = reservationMeta("Stop Class Reminders");
export { default } from "../features/reservations/reminders-off-screen";
