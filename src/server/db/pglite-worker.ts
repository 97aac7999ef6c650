/**
 * The embedded database's own thread (pglite-thread.ts starts it; docs/decisions/0049): PGlite, its
 * migrations and every query run here, so that PostgreSQL's work in WebAssembly, its file reads and
 * the parsing of its answers leave the thread that answers requests.
 *
 * Each message is handled as it comes, without waiting for the one before: PGlite itself runs one
 * query at a time and holds plain queries back while a transaction is open, exactly as it does on the
 * app's thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import {
  type FromDatabase,
  type PgliteWorkerData,
  type QueryOptions,
  type ToDatabase,
  toWire,
} from "./pglite-protocol";

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread (pglite-thread.ts)");
const data = workerData as PgliteWorkerData;
const post = (message: FromDatabase) => port.postMessage(message);

/** Thrown into a transaction's callback to end it with ROLLBACK. */
class RollBack extends Error {}

type Open = { tx?: Transaction; decide: (commit: boolean) => void; finished?: Promise<void> };
const transactions = new Map<number, Open>();
let transactionIds = 0;

const keepText = (value: string) => value;

function queryOptions(options: QueryOptions) {
  const parsers = Object.fromEntries((options.rawTypes ?? []).map((type) => [type, keepText]));
  return { rowMode: options.rowMode, parsers };
}

function target(client: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return client;
  const open = transactions.get(tx)?.tx;
  if (!open) throw new Error("Transaction is closed");
  return open;
}

/**
 * Starts a transaction through PGlite's own transaction(), which holds every other query back until
 * it ends; resolves with its id once BEGIN has run. The app's thread ends it with end().
 */
function begin(client: PGlite): Promise<number> {
  const id = ++transactionIds;
  return new Promise<number>((began, failed) => {
    let decide: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => {
      decide = resolve;
    });
    const open: Open = { decide };
    open.finished = client
      .transaction(async (tx) => {
        open.tx = tx;
        transactions.set(id, open);
        began(id);
        if (!(await decided)) throw new RollBack();
      })
      .then(
        () => {},
        (err: unknown) => {
          if (!(err instanceof RollBack)) throw err;
        },
      )
      .finally(() => transactions.delete(id));
    // BEGIN itself failed: the caller hears it here; later failures are end()'s to report.
    open.finished.catch((err: unknown) => {
      if (!open.tx) failed(err);
    });
  });
}

/** Ends a transaction: COMMIT (which PGlite fails when the transaction was aborted) or ROLLBACK. */
async function end(tx: number, commit: boolean): Promise<void> {
  const open = transactions.get(tx);
  if (!open?.finished) throw new Error("Transaction is closed");
  open.decide(commit);
  await open.finished;
}

async function handle(client: PGlite, message: ToDatabase): Promise<unknown> {
  switch (message.op) {
    case "query": {
      const on = target(client, message.tx);
      const result = await on.query(message.sql, message.params, queryOptions(message.options));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "exec": {
      const results = await target(client, message.tx).exec(message.sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case "begin":
      return begin(client);
    case "end":
      return end(message.tx, message.commit);
    case "close":
      await client.close();
      return null;
  }
}

async function open(): Promise<PGlite> {
  const options = {
    startParams: data.startParams,
    loadDataDir: data.image ? new Blob([data.image]) : undefined,
  };
  const client = data.dataDir ? new PGlite(data.dataDir, options) : new PGlite(options);
  await client.waitReady;
  post({ type: "opened" });
  await migrate(drizzle(client), { migrationsFolder: data.migrationsFolder });
  post({ type: "migrated" });
  return client;
}

open().then(
  (client) => {
    port.on("message", (message: ToDatabase) => {
      handle(client, message).then(
        (value) => post({ type: "answer", id: message.id, value }),
        (err: unknown) => post({ type: "error", id: message.id, error: toWire(err) }),
      );
    });
  },
  (err: unknown) => post({ type: "failed", error: toWire(err) }),
);
