import { useQuery } from "@tanstack/react-query";
import { publicClassEndpoints } from "../../../src/shared/contracts/public-classes";
import { reservationEndpoints } from "../../../src/shared/contracts/reservations";
import { ApiError, call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

/** The class's query key: the route's loader seeds the answer under it (app/routes/class-detail.tsx). */
export const publicClassKey = (id: string) => ["public-class", id] as const;

/** GET /api/public-classes/{id}: one class with its trainer; a 404 is "not found", not retried. */
export function usePublicClass(id: string) {
  return useQuery({
    queryKey: publicClassKey(id),
    queryFn: ({ signal }) => call(publicClassEndpoints.byId, { params: { id }, signal }),
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });
}

/** Whether a failed read means the class does not exist (rather than that it could not be read). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The live count's query key (GET /api/public-classes/{id}/spots; the reserve form refreshes it). */
export const classSpotsKey = (id: string) => ["public-class-spots", id] as const;

/**
 * The class's live spots, read in the browser (the prepared page stays cached: decision 0044). Not for a
 * past class; a failure shows no count rather than a wrong one.
 */
export function useClassSpots(id: string, enabled: boolean) {
  return useQuery({
    queryKey: classSpotsKey(id),
    queryFn: ({ signal }) => call(reservationEndpoints.spots, { params: { id }, signal }),
    enabled,
    retry: retryOnce,
    staleTime: 5_000,
  });
}
