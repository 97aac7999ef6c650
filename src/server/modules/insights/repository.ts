/**
 * Trainer insights' SQL (decision 0046): the daily counters (trainer_daily_counts: trainer, day, kind,
 * class or "", count; nothing about a visitor) and the reads of the dashboard and the console. The
 * rules are in service.ts and src/shared/insights.ts.
 */
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { InsightKind } from "../../../shared/insights";
import type { Database } from "../../db/client";
import { classes, trainerDailyCounts, trainerProfiles, trainers } from "../../db/schema";

export type CountRow = { trainerId: number; day: string; kind: InsightKind; subject: string; count: number };

export class InsightRepository {
  constructor(private readonly database: Database) {}

  /** Adds the counts in one statement: a day's row is created by its first count and grows after. */
  async add(rows: readonly CountRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.database.db
      .insert(trainerDailyCounts)
      .values([...rows])
      .onConflictDoUpdate({
        target: [
          trainerDailyCounts.trainerId,
          trainerDailyCounts.day,
          trainerDailyCounts.kind,
          trainerDailyCounts.subject,
        ],
        set: { count: sql`${trainerDailyCounts.count} + excluded.count` },
      });
  }

  /** One trainer's counts from `from` to `through` (days, inclusive). */
  async forTrainer(trainerId: number, from: string, through: string) {
    const rows = await this.database.db
      .select({
        day: trainerDailyCounts.day,
        kind: trainerDailyCounts.kind,
        subject: trainerDailyCounts.subject,
        count: trainerDailyCounts.count,
      })
      .from(trainerDailyCounts)
      .where(
        and(
          eq(trainerDailyCounts.trainerId, trainerId),
          gte(trainerDailyCounts.day, from),
          lte(trainerDailyCounts.day, through),
        ),
      );
    return rows as { day: string; kind: InsightKind; subject: string; count: number }[];
  }

  /** The title of one of the trainer's classes (a class since deleted has none). */
  async classTitle(trainerId: number, classId: string): Promise<string | undefined> {
    const [row] = await this.database.db
      .select({ title: classes.title })
      .from(classes)
      .where(and(eq(classes.trainerId, trainerId), sql`${classes.id}::text = ${classId}`));
    return row?.title;
  }

  /** Every trainer's counts per kind from `from` to `through`, with the trainer's name and region. */
  async totalsBetween(from: string, through: string) {
    const count = sql<number>`sum(${trainerDailyCounts.count})::int`;
    const rows = await this.database.db
      .select({
        trainerId: trainerDailyCounts.trainerId,
        name: trainers.name,
        region: sql<string>`coalesce(${trainerProfiles.state}, '')`,
        kind: trainerDailyCounts.kind,
        count,
      })
      .from(trainerDailyCounts)
      .innerJoin(trainers, eq(trainers.id, trainerDailyCounts.trainerId))
      .leftJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainerDailyCounts.trainerId))
      .where(and(gte(trainerDailyCounts.day, from), lte(trainerDailyCounts.day, through)))
      .groupBy(trainerDailyCounts.trainerId, trainers.name, trainerProfiles.state, trainerDailyCounts.kind)
      .orderBy(desc(count));
    return rows as { trainerId: number; name: string; region: string; kind: InsightKind; count: number }[];
  }
}
