/**
 * One read of a public page (decision 0047): the profile and the class page show one answer each, made
 * by the route's loader on the server and hydrated from it. TanStack Query was 12 KB of those pages'
 * first JavaScript (a tenth of their budget, issue 29) for a cache they barely use, so they read with
 * this instead: the loader's answer when there is one, else asked in the browser (a move inside the app,
 * or a server read that failed) with the app's one retry rule (lib/retry.ts), and the same states
 * (QueryState). Answers are kept per tab by key, so Back shows a page at once. The portal, the console,
 * onboarding and every write keep TanStack Query.
 */
import { useCallback, useEffect, useState } from "react";
import { retryOnce } from "./retry";

export type ReadOptions<T> = {
  /** Names the answer (its tab copy); a new key is a new read. */
  key: string;
  read: (signal: AbortSignal) => Promise<T>;
  /** The loader's answer: shown at once, on the server and in the browser, and not asked again. */
  seed?: T;
  /** False: nothing is asked (and data stays undefined). */
  enabled?: boolean;
  /** An answer kept longer than this is asked again when a page shows it (default: never). */
  staleMs?: number;
};

/** What QueryState reads of a query (components/query-state.tsx's QueryLike), and setData. */
export type Read<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
  /** Replaces the answer (a write's result the page already knows). */
  setData: (update: (current: T | undefined) => T | undefined) => void;
};

/** TanStack Query's first retry waits a second; so does this one (tests and people see the same). */
const RETRY_DELAY_MS = 1_000;

type Kept = { data: unknown; at: number };
/** The tab's answers (never on the server: one visitor's answers must not reach another's page). */
const kept = new Map<string, Kept>();
const inBrowser = () => typeof document !== "undefined";

/** A new tab's state: for tests, which render each screen as if in a tab of its own. */
export function forgetReads(): void {
  kept.clear();
}

type State<T> = { key: string; data: T | undefined; at: number; error: unknown; fetching: boolean };

function initial<T>(key: string, seed: T | undefined): State<T> {
  const copy = inBrowser() && seed === undefined ? kept.get(key) : undefined;
  const at = seed !== undefined ? Date.now() : (copy?.at ?? 0);
  return { key, data: seed ?? (copy?.data as T | undefined), at, error: undefined, fetching: false };
}

async function withRetry<T>(read: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await read(signal);
    } catch (err) {
      if (signal.aborted || !retryOnce(failures, err as Error)) throw err;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

export function useRead<T>({ key, read, seed, enabled = true, staleMs }: ReadOptions<T>): Read<T> {
  const [state, setState] = useState<State<T>>(() => initial(key, seed));
  // Asked again by refetch(): a new number runs the effect below.
  const [asked, setAsked] = useState(0);
  const current = state.key === key ? state : initial(key, seed);
  if (current !== state) setState(current);

  const stale = current.data === undefined || (staleMs !== undefined && Date.now() - current.at > staleMs);
  const needed = enabled && (stale || asked > 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read is a new function each render; the key names it.
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, fetching: true }));
    withRetry(read, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        kept.set(key, { data, at: Date.now() });
        setState({ key, data, at: Date.now(), error: undefined, fetching: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, error, fetching: false }));
      },
    );
    return () => controller.abort();
  }, [key, asked, enabled]);

  const refetch = useCallback(() => setAsked((n) => n + 1), []);
  const setData = useCallback(
    (update: (data: T | undefined) => T | undefined) =>
      setState((s) => {
        const data = update(s.data);
        if (data !== undefined) kept.set(s.key, { data, at: Date.now() });
        return { ...s, data };
      }),
    [],
  );
  return {
    data: current.data,
    error: current.error,
    isError: current.error !== undefined,
    isFetching: current.fetching,
    refetch,
    setData,
  };
}
