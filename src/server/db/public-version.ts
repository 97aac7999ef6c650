/**
 * The version of the public data: every write the public sees moves it, and every prepared public
 * answer (the directory list, pages, profiles, calendar files) is kept only while it stands still.
 * With PGlite there is one process, so a counter is enough. With PostgreSQL any number of app servers
 * share the data, so a move is announced with NOTIFY on one channel, and each server LISTENs on its own
 * connection and moves its counter on every announcement of another server. A server that loses that
 * connection moves its counter when it has it back, since it may have missed announcements meanwhile.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";

export type PublicVersion = {
  /** The number answers are prepared for. */
  current(): number;
  /** The public data changed: answers prepared before are stale here at once, elsewhere within moments. */
  changed(): void;
  close(): Promise<void>;
};

export const PUBLIC_DATA_CHANNEL = "public_data";

export function localPublicVersion(): PublicVersion {
  let version = 0;
  return {
    current: () => version,
    changed: () => {
      version += 1;
    },
    close: async () => {},
  };
}

type SharedOptions = {
  connectionString: string;
  /** Sends the announcement (the app's pool). */
  notify: (payload: string) => Promise<unknown>;
  connectMs: number;
  /** Reports a lost listener or a failed announcement (the server goes on without it). */
  onError?: (err: Error) => void;
};

export async function sharedPublicVersion(options: SharedOptions): Promise<PublicVersion> {
  // Announcements carry this server's id: its own come back to it and are not counted twice.
  const self = randomUUID();
  let version = 0;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: options.connectMs,
      keepAlive: true,
    });
    next.on("notification", (message) => {
      if (message.channel === PUBLIC_DATA_CHANNEL && message.payload !== self) version += 1;
    });
    next.on("error", (err) => lost(next, err));
    next.on("end", () => lost(next, new Error("the public-data listener's connection ended")));
    await next.connect();
    await next.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
    client = next;
  }

  function lost(which: pg.Client, err: Error) {
    if (closed || client !== which) return;
    client = undefined;
    // What changed while nobody listened is unknown: everything prepared so far is stale.
    version += 1;
    options.onError?.(err);
    which.end().catch(() => {});
    reconnect(1000);
  }

  function reconnect(delayMs: number) {
    if (closed) return;
    retry = setTimeout(() => {
      listen().then(
        () => {
          version += 1;
        },
        (err: Error) => {
          options.onError?.(err);
          reconnect(Math.min(delayMs * 2, 30_000));
        },
      );
    }, delayMs);
    retry.unref();
  }

  await listen();
  return {
    current: () => version,
    changed() {
      version += 1;
      options.notify(self).catch((err: Error) => options.onError?.(err));
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      if (!last) return;
      // A hung database never answers the goodbye: after a second the socket is dropped.
      const ended = last.end().catch(() => {});
      const timer = setTimeout(() => last.connection.stream.destroy(), 1000);
      await ended;
      clearTimeout(timer);
    },
  };
}
