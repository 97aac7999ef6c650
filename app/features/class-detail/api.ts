import { useQuery } from "@tanstack/react-query";
import { publicClassEndpoints } from "../../../src/shared/contracts/public-classes";
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
