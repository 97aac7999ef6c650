/**
 * Loader data seeds TanStack Query (issue 29): a loader answers the reads its screen makes on mount,
 * under the screen's own query keys (its feature's api.ts), and the route renders the screen inside
 * <Seeded>. The server renders from them and the browser hydrates from the same answers: nothing is
 * asked twice.
 */
import {
  type DehydratedState,
  dehydrate,
  HydrationBoundary,
  QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import type { ReactNode } from "react";

/** A loader's answers as the state HydrationBoundary takes (call it in the loader, on the server). */
export function seedState(entries: ReadonlyArray<readonly [QueryKey, unknown]>): DehydratedState {
  const client = new QueryClient();
  for (const [key, data] of entries) if (data !== undefined) client.setQueryData(key, data);
  return dehydrate(client);
}

/** Renders `children` with the loader's answers in the query cache. */
export function Seeded({ state, children }: { state: DehydratedState | undefined; children: ReactNode }) {
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
