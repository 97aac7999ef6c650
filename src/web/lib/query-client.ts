import { QueryClient } from "@tanstack/react-query";
import { api } from "./api";

/**
 * Reads are not retried, not refetched on focus, and never go stale unless a screen says otherwise
 * (spec portal §7); the directory list sets its own options.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: ({ queryKey, signal }) => api(String(queryKey[0]), { signal }),
    },
  },
});
