/**
 * The app's render worker (render-worker.ts; docs/decisions/0048-render-worker.md): the public pages the
 * answer cache keeps are drawn there, off the thread that answers requests. A public write makes every
 * kept page stale, and drawing them again took the app's thread for tens of milliseconds each, while
 * every other request, a beacon too, waited behind it. The worker asks the app for its loaders' reads
 * (the app's services and caches stay on this thread); a worker that dies is started again at the next
 * page, and the pages it was drawing fail (500, not kept) rather than hang.
 */
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import type { PageReads } from "../../shared/page-context";
import {
  type FromWorker,
  readAt,
  received,
  SYNC_READS,
  type SyncRead,
  sendable,
  type ToWorker,
} from "./render-protocol";

export type RenderWorkerScript = { file: string; execArgv: string[] };

export type WorkerPage = {
  url: string;
  method: string;
  headers: [string, string][];
  site: unknown;
  loopback: boolean;
  reads: PageReads;
  reportError: (err: unknown) => void;
};

/** A page the worker took longer than this to draw fails (React Router aborts its own after 11 s). */
const RENDER_TIMEOUT_MS = 15_000;

type InFlight = {
  page: WorkerPage;
  /** The errors of the page's failed reads, by call: the app logs and judges its own originals. */
  readErrors: Map<number, unknown>;
  resolve: (response: Response) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
};

export class RenderPool {
  private worker: Promise<Worker> | undefined;
  private readonly inFlight = new Map<number, InFlight>();
  private ids = 0;
  private closed = false;

  constructor(
    private readonly script: RenderWorkerScript,
    private readonly build: { serverBuild: string; clientDir: string },
    private readonly log: Pick<FastifyBaseLogger, "error">,
    private readonly timeoutMs = RENDER_TIMEOUT_MS,
  ) {}

  /** Starts the worker now (the first page then waits for nothing). */
  async start(): Promise<void> {
    await this.running();
  }

  async render(page: WorkerPage): Promise<Response> {
    if (this.closed) throw new Error("the render worker is closed");
    const worker = await this.running();
    // Closed while the worker started: nothing will answer.
    if (this.closed) throw new Error("the app is closing");
    const id = ++this.ids;
    const sync = Object.fromEntries(SYNC_READS.map((path) => [path, readAt(page.reads, path)?.()])) as Record<
      SyncRead,
      unknown
    >;
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.inFlight.delete(id);
        reject(new Error(`the render worker took over ${this.timeoutMs} ms for ${page.url}`));
      }, this.timeoutMs);
      this.inFlight.set(id, { page, readErrors: new Map(), resolve, reject, timer });
      const { url, method, headers, site, loopback } = page;
      this.send(worker, { type: "render", id, url, method, headers, site, loopback, sync });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error("the app is closing"));
    if (worker) await (await worker.catch(() => undefined))?.terminate();
  }

  private running(): Promise<Worker> {
    this.worker ??= this.spawn();
    return this.worker;
  }

  private spawn(): Promise<Worker> {
    const worker = new Worker(this.script.file, { workerData: this.build, execArgv: this.script.execArgv });
    const ready = new Promise<Worker>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the render worker exited with ${code} at start`)));
      worker.on("message", (message: FromWorker) => {
        if (message.type === "ready") resolve(worker);
        else this.receive(worker, message);
      });
    });
    worker.on("error", (err) => this.log.error({ err }, "the render worker failed"));
    worker.on("exit", (code) => {
      if (this.closed) return this.failAll(new Error("the app is closing"));
      this.log.error({ code }, "the render worker stopped; the next page starts another");
      this.worker = undefined;
      this.failAll(new Error(`the render worker exited with ${code}`));
    });
    // A worker that never started is not kept: the next page tries again.
    ready.catch(() => {
      this.worker = undefined;
    });
    return ready;
  }

  private receive(worker: Worker, message: FromWorker) {
    if (message.type === "ready") return;
    const job = this.inFlight.get(message.id);
    if (!job) return;
    switch (message.type) {
      case "read":
        void this.read(worker, job, message.call, message.path, message.args);
        return;
      case "error":
        job.page.reportError(
          (message.call !== undefined && job.readErrors.get(message.call)) || received(message.error),
        );
        return;
      case "done":
        this.finish(message.id);
        job.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
        return;
      case "failed":
        this.finish(message.id);
        job.reject(received(message.error));
    }
  }

  private async read(worker: Worker, job: InFlight, call: number, path: string, args: unknown[]) {
    try {
      const fn = readAt(job.page.reads, path);
      if (!fn) throw new Error(`no page read ${path}`);
      this.send(worker, { type: "read-done", call, value: await fn(...args) });
    } catch (err) {
      job.readErrors.set(call, err);
      this.send(worker, { type: "read-failed", call, error: sendable(err) });
    }
  }

  private send(worker: Worker, message: ToWorker) {
    try {
      worker.postMessage(message);
    } catch (err) {
      // A value that cannot cross (DataCloneError): the read fails, not the app.
      if (message.type === "read-done")
        worker.postMessage({ type: "read-failed", call: message.call, error: sendable(err) });
      else throw err;
    }
  }

  private finish(id: number) {
    const job = this.inFlight.get(id);
    if (job) clearTimeout(job.timer);
    this.inFlight.delete(id);
  }

  private failAll(err: Error) {
    for (const [id, job] of this.inFlight) {
      this.finish(id);
      job.reject(err);
    }
  }
}
