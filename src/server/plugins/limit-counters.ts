/**
 * Fixed-window counters by key, for the sign-in limits (login-limits.ts): in this process, or in Redis
 * when REDIS_URL is set, so that every app server counts into the same windows. A key's window starts
 * with its first hit and lasts `windowMs`; its hits are forgotten when it ends.
 * The Redis counters fall back to this process's while Redis fails (redis.ts): a limit then holds per
 * server, as with one server, rather than not at all (docs/decisions/0018-two-app-servers.md).
 */
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import type { SharedRedis } from "../redis";

/** Hits in the key's window, and when (ms, the app's clock) the window ends. */
export type Count = { hits: number; resetAt: number };

export interface LimitCounters {
  /** Hits so far in the key's current window. */
  count(key: string): Promise<Count | undefined>;
  /** One more hit. */
  add(key: string): Promise<Count>;
  /** Forgets the key's hits. */
  clear(key: string): Promise<void>;
}

/** Above this many keys, expired ones are swept (a flood of made-up e-mails cannot grow memory for long). */
const SWEEP_ABOVE = 50_000;

/** Counters in this process. */
export class WindowCounters implements LimitCounters {
  private readonly counts = new Map<string, Count>();
  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  async count(key: string) {
    const c = this.current(key);
    return c && { ...c };
  }

  async add(key: string) {
    const now = this.now();
    let c = this.current(key);
    if (!c) {
      if (this.counts.size >= SWEEP_ABOVE) this.sweep(now);
      c = { hits: 0, resetAt: now + this.windowMs };
      this.counts.set(key, c);
    }
    c.hits += 1;
    return { ...c };
  }

  async clear(key: string) {
    this.counts.delete(key);
  }

  private current(key: string): Count | undefined {
    const c = this.counts.get(key);
    if (c && c.resetAt <= this.now()) {
      this.counts.delete(key);
      return undefined;
    }
    return c;
  }

  private sweep(now: number) {
    for (const [key, c] of this.counts) if (c.resetAt <= now) this.counts.delete(key);
  }
}

/**
 * INCR and the window's expiry in one step (a script runs atomically): the first hit starts the window;
 * a key that somehow lost its expiry gets one rather than counting for ever. Answers hits and the
 * milliseconds left.
 */
const ADD = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

/** Hits and milliseconds left, without counting; {0, 0} when the key has no window. */
const COUNT = `
local hits = redis.call('GET', KEYS[1])
if not hits then return {0, 0} end
return {tonumber(hits), redis.call('PTTL', KEYS[1])}
`;

type CounterCommands = {
  windowAdd(key: string, windowMs: number): Promise<[number, number]>;
  windowCount(key: string): Promise<[number, number]>;
};

function counterCommands(client: Redis): CounterCommands {
  const commands = client as unknown as Partial<CounterCommands>;
  if (!commands.windowAdd) client.defineCommand("windowAdd", { numberOfKeys: 1, lua: ADD });
  if (!commands.windowCount)
    client.defineCommand("windowCount", { numberOfKeys: 1, lua: COUNT, readOnly: true });
  return client as unknown as CounterCommands;
}

/**
 * Counters in Redis, under `<REDIS_KEY_PREFIX><name>:<hash of the key>` (IP addresses and e-mails are
 * not written to Redis as such). While Redis fails, `fallback` counts instead.
 */
export class RedisWindowCounters implements LimitCounters {
  private readonly commands: CounterCommands;
  constructor(
    private readonly redis: SharedRedis,
    private readonly name: string,
    private readonly windowMs: number,
    private readonly now: () => number,
    private readonly fallback: LimitCounters,
  ) {
    this.commands = counterCommands(redis.client);
  }

  /** The Redis key (without the client's prefix). */
  keyOf(key: string) {
    return `${this.name}:${createHash("sha256").update(key).digest("base64url").slice(0, 24)}`;
  }

  async count(key: string) {
    try {
      const [hits, ttl] = await this.redis.run("limit count", () =>
        this.commands.windowCount(this.keyOf(key)),
      );
      return hits > 0 ? { hits, resetAt: this.now() + Math.max(ttl, 0) } : undefined;
    } catch {
      return this.fallback.count(key);
    }
  }

  async add(key: string) {
    try {
      const [hits, ttl] = await this.redis.run("limit add", () =>
        this.commands.windowAdd(this.keyOf(key), this.windowMs),
      );
      return { hits, resetAt: this.now() + ttl };
    } catch {
      return this.fallback.add(key);
    }
  }

  async clear(key: string) {
    // Both: hits counted in this process while Redis failed are forgotten too.
    await this.fallback.clear(key);
    await this.redis.run("limit clear", (client) => client.del(this.keyOf(key))).catch(() => {});
  }
}

/** Redis counters when the app has Redis, else counters in this process. */
export function limitCounters(
  redis: SharedRedis | undefined,
  name: string,
  windowMs: number,
  now: () => number,
): LimitCounters {
  const local = new WindowCounters(windowMs, now);
  return redis ? new RedisWindowCounters(redis, name, windowMs, now, local) : local;
}
