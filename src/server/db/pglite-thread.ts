/**
 * PGlite on a thread of its own (docs/decisions/0049-embedded-database-thread.md). Under the mixed load
 * of the bench, the embedded database's queries, run on the thread that answers requests, were close to
 * half of that thread's work: every request, a beacon too, waited behind them. This client speaks to
 * pglite-worker.ts and offers what Drizzle's PGlite driver calls (query, exec, transaction), so the
 * rest of the app does not know where the database runs.
 */
import { Worker } from "node:worker_threads";
import type { Results, Transaction } from "@electric-sql/pglite";
import {
  type FromDatabase,
  fromWire,
  type PgliteWorkerData,
  type QueryOptions,
  type ToDatabase,
} from "./pglite-protocol";

export type PgliteWorkerScript = { file: string; execArgv: string[] };

/** The message PGlite itself uses once closed: db/unavailable.ts reads it as "the database is out of reach". */
const CLOSED = "PGlite is closed";

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
type DrizzleOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };
type Call = ToDatabase extends infer M ? (M extends { id: number } ? Omit<M, "id"> : never) : never;

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private ids = 0;
  private stopped: Error | undefined;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly worker: Worker,
    private readonly onExit: (err: Error) => void,
  ) {
    worker.on("message", (message: FromDatabase) => this.answered(message));
    worker.on("error", (err) => this.stop(err));
    worker.on("exit", (code) => this.stop(new Error(`${CLOSED}: its thread exited (${code})`)));
  }

  /**
   * Starts the thread; resolves once the database is open and migrated. `time` times both phases as
   * start-up did with PGlite on the app's thread; `onExit` hears of a thread that stops unasked.
   */
  static async start(
    script: PgliteWorkerScript,
    data: PgliteWorkerData,
    phases: {
      opened: (wait: () => Promise<void>) => Promise<void>;
      migrated: (wait: () => Promise<void>) => Promise<void>;
    },
    onExit: (err: Error) => void = () => {},
  ): Promise<PgliteThread> {
    const worker = new Worker(script.file, { workerData: data, execArgv: script.execArgv });
    // Both listened for from the start, so that neither message can pass unheard.
    const reached = (type: "opened" | "migrated") =>
      new Promise<void>((resolve) => {
        const heard = (message: FromDatabase) => {
          if (message.type !== type) return;
          worker.off("message", heard);
          resolve();
        };
        worker.on("message", heard);
      });
    const opened = reached("opened");
    const migrated = reached("migrated");
    let failed: (err: Error) => void = () => {};
    const failure = new Promise<never>((_, reject) => {
      failed = reject;
    });
    failure.catch(() => {});
    const listen = (message: FromDatabase) => {
      if (message.type === "failed") failed(fromWire(message.error));
    };
    const died = (err: Error) => failed(err);
    const exited = (code: number) => failed(new Error(`the database thread exited (${code}) while opening`));
    worker.on("message", listen);
    worker.on("error", died);
    worker.on("exit", exited);
    const step = (done: Promise<void>) => () => Promise.race([done, failure]);
    try {
      await phases.opened(step(opened));
      await phases.migrated(step(migrated));
    } catch (err) {
      await worker.terminate();
      throw err;
    } finally {
      worker.off("message", listen);
      worker.off("error", died);
      worker.off("exit", exited);
    }
    return new PgliteThread(worker, onExit);
  }

  /** Drizzle's PgliteSession calls this for every statement. */
  query<T>(
    sql: string,
    params: unknown[] = [],
    options: DrizzleOptions = {},
    tx?: number,
  ): Promise<Results<T>> {
    const sent: QueryOptions = {
      rowMode: options.rowMode,
      rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    };
    return this.call({ op: "query", sql, params, options: sent, tx }) as Promise<Results<T>>;
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.call({ op: "exec", sql, tx }) as Promise<Results[]>;
  }

  /** As PGlite's: BEGIN, the callback, then COMMIT, or ROLLBACK when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.call({ op: "begin" })) as number;
    let closed = false;
    const open = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const tx = {
      query: (sql: string, params?: unknown[], options?: DrizzleOptions) => {
        open();
        return this.query(sql, params, options, id);
      },
      exec: (sql: string) => {
        open();
        return this.exec(sql, id);
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      closed = true;
      await this.call({ op: "end", tx: id, commit: false }).catch(() => {});
      throw err;
    }
    closed = true;
    await this.call({ op: "end", tx: id, commit: true });
    return result;
  }

  /** Closes the database (PGlite writes what it holds) and ends the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.stopped) await this.call({ op: "close" }).catch(() => {});
      this.stopped ??= new Error(CLOSED);
      await this.worker.terminate();
    })();
    return this.closing;
  }

  private call(message: Call): Promise<unknown> {
    if (this.stopped) return Promise.reject(new Error(this.stopped.message));
    const id = ++this.ids;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ ...message, id } as ToDatabase);
      } catch (err) {
        // A parameter that cannot cross a thread (DataCloneError): this query fails, nothing waits.
        this.pending.delete(id);
        reject(err);
      }
    });
  }

  private answered(message: FromDatabase): void {
    if (message.type !== "answer" && message.type !== "error") return;
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (message.type === "answer") pending.resolve(message.value);
    else pending.reject(fromWire(message.error));
  }

  /** The thread is gone: every waiting call fails as a closed database, and so does every later one. */
  private stop(err: Error): void {
    const unasked = !this.stopped;
    this.stopped ??= err.message.startsWith(CLOSED) ? err : new Error(`${CLOSED}: ${err.message}`);
    for (const pending of this.pending.values()) pending.reject(new Error(this.stopped.message));
    this.pending.clear();
    if (unasked && !this.closing) this.onExit(err);
  }
}
