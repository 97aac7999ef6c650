import { useQuery } from "@tanstack/react-query";
import type { PublicTrainer } from "../../../src/shared/contracts/public-trainers";
import { ApiError, api } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

/** How the profile is looked up: by slug (/:trainerName) or by id (/public/trainer/:id). */
export type ProfileKey = { slug: string } | { id: string };

/** A slug the admin changed: the API names the current one (the server answers pages with a 301). */
export class MovedError extends Error {
  constructor(readonly slug: string) {
    super(`moved to ${slug}`);
  }
}

function urlOf(key: ProfileKey): string {
  return "slug" in key
    ? `/api/trainer-profile/${encodeURIComponent(key.slug)}`
    : `/api/public-trainers/${encodeURIComponent(key.id)}`;
}

/** The server says there is no such listed trainer (any other failure is not "not found"). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The profile's query key: the route's loader seeds the answer under it (app/routes/trainer-profile-*). */
export const profileQueryKey = (key: ProfileKey | null) => ["trainer-profile", key] as const;

/** The public profile; made only when the name is present (spec 7). A 404 is "not found", not retried. */
export function useTrainerProfile(key: ProfileKey | null) {
  return useQuery({
    queryKey: profileQueryKey(key),
    enabled: key !== null,
    queryFn: async ({ signal }) => {
      try {
        return await api<PublicTrainer>(urlOf(key as ProfileKey), { signal });
      } catch (err) {
        const moved = err instanceof ApiError && err.status === 404 ? err.errorBody?.movedTo : undefined;
        throw typeof moved === "string" && moved ? new MovedError(moved) : err;
      }
    },
    retry: retryOnce,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}
