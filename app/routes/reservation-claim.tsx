import { reservationMeta } from "../features/reservations/page-meta";

export const meta = reservationMeta("Claim Your Spot");
export { default } from "../features/reservations/claim-screen";
