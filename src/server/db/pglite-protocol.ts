/**
 * The messages between the app's thread and the embedded database's thread (pglite-thread.ts,
 * pglite-worker.ts; docs/decisions/0049-embedded-database-thread.md). Rows cross as structured clones:
 * strings, numbers, booleans, Dates, bigints, Uint8Arrays and plain objects all survive the copy.
 */

/** What the worker is started with (workerData). */
export type PgliteWorkerData = {
  /** PGlite's folder (DATA_DIR/pgdata); absent: in memory. */
  dataDir?: string;
  /** In memory only: start from this dump (pgliteImage). */
  image?: ArrayBuffer;
  /** PGlite's start parameters (client.ts's PGLITE_OPTIONS). */
  startParams: string[];
  migrationsFolder: string;
};

/**
 * Drizzle's PGlite driver passes parsers that keep some types' text as it is (timestamps, dates,
 * intervals and their arrays): functions cannot cross a thread, so their type ids do, and the worker
 * keeps those types' text.
 */
export type QueryOptions = { rowMode?: "array" | "object"; rawTypes?: number[] };

export type ToDatabase =
  | { op: "query"; id: number; sql: string; params: unknown[]; options: QueryOptions; tx?: number }
  | { op: "exec"; id: number; sql: string; tx?: number }
  | { op: "begin"; id: number }
  | { op: "end"; id: number; tx: number; commit: boolean }
  | { op: "close"; id: number };

/** An error of the database, rebuilt on the app's thread with its SQLSTATE and details. */
export type WireError = { message: string; name: string; fields: Record<string, string> };

export type FromDatabase =
  | { type: "opened" }
  | { type: "migrated" }
  | { type: "failed"; error: WireError }
  | { type: "answer"; id: number; value: unknown }
  | { type: "error"; id: number; error: WireError };

/** The error fields PostgreSQL reports (PGlite's DatabaseError has the same names as node-postgres'). */
const ERROR_FIELDS = [
  "code",
  "severity",
  "detail",
  "hint",
  "position",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
] as const;

export function toWire(err: unknown): WireError {
  if (!(err instanceof Error)) return { message: String(err), name: "Error", fields: {} };
  const fields: Record<string, string> = {};
  for (const key of ERROR_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[key];
    if (typeof value === "string") fields[key] = value;
  }
  return { message: err.message, name: err.name, fields };
}

export function fromWire(wire: WireError): Error {
  const err = new Error(wire.message);
  err.name = wire.name;
  Object.assign(err, wire.fields);
  return err;
}
