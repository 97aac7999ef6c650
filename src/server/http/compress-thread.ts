/**
 * Brotli and gzip for prepared answers, on a thread of their own (docs/decisions/0049). Node's async
 * zlib runs the compression itself on libuv's pool, but each call still builds a stream on the app's
 * thread, and freeing a brotli encoder's state there is slow: under the bench's mixed load, where public
 * answers are prepared again after every write, that was a tenth of the app's thread. Here the app's
 * thread only copies the bytes to this thread and back.
 *
 * The thread's code is a few lines of Node's own zlib, passed as a string (eval): no file of its own to
 * build, bundle and find beside the server, in the sources as in dist/. It is started on the first use,
 * does not keep the process alive, and is started again after a failure; a compression it cannot do is
 * done by async zlib on this thread instead, so an answer never fails for it.
 */
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { type BrotliOptions, brotliCompress, gzip, type ZlibOptions } from "node:zlib";

export type Compression = { kind: "br"; options: BrotliOptions } | { kind: "gzip"; options: ZlibOptions };

/**
 * The thread's priority: lower than the app's. On two busy cores, a thread woken by a message took the
 * core from the app's thread, and a beacon waited for a compression it does not need.
 */
const NICE = 10;

const THREAD_CODE = `
const { parentPort } = require("node:worker_threads");
const zlib = require("node:zlib");
// Below the app's thread, as the render worker (on Linux a priority set with pid 0 is this thread's).
try {
  require("node:os").setPriority(0, ${NICE});
} catch {}
parentPort.on("message", ({ id, kind, options, body }) => {
  try {
    const out = kind === "br" ? zlib.brotliCompressSync(body, options) : zlib.gzipSync(body, options);
    parentPort.postMessage({ id, out });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err) });
  }
});
`;

const inThread = { br: promisify(brotliCompress), gzip: promisify(gzip) };

type Pending = { resolve: (out: Buffer) => void; reject: (err: Error) => void };

class CompressThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private ids = 0;

  compress(body: Buffer, how: Compression): Promise<Buffer> {
    return this.onThread(body, how).catch(() =>
      how.kind === "br" ? inThread.br(body, how.options) : inThread.gzip(body, how.options),
    );
  }

  private onThread(body: Buffer, how: Compression): Promise<Buffer> {
    const worker = this.started();
    const id = ++this.ids;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Copied, never transferred: a small Buffer shares its memory with others (Node's pool).
      worker.postMessage({ id, kind: how.kind, options: how.options, body });
      worker.ref();
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD_CODE, { eval: true });
    worker.unref();
    worker.on("message", (m: { id: number; out?: Uint8Array; error?: string }) => {
      const pending = this.pending.get(m.id);
      if (!pending) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (m.out) pending.resolve(Buffer.from(m.out.buffer, m.out.byteOffset, m.out.byteLength));
      else pending.reject(new Error(m.error ?? "compression failed"));
    });
    const failed = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.pending.values()) pending.reject(err);
      this.pending.clear();
    };
    worker.on("error", failed);
    worker.on("exit", (code) => failed(new Error(`the compression thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}

const thread = new CompressThread();

/** The body compressed off the app's thread (or on it, should that thread fail). */
export function compress(body: Buffer, how: Compression): Promise<Buffer> {
  return thread.compress(body, how);
}
