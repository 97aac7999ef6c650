/**
 * The messages between the app and its render worker (render-pool.ts, render-worker.ts): the worker
 * renders a public page with React Router and asks the app for each of its loaders' reads, which the app
 * answers from its own services (pages/reads.ts), so the database and the caches stay in one thread.
 */

/** Reads that answer at once (no promise): the app sends their values with each page to render. */
export const SYNC_READS = [
  "session.ended",
  "public.today",
  "public.publicUrl",
  "directory.publicUrl",
] as const;
export type SyncRead = (typeof SYNC_READS)[number];

/** The app's read a path names ("public.classes"), or undefined. */
export function readAt(reads: object, path: string): ((...args: unknown[]) => unknown) | undefined {
  const [group, method] = path.split(".");
  const fn = (reads as Record<string, Record<string, unknown> | undefined>)[group ?? ""]?.[method ?? ""];
  return typeof fn === "function" ? (fn as (...args: unknown[]) => unknown) : undefined;
}

/** An error as it crosses to the other thread: enough to log it and to tell what kind it was. */
export type SentError = { name: string; message: string; stack?: string; code?: string };

export type ToWorker =
  | {
      type: "render";
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      site: unknown;
      loopback: boolean;
      sync: Record<SyncRead, unknown>;
    }
  | { type: "read-done"; call: number; value: unknown }
  | { type: "read-failed"; call: number; error: SentError };

export type FromWorker =
  | { type: "ready" }
  | { type: "read"; id: number; call: number; path: string; args: unknown[] }
  /** A loader or the render failed; `call` names the failed read it came from, if one did. */
  | { type: "error"; id: number; error: SentError; call?: number }
  | { type: "done"; id: number; status: number; headers: [string, string][]; body: string }
  | { type: "failed"; id: number; error: SentError };

export function sendable(err: unknown): SentError {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return {
      name: err.name,
      message: err.message,
      stack: err.stack,
      ...(typeof code === "string" ? { code } : {}),
    };
  }
  return { name: "Error", message: String(err) };
}

/** A received error as an Error again (its stack is the other thread's). */
export function received(sent: SentError): Error {
  const err = new Error(sent.message);
  err.name = sent.name;
  if (sent.stack) err.stack = sent.stack;
  if (sent.code) Object.assign(err, { code: sent.code });
  return err;
}
