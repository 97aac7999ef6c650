import { reservationMeta } from "../features/reservations/page-meta";

export const meta = reservationMeta("Confirm Your Reservation");
export { default } from "../features/reservations/confirm-screen";
