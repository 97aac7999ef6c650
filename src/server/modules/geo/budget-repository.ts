/**
 * The upstream budget in the database (SQL only): one row of upstream_budget per service, the next free
 * time moved one slot on in one atomic statement (upstream-budget.ts shares it between app servers).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { upstreamBudget } from "../../db/schema";

export type UpstreamBudget = {
  /** Reserves the next slot of `slotMs`; resolves to how long (ms) to wait for its start. */
  reserve(slotMs: number): Promise<number>;
};

/** One row per service; the first reservation creates it. */
export function databaseBudget(db: Db, name: string): UpstreamBudget {
  const slot = (ms: number) => sql`(${ms}::float8 * interval '1 millisecond')`;
  return {
    async reserve(slotMs) {
      const [row] = await db
        .insert(upstreamBudget)
        .values({ name, nextAt: sql`clock_timestamp() + ${slot(slotMs)}` })
        .onConflictDoUpdate({
          target: upstreamBudget.name,
          set: { nextAt: sql`greatest(${upstreamBudget.nextAt}, clock_timestamp()) + ${slot(slotMs)}` },
        })
        .returning({
          // The slot starts one slot before the new "next free" time.
          waitMs: sql<number>`(extract(epoch from (${upstreamBudget.nextAt} - clock_timestamp())) * 1000 - ${slotMs}::float8)::float8`,
        });
      return Math.max(0, Number(row?.waitMs ?? 0));
    },
  };
}
