/**
 * The public geocoder's request budget (one request a second), shared by every app server: before each
 * upstream request, a server reserves the next free slot and waits for its start. Each reservation
 * starts at the later of the shared "next free" time and now, and moves it one slot on, in one atomic
 * step, so two servers can never be given slots closer than one slot apart, whatever their clocks say
 * (the time is the store's own). The store is Redis when REDIS_URL is set, the database otherwise (one
 * row of upstream_budget), and the database while Redis fails; if the database fails too, the slot is
 * this process's alone (its queue still spaces its own requests) and a warning is logged.
 */
import type { Redis } from "ioredis";
import type { Db } from "../../db/client";
import type { SharedRedis } from "../../redis";
import { databaseBudget, type UpstreamBudget } from "./budget-repository";

/**
 * The same in Redis: the key holds the next free time (ms, Redis's clock) and expires a little after
 * it, when it no longer matters.
 */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local slot = tonumber(ARGV[1])
local start = math.max(tonumber(redis.call('GET', KEYS[1]) or '0'), now)
redis.call('SET', KEYS[1], tostring(start + slot), 'PX', start + slot - now + 1000)
return start - now
`;

type BudgetCommands = { budgetReserve(key: string, slotMs: number): Promise<number> };

export function redisBudget(redis: SharedRedis, name: string): UpstreamBudget {
  const client = redis.client as Redis & Partial<BudgetCommands>;
  if (!client.budgetReserve) client.defineCommand("budgetReserve", { numberOfKeys: 1, lua: RESERVE });
  const commands = client as unknown as BudgetCommands;
  return {
    reserve: (slotMs) =>
      redis.run("geocoder budget", () => commands.budgetReserve(`budget:${name}`, Math.ceil(slotMs))),
  };
}

type Log = { warn(obj: object, msg: string): void };

/** Redis when there is one, then the database, then this process alone. */
export function sharedBudget(options: {
  db: Db;
  redis?: SharedRedis;
  name: string;
  log?: Log;
}): UpstreamBudget {
  const inDatabase = databaseBudget(options.db, options.name);
  const inRedis = options.redis && redisBudget(options.redis, options.name);
  return {
    async reserve(slotMs) {
      // redis.ts logs a Redis failure.
      if (inRedis) {
        const wait = await inRedis.reserve(slotMs).catch(() => undefined);
        if (wait !== undefined) return wait;
      }
      try {
        return await inDatabase.reserve(slotMs);
      } catch (err) {
        options.log?.warn(
          { err },
          `${options.name} budget: the database did not answer; spacing in this process only`,
        );
        return 0;
      }
    },
  };
}
