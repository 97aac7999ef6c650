/**
 * Trainer insights (issue 32 part 3, decision 0046). A beacon is counted only for a listed trainer
 * (and one of her upcoming classes for the class kinds), into the brand's day; the counts gather in
 * memory and go to the database in one statement every few seconds, so a beacon costs a visitor's
 * request no database work. Each app server adds its own counts (the upsert adds), so two servers
 * count once each. Counts not yet written when a server dies are lost: seconds of counts, not visits.
 */

import type { AdminInsights, BeaconBody, TrainerInsights } from "../../../shared/contracts/insights";
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";
import {
  CLASS_KINDS,
  dailySeries,
  dayBefore,
  INSIGHT_DAYS,
  type InsightKind,
  totalsOf,
} from "../../../shared/insights";
import { DEFAULT_TIME_ZONE, todayIn } from "../../../shared/time-zones";
import type { CountRow, InsightRepository } from "./repository";

/** How often the gathered counts are written. */
export const FLUSH_MS = 2_000;
/** Distinct counters kept while the database cannot be written; beyond this, new ones are dropped. */
const MAX_PENDING = 50_000;

type Deps = {
  repository: InsightRepository;
  listing: () => Promise<{ byId: ReadonlyMap<number, PublicTrainer> }>;
  now: () => Date;
  log: { warn(obj: unknown, msg: string): void };
};

export class InsightService {
  private pending = new Map<string, CountRow>();
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: Deps) {}

  /** The brand's day now: counts and charts use one calendar, the brand's (decision 0046). */
  today(): string {
    return todayIn(DEFAULT_TIME_ZONE, this.deps.now());
  }

  /** Counts one beacon; false when it names no listed trainer or none of her upcoming classes. */
  async count(beacon: BeaconBody): Promise<boolean> {
    const trainer = (await this.deps.listing()).byId.get(beacon.trainerId);
    if (!trainer) return false;
    const forClass = CLASS_KINDS.has(beacon.kind);
    if (forClass && !trainer.upcomingClasses.some((c) => c.id === beacon.classId)) return false;
    const subject = forClass ? (beacon.classId as string) : "";
    const row = { trainerId: trainer.id, day: this.today(), kind: beacon.kind, subject };
    const key = `${row.trainerId}|${row.day}|${row.kind}|${row.subject}`;
    const kept = this.pending.get(key);
    if (kept) kept.count += 1;
    else if (this.pending.size < MAX_PENDING) this.pending.set(key, { ...row, count: 1 });
    this.schedule();
    return true;
  }

  private schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, FLUSH_MS);
    this.timer.unref();
  }

  /**
   * Writes the gathered counts (the timer, a reader and the server's close call it). A call during a
   * write waits for it, so a reader always finds what was gathered before it asked.
   */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.deps.repository.add(rows).catch((err: unknown) => {
      // Back into the next write: a database outage loses no count the memory can hold.
      for (const row of rows) {
        const key = `${row.trainerId}|${row.day}|${row.kind}|${row.subject}`;
        const kept = this.pending.get(key);
        if (kept) kept.count += row.count;
        else if (this.pending.size < MAX_PENDING) this.pending.set(key, row);
      }
      this.deps.log.warn({ err }, "insights: the counts could not be written; retrying");
      this.schedule();
    });
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  /** Stops the timer and writes what is left (the app's close). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** The trainer's last 30 days, her totals and her most clicked class. */
  async forTrainer(trainerId: number): Promise<TrainerInsights> {
    // This server's own gathered counts first: a reader sees them at once, not two seconds later.
    await this.flush();
    const through = this.today();
    const rows = await this.deps.repository.forTrainer(
      trainerId,
      dayBefore(through, INSIGHT_DAYS - 1),
      through,
    );
    const clicks = new Map<string, number>();
    for (const r of rows)
      if (r.kind === "register_click") clicks.set(r.subject, (clicks.get(r.subject) ?? 0) + r.count);
    const [best] = [...clicks].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const title = best ? await this.deps.repository.classTitle(trainerId, best[0]) : undefined;
    return {
      through,
      days: dailySeries(rows, through),
      totals: totalsOf(rows),
      bestClass: best && title !== undefined ? { id: best[0], title, registerClicks: best[1] } : null,
    };
  }

  /** Every trainer's and region's totals over the last 30 days, most viewed first. */
  async all(): Promise<AdminInsights> {
    await this.flush();
    const through = this.today();
    const from = dayBefore(through, INSIGHT_DAYS - 1);
    const rows = await this.deps.repository.totalsBetween(from, through);
    const byTrainer = new Map<number, AdminInsights["trainers"][number]>();
    for (const r of rows) {
      const t = byTrainer.get(r.trainerId) ?? {
        trainerId: r.trainerId,
        name: r.name,
        region: r.region,
        totals: totalsOf([]),
      };
      t.totals[r.kind as InsightKind] += r.count;
      byTrainer.set(r.trainerId, t);
    }
    const trainers = [...byTrainer.values()].sort(
      (a, b) => b.totals.profile_view - a.totals.profile_view || a.name.localeCompare(b.name),
    );
    const byRegion = new Map<string, AdminInsights["regions"][number]>();
    for (const t of trainers) {
      const region = byRegion.get(t.region) ?? { region: t.region, trainers: 0, totals: totalsOf([]) };
      region.trainers += 1;
      for (const [kind, n] of Object.entries(t.totals)) region.totals[kind as InsightKind] += n;
      byRegion.set(t.region, region);
    }
    const regions = [...byRegion.values()].sort(
      (a, b) => b.totals.profile_view - a.totals.profile_view || a.region.localeCompare(b.region),
    );
    return { from, through, trainers, regions };
  }
}
