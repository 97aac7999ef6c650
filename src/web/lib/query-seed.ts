/**
 * Answers a page's HTML brings with it (a portal page's first view, src/web/first-view.tsx): the
 * query cache starts with them, so the app's first render draws what the HTML already shows instead of
 * a loading state, and asks the server nothing it has just answered.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";

export const QUERY_SEED_ID = "query-seed";

export type QuerySeed = [QueryKey, unknown][];

export function seedQueries(client: QueryClient): void {
  const el = typeof document === "undefined" ? null : document.getElementById(QUERY_SEED_ID);
  if (!el?.textContent) return;
  for (const [key, data] of JSON.parse(el.textContent) as QuerySeed) client.setQueryData(key, data);
}
