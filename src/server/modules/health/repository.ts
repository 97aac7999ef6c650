/** What the probes ask the database (SQL only): does it answer, and which migrations it has applied. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

export class HealthRepository {
  constructor(private readonly database: Database) {}

  get kind(): Database["kind"] {
    return this.database.kind;
  }

  ping(): Promise<boolean> {
    return this.database.ping();
  }

  /** Drizzle's migrator writes one row per applied migration, `created_at` being the journal's `when`. */
  async appliedMigrationTimes(): Promise<Set<number>> {
    const result = await this.database.db.execute(sql`select created_at from drizzle.__drizzle_migrations`);
    return new Set(result.rows.map((row) => Number(String(row.created_at))));
  }
}
