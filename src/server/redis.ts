/**
 * The app's one Redis connection (REDIS_URL): the counters every app server shares (the rate limits and
 * the sign-in limits) and the public geocoder's upstream budget (docs/decisions/0018-two-app-servers.md).
 * Redis helps the limits; no answer depends on it, and none waits on it for long:
 * - a command without an answer within COMMAND_TIMEOUT_MS fails, and while the connection is down
 *   commands fail at once (no offline queue): the caller then counts in its process (the sign-in limits),
 *   lets the request through (the rate-limit plugin's limits), or asks the database (the geocoder);
 * - after a failure, `run` leaves Redis alone for PAUSE_MS, so a hung Redis costs one timeout, not one
 *   per request;
 * - failures are logged as one warning per WARN_EVERY_MS, and the connection's return once.
 */
import { Redis } from "ioredis";

export const COMMAND_TIMEOUT_MS = 500;
const SOCKET_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;
/** How long start-up waits for the first connection before it goes on without (and warns). */
const FIRST_CONNECT_WAIT_MS = 1000;
const PAUSE_MS = 5000;
const WARN_EVERY_MS = 30_000;

type Log = {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};

export type SharedRedis = {
  client: Redis;
  /** The key prefix (REDIS_KEY_PREFIX); the client adds it to every key itself. */
  prefix: string;
  /**
   * Runs commands, unless Redis failed moments ago: then, and when they fail, it throws at once (the
   * caller has its fallback) and the failure is logged.
   */
  run<T>(what: string, commands: (client: Redis) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export class RedisPaused extends Error {
  constructor() {
    super("Redis failed moments ago; not asked again yet");
  }
}

/** Told each time `run` did not get an answer and its caller falls back (redis_fallbacks_total). */
export type OnFallback = (reason: "error" | "paused") => void;

export async function openRedis(
  url: string,
  prefix: string,
  log: Log,
  onFallback: OnFallback = () => {},
): Promise<SharedRedis> {
  const client = new Redis(url, {
    keyPrefix: prefix,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A connection that stops answering (a hung Redis) is dropped and made again; meanwhile every
    // command fails at once instead of waiting out its timeout.
    socketTimeout: SOCKET_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let pausedUntil = 0;
  let lastWarning = 0;
  let failing = false;

  function failed(what: string, err: unknown) {
    failing = true;
    const now = Date.now();
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    log.warn(
      { err, what },
      "Redis does not answer: limits count in this process, the geocoder's budget in the database",
    );
  }
  // Without a listener, ioredis would print every failed reconnection itself.
  client.on("error", (err) => failed("connection", err));
  client.on("ready", () => {
    pausedUntil = 0;
    if (!failing) return;
    failing = false;
    lastWarning = 0;
    log.info({}, "Redis answers again: limits are shared again");
  });

  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECT_WAIT_MS);
    client.once("ready", done);
  });
  if (client.status !== "ready")
    failed("first connection", new Error(`Redis at ${redactUrl(url)} not ready`));

  return {
    client,
    prefix,
    async run(what, commands) {
      if (Date.now() < pausedUntil) {
        onFallback("paused");
        throw new RedisPaused();
      }
      try {
        return await commands(client);
      } catch (err) {
        onFallback("error");
        pausedUntil = Date.now() + PAUSE_MS;
        failed(what, err);
        throw err;
      }
    },
    async close() {
      // QUIT waits for the replies still due; a hung Redis gets its socket dropped after a second, and
      // one that is not connected at once (which also ends the reconnection attempts).
      if (client.status === "ready") {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise((resolve) => {
          timer = setTimeout(resolve, 1000);
        });
        await Promise.race([client.quit().catch(() => {}), late]);
        clearTimeout(timer);
      }
      client.disconnect();
    },
  };
}

/** The URL without its password, for a log line. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "REDIS_URL";
  }
}
