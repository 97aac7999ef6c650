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
  QueryClientContext,
  QueryClientProvider,
  type QueryKey,
} from "@tanstack/react-query";
import { type ReactNode, useContext, useMemo, useState } from "react";
import type { PageContext } from "../../src/shared/page-context";
import { queryClientForRender } from "./query-client";

/**
 * A loader's read that may fail. The failure is logged with the request (the page then answers 500, or
 * 503 while the database cannot be reached, and is never kept) and the answer is left out of the seed:
 * the screen asks for it in the browser and shows its own loading and error states, with Try again.
 */
export async function orAskInBrowser<P extends Promise<unknown>>(
  context: Pick<PageContext, "reportError">,
  read: P,
): Promise<Awaited<P> | undefined> {
  try {
    return await read;
  } catch (err) {
    context.reportError(err);
    return undefined;
  }
}

/**
 * A seeded screen's `clientLoader`: a move inside the app asks the server nothing for the page. The
 * screen reads what it needs itself (the tab's query cache first), with its own loading and error
 * states; only the first load of a page is the server's (its loader).
 */
export async function askInBrowser(): Promise<{ seed?: DehydratedState }> {
  return {};
}

/** A loader's answers as the state HydrationBoundary takes (call it in the loader, on the server). */
export function seedState(entries: ReadonlyArray<readonly [QueryKey, unknown]>): DehydratedState {
  const client = new QueryClient();
  for (const [key, data] of entries) if (data !== undefined) client.setQueryData(key, data);
  return dehydrate(client);
}

/**
 * The seed as fresh at the moment it is used: a page the answer cache keeps carries the time it was
 * rendered, and a read with a finite staleTime (the class screens' 30 s) would find it stale and ask
 * again as soon as the browser hydrates. The answer cache renders again whenever the public data
 * changes, so a kept page's answers are the current ones.
 */
export function freshSeed(state: DehydratedState | undefined, now: number): DehydratedState | undefined {
  if (!state) return state;
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/**
 * Renders `children` with the loader's answers in the query cache (`state` may be undefined: a screen
 * that reads in the browser only). It brings the query client when no route above did (the root has
 * none): a page that shows no <Seeded> screen then loads no TanStack Query with its first JavaScript.
 * Nested, the inner one uses the outer's client. On the server, one client per request; in the browser,
 * the tab's one client (lib/query-client.ts), so routes that share reads share their answers.
 */
export function Seeded({ state, children }: { state: DehydratedState | undefined; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  // Once per loader answer: a new state object on every render would hydrate again on every render.
  const fresh = useMemo(() => freshSeed(state, Date.now()), [state]);
  const seeded = <HydrationBoundary state={fresh}>{children}</HydrationBoundary>;
  return outer ? seeded : <OwnClient>{seeded}</OwnClient>;
}

function OwnClient({ children }: { children: ReactNode }) {
  const [client] = useState(queryClientForRender);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A route whose screen reads in the browser only, with the query client it then needs. */
export function withQueryClient(Screen: () => ReactNode) {
  return function ScreenWithClient() {
    return (
      <Seeded state={undefined}>
        <Screen />
      </Seeded>
    );
  };
}
