/**
 * A TCP proxy to a server (PostgreSQL, in the outage tests) that can pause (forward nothing, keep every
 * socket: a host that stopped answering, like a SIGSTOPped server) and stop listening (connections
 * refused, open ones cut), then listen again on the same port. Used by tests/api/database-outage.test.ts
 * and e2e/database-outage.spec.ts.
 */
import net from "node:net";

export class OutageProxy {
  readonly sockets = new Set<net.Socket>();
  private paused = false;
  private server = this.newServer();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  private newServer() {
    return net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(from);
        // Unread bytes wait in the socket buffers while paused, as they would for a stopped server.
        if (this.paused) from.pause();
        from.on("data", (chunk) => to.write(chunk));
        from.on("close", () => {
          this.sockets.delete(from);
          to.destroy();
        });
        // Resets and refusals end both sockets through 'close'; the app reports its own side.
        from.on("error", () => {});
      }
    });
  }

  /** Listens on `port` (by default a free one, or the one it had before a stop). */
  listen(port = this.port): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, "127.0.0.1", () => {
        this.port = (this.server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  pause() {
    this.paused = true;
    for (const s of this.sockets) s.pause();
  }

  resume() {
    this.paused = false;
    for (const s of this.sockets) s.resume();
  }

  /** Connections refused from now on; open ones are cut. */
  async stop(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const s of this.sockets) s.destroy();
    await closed;
    this.server = this.newServer();
  }

  /**
   * `url` (a postgresql:// address) as reached through this proxy: the same user, password, database
   * and parameters, on 127.0.0.1 at the proxy's port.
   */
  proxied(url: string): string {
    const through = new URL(url);
    through.hostname = "127.0.0.1";
    through.port = String(this.port);
    return through.toString();
  }

  /** A proxy to the host and port of a postgresql:// address (5432 when it names none). */
  static to(url: string): OutageProxy {
    const direct = new URL(url);
    return new OutageProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  }
}
