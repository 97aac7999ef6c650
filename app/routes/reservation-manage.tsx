import { reservationMeta } from "../features/reservations/page-meta";

export const meta = reservationMeta("Your Reservation");
export { default } from "../features/reservations/manage-screen";
