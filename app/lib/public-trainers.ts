/**
 * GET /api/public-trainers: every listed trainer with their upcoming classes, for the directory. (The
 * classes screens read GET /api/public-classes instead: features/classes/api.ts.)
 */
import { useQuery } from "@tanstack/react-query";
import { publicTrainerEndpoints } from "../../src/shared/contracts/public-trainers";
import { call } from "./api";
import { retryOnce } from "./retry";

export const PUBLIC_TRAINERS_KEY = ["public-trainers"] as const;

export function fetchPublicTrainers({ signal }: { signal: AbortSignal }) {
  return call(publicTrainerEndpoints.list, { signal });
}

/** As the spec reads it: fresh 30 s, refetched on mount, not on focus; retried by the one rule. */
export function usePublicTrainers() {
  return useQuery({
    queryKey: PUBLIC_TRAINERS_KEY,
    queryFn: fetchPublicTrainers,
    retry: retryOnce,
    staleTime: 30_000,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
  });
}
