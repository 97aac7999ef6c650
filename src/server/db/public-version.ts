/**
 * The version of the public data: every write the public sees moves it, and every prepared public
 * answer (the directory list, pages, profiles, calendar files) is kept only while it stands still.
 * With PGlite there is one process, so a counter is enough. With PostgreSQL any number of app servers
 * share the data, so a move is announced with NOTIFY on one channel, and each server LISTENs on its own
 * connection and moves its counter on every announcement of another server. A server that loses that
 * connection moves its counter when it has it back, since it may have missed announcements meanwhile.
 *
 * A change of one trainer's own data (her profile, her classes) also names her (decision 0048): the
 * pages that show only her (her profile, her class pages) are kept by `structure()` and `ofTrainer()`,
 * so that one trainer's save does not draw every other trainer's pages again. Every other change moves
 * `structure()`, and every change moves `current()`, which the answers of many trainers follow.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";

export type PublicVersion = {
  /** The number answers are prepared for: it moves with every change. */
  current(): number;
  /** Moves with every change that is not only one trainer's own data. */
  structure(): number;
  /** Moves with every change of this trainer's own data (and nothing else does). */
  ofTrainer(trainerId: number): number;
  /**
   * The public data changed (only `trainerId`'s own data, when named): answers prepared before are
   * stale here at once, elsewhere within moments.
   */
  changed(scope?: PublicChange): void;
  close(): Promise<void>;
};

/** A change of one trainer's own public data: her profile or her classes, not who is listed where. */
export type PublicChange = { trainerId: number };

export const PUBLIC_DATA_CHANNEL = "public_data";

/** The counters of one server. */
function counters() {
  let all = 0;
  let structure = 0;
  const trainers = new Map<number, number>();
  return {
    current: () => all,
    structure: () => structure,
    ofTrainer: (id: number) => trainers.get(id) ?? 0,
    move(scope?: PublicChange) {
      all += 1;
      if (scope) trainers.set(scope.trainerId, (trainers.get(scope.trainerId) ?? 0) + 1);
      else structure += 1;
    },
  };
}

export function localPublicVersion(): PublicVersion {
  const { move, ...read } = counters();
  return { ...read, changed: move, close: async () => {} };
}

/** An announcement: the sending server's id, and the trainer when only her data changed. */
export function announcement(self: string, scope?: PublicChange): string {
  return scope ? `${self} trainer:${scope.trainerId}` : self;
}

/** What an announcement says: undefined when it is this server's own. */
export function heard(payload: string, self: string): { scope?: PublicChange } | undefined {
  const [from, about] = payload.split(" ", 2);
  if (from === self) return undefined;
  const trainerId = /^trainer:(\d{1,15})$/.exec(about ?? "")?.[1];
  return trainerId ? { scope: { trainerId: Number(trainerId) } } : {};
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
  const { move, ...read } = counters();
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
      const news = message.channel === PUBLIC_DATA_CHANNEL ? heard(message.payload ?? "", self) : undefined;
      if (news) move(news.scope);
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
    move();
    options.onError?.(err);
    which.end().catch(() => {});
    reconnect(1000);
  }

  function reconnect(delayMs: number) {
    if (closed) return;
    retry = setTimeout(() => {
      listen().then(
        () => move(),
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
    ...read,
    changed(scope?: PublicChange) {
      move(scope);
      options.notify(announcement(self, scope)).catch((err: Error) => options.onError?.(err));
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
