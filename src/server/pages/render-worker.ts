/**
 * The render worker (render-pool.ts): React Router renders the public pages here, on a thread of its
 * own, so that the app's thread stays free for the requests it answers from memory (an insights beacon,
 * a kept page) while a page is drawn after a public write. Each loader read is asked of the app's thread
 * (render-protocol.ts), which answers from its services as it does for a page it renders itself.
 */
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { loadPageRenderer } from "./page-renderer";
import {
  type FromWorker,
  received,
  SYNC_READS,
  type SyncRead,
  sendable,
  type ToWorker,
} from "./render-protocol";
import { builtStylesheets } from "./stylesheets";

const port = parentPort;
if (!port) throw new Error("render-worker.ts runs as a worker thread only");
const { serverBuild, clientDir } = workerData as { serverBuild: string; clientDir: string };

// Drawing a page yields to the app's thread: on Linux a priority set with pid 0 is this thread's alone,
// so a request the app answers from memory (a beacon, a kept page) goes first when the cores are busy.
try {
  setPriority(0, 10);
} catch {
  // Not allowed here: the worker draws at the app's priority.
}

const handle = await loadPageRenderer(serverBuild);
const stylesheet = builtStylesheets(clientDir);
const post = (message: FromWorker) => port.postMessage(message);

/** Reads in flight: the app answers each by its call number. */
const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
let calls = 0;

/** The error of a failed read remembers its call, so the app logs and judges its own original. */
const callOf = new WeakMap<object, number>();

function readsFor(id: number, sync: Record<SyncRead, unknown>) {
  const group = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, method) => {
          const path = `${name}.${String(method)}`;
          if ((SYNC_READS as readonly string[]).includes(path)) return () => sync[path as SyncRead];
          return (...args: unknown[]) =>
            new Promise((resolve, reject) => {
              const call = ++calls;
              pending.set(call, { resolve, reject });
              post({ type: "read", id, call, path, args });
            });
        },
      },
    );
  return {
    session: group("session"),
    directory: group("directory"),
    public: group("public"),
    portal: group("portal"),
  };
}

async function render(job: Extract<ToWorker, { type: "render" }>) {
  const context = {
    site: job.site,
    request: { loopback: job.loopback },
    renderAll: true,
    reads: readsFor(job.id, job.sync),
    stylesheet,
    reportError: (err: unknown) => {
      const call = typeof err === "object" && err !== null ? callOf.get(err) : undefined;
      post({ type: "error", id: job.id, error: sendable(err), ...(call ? { call } : {}) });
    },
  };
  try {
    const response = await handle(
      new Request(job.url, { method: job.method, headers: job.headers }),
      context as never,
    );
    const body = await response.text();
    post({ type: "done", id: job.id, status: response.status, headers: [...response.headers], body });
  } catch (err) {
    post({ type: "failed", id: job.id, error: sendable(err) });
  }
}

port.on("message", (message: ToWorker) => {
  if (message.type === "render") {
    void render(message);
    return;
  }
  const waiting = pending.get(message.call);
  if (!waiting) return;
  pending.delete(message.call);
  if (message.type === "read-done") waiting.resolve(message.value);
  else {
    const err = received(message.error);
    callOf.set(err, message.call);
    waiting.reject(err);
  }
});
post({ type: "ready" });
