/**
 * One TanStack Query read on screen (issue 30 part 4): its skeleton while it loads, LoadError with
 * Try again when it fails, the screen's empty state when the answer has nothing in it, and the data
 * otherwise. It replaces the `isPending ? skeleton : isError ? error : data` ternary each screen wrote.
 *
 * The screens read with `useQuery` seeded from the page's loader (app/lib/seed.tsx), not with
 * suspense: a seeded page has its data on the first render and an unseeded one shows its own skeleton
 * in place, so the states are drawn here, per read, and no boundary is needed.
 */
import type { ReactNode } from "react";
import { LoadError, type LoadErrorProps } from "./load-error";

/** What QueryState reads of a query: `UseQueryResult` fits, and so does a hand-made adapter. */
export type QueryLike<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/** The failure's look and text: LoadError's props without the query's own parts. */
export type QueryErrorText = Omit<LoadErrorProps, "error" | "onRetry" | "retrying">;

/** A screen's own error view (a signed-out card for a 401, say), with the retry it may offer. */
export type QueryErrorView = (failure: { error: unknown; retry: () => void; retrying: boolean }) => ReactNode;

export type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** Shown while the first answer is on its way (a skeleton shaped like the content). */
  loading: ReactNode;
  /** LoadError's title and look, or a view of its own for particular failures. */
  error: QueryErrorText | QueryErrorView;
  /** True when the answer has nothing to show; `empty` is shown instead of the data. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /**
   * A refetch that fails while data is shown: keep showing it (the default; a background refresh
   * should not blank a screen), or show the error (a form that must never save from a stale copy).
   */
  onRefetchError?: "keep-data" | "show-error";
  children: (data: T) => ReactNode;
};

export function QueryState<T>({
  query,
  loading,
  error,
  isEmpty,
  empty = null,
  onRefetchError = "keep-data",
  children,
}: QueryStateProps<T>) {
  const failed = query.isError && (query.data === undefined || onRefetchError === "show-error");
  if (failed) {
    const retry = () => void query.refetch();
    const failure = { error: query.error, retry, retrying: query.isFetching };
    if (typeof error === "function") return <>{error(failure)}</>;
    return <LoadError {...error} error={query.error} onRetry={retry} retrying={query.isFetching} />;
  }
  if (query.data === undefined) return <>{loading}</>;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
