import { ApiError, NetworkError } from "./api";

/**
 * The one retry rule of the web app's reads: a failure that may pass (the network, or the server's
 * 5xx such as a database outage's 503) is asked again once; an answer the server meant (any 4xx: not
 * found, signed out, refused) and the app's own errors are never retried. Mutations are not retried.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && error.status >= 500;
}

/** TanStack Query's `retry` with the rule above: `failureCount` failures so far, at most one retry. */
export function retryOnce(failureCount: number, error: Error): boolean {
  return failureCount < 1 && isTransient(error);
}
