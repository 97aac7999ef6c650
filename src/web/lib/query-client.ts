import { QueryClient } from "@tanstack/react-query";
import { seedQueries } from "./query-seed";
import { retryOnce } from "./retry";

/**
 * Reads are not refetched on focus and never go stale unless a feature's api.ts says otherwise (spec
 * portal §7). Every read names its own query function and retry choice in its feature's api.ts; the
 * default is the one rule (lib/retry.ts) and mutations are never retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: retryOnce,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    mutations: { retry: false },
  },
});

seedQueries(queryClient);
