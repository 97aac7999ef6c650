import { QueryClient } from "@tanstack/react-query";
import { retryOnce } from "./retry";

/**
 * Reads are not refetched on focus and never go stale unless a feature's api.ts says otherwise (spec
 * portal §7). Every read names its own query function and retry choice in its feature's api.ts; the
 * default is the one rule (lib/retry.ts) and mutations are never retried.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** The browser's one client: features reach it directly for writes made outside a component. */
export const queryClient = createQueryClient();

/**
 * The client a render uses: a new one per request on the server (no visitor's reads reach another's
 * page), the one client in the browser. Loader data seeds it (lib/seed.tsx).
 */
export function queryClientForRender(): QueryClient {
  return typeof document === "undefined" ? createQueryClient() : queryClient;
}
