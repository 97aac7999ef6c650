/**
 * Where the directory's index is decoded and filtered (issue 29 point 4): in a Web Worker
 * (directory.worker.ts), so the page's input is never held up by it; where there is no Worker (or it
 * cannot start), on the page in slices between which the browser handles input. Either way the page
 * asks for a filter set and hears the view later; only the latest question's answer matters.
 */
import { endpointUrl } from "../../../src/shared/contracts/endpoint";
import { directoryEndpoints } from "../../../src/shared/contracts/public-directory";
import { type DirectoryRow, decodeIndex } from "../../../src/shared/directory-index";
import { type DirectoryFilters, prepareSearch } from "../../../src/shared/directory-rules";
import {
  type DirectoryView,
  directoryView,
  type FromDirectoryWorker,
  type IndexFacts,
  indexFacts,
  type ListedRow,
  type ToDirectoryWorker,
} from "../../../src/shared/directory-view";
import { call } from "../../lib/api";

/** The compact index's address (the worker reads it itself). */
export const INDEX_PATH = endpointUrl(directoryEndpoints.index);

type Listener = (seq: number, view: DirectoryView) => void;

export type DirectoryEngine = {
  /** Reads the index (again): the rows the views' ids name. */
  load(): Promise<ListedRow[]>;
  /** Asks for a filter set's view; the listeners hear it with this number. */
  ask(filters: DirectoryFilters): number;
  onView(listener: Listener): () => void;
};

function listeners() {
  const all = new Set<Listener>();
  return {
    add(listener: Listener) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    emit(seq: number, view: DirectoryView) {
      for (const listener of all) listener(seq, view);
    },
  };
}

/** Lets the browser paint and handle input between two pieces of work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const SLICE = 1000;

/** On the page, in slices of a thousand trainers: no Worker (unit tests, jsdom, an old browser). */
export function mainThreadEngine(): DirectoryEngine {
  const heard = listeners();
  let index: { rows: DirectoryRow[]; facts: IndexFacts } | null = null;
  let seq = 0;
  let asked: { seq: number; filters: DirectoryFilters } | null = null;
  let scheduled = false;
  const answer = () => {
    scheduled = false;
    if (!index || !asked) return;
    const { seq: n, filters } = asked;
    asked = null;
    heard.emit(n, directoryView(index.rows, index.facts, filters));
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(answer, 0);
  };
  return {
    async load() {
      const data = await call(directoryEndpoints.index, {});
      await nextTask();
      const rows = decodeIndex(data);
      for (let i = 0; i < rows.length; i += SLICE) {
        await nextTask();
        prepareSearch(rows.slice(i, i + SLICE));
      }
      await nextTask();
      index = { rows, facts: indexFacts(rows) };
      schedule();
      return rows;
    },
    ask(filters) {
      asked = { seq: ++seq, filters };
      schedule();
      return seq;
    },
    onView: heard.add,
  };
}

/** In a Web Worker; if the worker cannot start or fails before its first answer, on the page. */
export function workerEngine(): DirectoryEngine {
  const heard = listeners();
  let worker: Worker | null = null;
  let fallback: DirectoryEngine | null = null;
  let seq = 0;
  let last: { seq: number; filters: DirectoryFilters } | null = null;
  let loading: { rows: ListedRow[]; resolve: (r: ListedRow[]) => void; reject: (e: Error) => void } | null =
    null;

  const toMainThread = (): DirectoryEngine => {
    worker?.terminate();
    worker = null;
    fallback = mainThreadEngine();
    fallback.onView((_, view) => last && heard.emit(last.seq, view));
    return fallback;
  };
  const send = (message: ToDirectoryWorker) => worker?.postMessage(message);

  const start = () => {
    const w = new Worker(new URL("./directory.worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (event: MessageEvent<FromDirectoryWorker>) => {
      const message = event.data;
      if (message.type === "view") heard.emit(message.seq, message.view);
      else if (message.type === "rows") loading?.rows.push(...message.rows);
      else if (message.type === "loaded") {
        loading?.resolve(loading.rows);
        loading = null;
      } else {
        loading?.reject(new Error(message.message));
        loading = null;
      }
    };
    w.onerror = () => {
      const waiting = loading;
      loading = null;
      const engine = toMainThread();
      if (last) engine.ask(last.filters);
      if (waiting) engine.load().then(waiting.resolve, waiting.reject);
    };
    return w;
  };

  return {
    load() {
      if (fallback) return fallback.load();
      try {
        worker ??= start();
      } catch {
        return toMainThread().load();
      }
      return new Promise((resolve, reject) => {
        loading = { rows: [], resolve, reject };
        send({ type: "load", url: INDEX_PATH });
        if (last) send({ type: "view", ...last });
      });
    },
    ask(filters) {
      last = { seq: ++seq, filters };
      if (fallback) fallback.ask(filters);
      else send({ type: "view", ...last });
      return seq;
    },
    onView: heard.add,
  };
}

let engine: DirectoryEngine | null = null;

/** The page's one engine (made at the first use, in the browser only). */
export function directoryEngine(): DirectoryEngine {
  engine ??= typeof Worker === "undefined" ? mainThreadEngine() : workerEngine();
  return engine;
}
