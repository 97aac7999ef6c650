import { type PublicClassDetail, publicClassEndpoints } from "../../../src/shared/contracts/public-classes";
import { reservationEndpoints } from "../../../src/shared/contracts/reservations";
import { ApiError, call } from "../../lib/api";
import { useRead } from "../../lib/use-read";

/**
 * GET /api/public-classes/{id}: one class with its trainer, the loader's answer (`seed`) when there is
 * one (lib/use-read.ts); a 404 is "not found", not retried.
 */
export function usePublicClass(id: string, seed?: PublicClassDetail) {
  return useRead({
    key: `public-class:${id}`,
    seed,
    read: (signal) => call(publicClassEndpoints.byId, { params: { id }, signal }),
  });
}

/** Whether a failed read means the class does not exist (rather than that it could not be read). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The class's live spots (GET /api/public-classes/{id}/spots), read in the browser: the prepared page
 * stays cached (decision 0044). Not for a past class; a failure shows no count rather than a wrong one.
 * Kept 5 s, so Back does not ask again at once; the reserve form sets the count it caused.
 */
export function useClassSpots(id: string, enabled: boolean) {
  return useRead({
    key: `public-class-spots:${id}`,
    enabled,
    staleMs: 5_000,
    read: (signal) => call(reservationEndpoints.spots, { params: { id }, signal }),
  });
}
