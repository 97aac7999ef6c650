/**
 * The directory's data in three steps (issue 18, docs/decisions/0020-directory-first-results.md):
 *  1. the first results for the current filters (GET /api/public-trainers/results, preloaded with the
 *     page), which also carry the first page's cards;
 *  2. the compact index (GET /api/public-trainers/index), asked once the first results are on screen and
 *     the browser is idle; from then on the filters run in the directory's worker (directory-engine.ts),
 *     with the same shared rules, and the screen shows each view when it arrives;
 *  3. cards a page at a time (GET /api/public-trainers/cards?ids=…), kept per trainer in the query
 *     client, so a card seen once is never asked again while fresh.
 */
import {
  keepPreviousData,
  type QueryClient,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { startTransition, useEffect, useMemo, useState } from "react";
import {
  type DirectoryResults,
  directoryEndpoints,
  directoryResultsPath,
  directoryResultsQuery,
} from "../../../src/shared/contracts/public-directory";
import type { PublicTrainer } from "../../../src/shared/contracts/public-trainers";
import { DIRECTORY_PAGE_SIZE } from "../../../src/shared/directory-paths";
import type { DirectoryFilters } from "../../../src/shared/directory-rules";
import type { DirectoryView, ListedRow } from "../../../src/shared/directory-view";
import { call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";
import { directoryEngine } from "./directory-engine";

/** As the whole list was read: fresh 30 s, not refetched on focus, retried by the one rule. */
const FRESH = { retry: retryOnce, staleTime: 30_000, refetchOnWindowFocus: false } as const;

export const cardKey = (id: number) => ["directory-card", id] as const;

function keepCards(client: QueryClient, cards: readonly PublicTrainer[]) {
  for (const card of cards) client.setQueryData(cardKey(card.id), card);
}

/** The results call's key: its canonical path (the route's loader seeds the first one). */
export const resultsKey = (filters: DirectoryFilters) =>
  ["directory-results", directoryResultsPath(filters)] as const;

/** The first screen for these filters; while the next answer loads the previous one stays shown. */
export function useDirectoryResults(filters: DirectoryFilters, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: resultsKey(filters),
    queryFn: async ({ signal }) => {
      // The canonical query: the same address as the page's preload (directoryResultsPath).
      const results = await call(directoryEndpoints.results, {
        query: directoryResultsQuery(filters),
        signal,
      });
      keepCards(client, results.cards);
      return results;
    },
    enabled,
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

/**
 * The first page's cards of a results answer: in the answer, or, for the answer the route's loader
 * seeded, under their own keys (the page carries each card once).
 */
export function useFirstPage(first: DirectoryResults | undefined): PublicTrainer[] | undefined {
  const client = useQueryClient();
  return useMemo(
    () =>
      first?.page.flatMap(
        (id) => first.cards.find((c) => c.id === id) ?? client.getQueryData<PublicTrainer>(cardKey(id)) ?? [],
      ),
    [first, client],
  );
}

/**
 * The compact index's listed rows, once `enabled`; a failure leaves the screen on the results call.
 * Reading, decoding and preparing the search run in the directory's worker (directory-engine.ts).
 */
export function useDirectoryIndex(enabled: boolean) {
  return useQuery({
    queryKey: ["directory-index"],
    queryFn: (): Promise<ListedRow[]> => directoryEngine().load(),
    enabled,
    ...FRESH,
  });
}

/** A view with the rows it names: the matched trainers in order. */
export type ShownView = DirectoryView & { shown: ListedRow[] };

/**
 * The view for these filters, from the worker: the last answer stays until the next one arrives, so
 * typing never waits for the filtering. Null until the first answer over `rows`.
 */
export function useDirectoryView(
  rows: readonly ListedRow[] | undefined,
  filters: DirectoryFilters,
): ShownView | null {
  const [answer, setAnswer] = useState<{ view: DirectoryView; rows: readonly ListedRow[] } | null>(null);
  const byId = useMemo(() => (rows ? new Map(rows.map((r) => [r.id, r])) : null), [rows]);
  useEffect(() => {
    if (!rows) return;
    const engine = directoryEngine();
    let wanted = -1;
    const stop = engine.onView((seq, view) => {
      if (seq === wanted) startTransition(() => setAnswer({ view, rows }));
    });
    wanted = engine.ask(filters);
    return stop;
  }, [rows, filters]);
  return useMemo(() => {
    if (!answer || !byId) return null;
    const shown = answer.view.ids.flatMap((id) => byId.get(id) ?? []);
    return { ...answer.view, shown };
  }, [answer, byId]);
}

/**
 * True once the first results have rendered and the browser has been idle (or 2 s passed): the index
 * never competes with the first cards for the network or the main thread. `now` asks at once (a
 * visitor who wants more cards than the first page).
 */
export function useIndexWhenIdle(ready: boolean, now: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, [ready, idle]);
  return idle || now;
}

// --- Cards, batched ------------------------------------------------------------------------------

type Waiting = { resolve: (card: PublicTrainer | null) => void; reject: (error: unknown) => void };
const waiting = new Map<number, Waiting[]>();
let flushing = false;

/** The cards asked in one task go out together, at most a page per call, ids ascending. */
function flush() {
  flushing = false;
  const batch = new Map(waiting);
  waiting.clear();
  const ids = [...batch.keys()].sort((a, b) => a - b);
  for (let i = 0; i < ids.length; i += DIRECTORY_PAGE_SIZE) {
    const chunk = ids.slice(i, i + DIRECTORY_PAGE_SIZE);
    call(directoryEndpoints.cards, { query: { ids: chunk.join(",") } }).then(
      ({ cards }) => {
        const byId = new Map(cards.map((c) => [c.id, c]));
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(byId.get(id) ?? null);
      },
      (error: unknown) => {
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(error);
      },
    );
  }
}

function loadCard(id: number): Promise<PublicTrainer | null> {
  return new Promise((resolve, reject) => {
    const list = waiting.get(id) ?? [];
    list.push({ resolve, reject });
    waiting.set(id, list);
    if (!flushing) {
      flushing = true;
      setTimeout(flush, 0);
    }
  });
}

/** The cards of these trainers as far as they have arrived (null: no longer listed). */
export function useTrainerCards(ids: readonly number[]): ReadonlyMap<number, PublicTrainer | null> {
  return useQueries({
    queries: ids.map((id) => ({ queryKey: cardKey(id), queryFn: () => loadCard(id), ...FRESH })),
    combine: (answers) => {
      const cards = new Map<number, PublicTrainer | null>();
      answers.forEach((a, i) => {
        if (a.data !== undefined) cards.set(ids[i]!, a.data);
      });
      return cards;
    },
  });
}
