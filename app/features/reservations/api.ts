/**
 * The reservation links' calls (contracts/reservations.ts). Each e-mailed link carries one token for one
 * purpose; the pages send it only when the visitor presses the button (or, for manage, to read).
 */
import { reservationEndpoints } from "../../../src/shared/contracts/reservations";
import { RESERVATION_TEXT } from "../../../src/shared/reservation-texts";
import { ApiError, call, errorMessage } from "../../lib/api";

export const confirmReservation = (token: string) => call(reservationEndpoints.confirm, { body: { token } });
export const claimReservation = (token: string) => call(reservationEndpoints.claim, { body: { token } });
export const cancelReservation = (token: string) => call(reservationEndpoints.cancel, { body: { token } });
export const readReservation = (token: string, signal?: AbortSignal) =>
  call(reservationEndpoints.manage, { query: { token }, signal });

/**
 * What to say when a link's call fails: the server's plain words (expired, already used, unknown link);
 * a 400 means the token in the address is not one of ours (cut short when copied).
 */
export function linkError(err: unknown): string {
  if (err instanceof ApiError && err.status === 400) return RESERVATION_TEXT.linkInvalid;
  return errorMessage(err);
}

/** Whether the failure is the link's (so the button is gone), rather than the network's (try again). */
export const isLinkFailure = (err: unknown) =>
  err instanceof ApiError && [400, 404, 409, 410].includes(err.status);

/** The reminder's unsubscribe page's button: what the e-mail's one-click List-Unsubscribe does. */
export const remindersOff = (token: string) =>
  call(reservationEndpoints.remindersOff, { query: { token }, body: {} });
