import { useQuery } from "@tanstack/react-query";
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";
import type { PublicSiteContent } from "../../../shared/contracts/site-content";
import { api } from "../../lib/api";

export const PUBLIC_TRAINERS_KEY = ["public-trainers"] as const;

/** GET /api/public-trainers as the spec reads it: retried once, fresh 30 s, refetched on mount, not on focus. */
export function usePublicTrainers() {
  return useQuery({
    queryKey: PUBLIC_TRAINERS_KEY,
    queryFn: ({ signal }) => api<PublicTrainer[]>("/api/public-trainers", { signal }),
    retry: 1,
    staleTime: 30_000,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
  });
}

/** The directory's banners; the page shows without them while they load or when they fail. */
export function usePublicSiteContent() {
  return useQuery({
    queryKey: ["site-content", "public"],
    queryFn: ({ signal }) => api<PublicSiteContent>("/api/site-content/public", { signal }),
    retry: 1,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
