/**
 * The health probes' answers (docs/deployment.md "Health checks"). Ready: the database answers, and it
 * holds every migration this build ships. A server started from a newer build against a database another
 * server has not migrated yet (or whose migration failed half-way) must not take requests its queries
 * would fail on. Live touches no database: a database outage must not get live servers restarted.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { HealthResponse, LiveResponse, ReadyResponse } from "../../../shared/contracts/health";
import { buildInfo } from "../../build-info";
import { migrationsFolder } from "../../db/client";
import type { HealthRepository } from "./repository";

/** A shipped migration: drizzle-kit's tag and the time drizzle records for it (`created_at`). */
export type ShippedMigration = { tag: string; when: number };

const journal = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The migrations of a folder, from its meta/_journal.json. */
export function shippedMigrations(folder: string): ShippedMigration[] {
  const raw = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"));
  return journal.parse(raw).entries.map(({ tag, when }) => ({ tag, when }));
}

let shipped: ShippedMigration[] | undefined;

/** The shipped migrations of this build, read once: the folder does not change under a process. */
function shippedOnce(): ShippedMigration[] {
  shipped ??= shippedMigrations(migrationsFolder());
  return shipped;
}

/** PostgreSQL's undefined_table and invalid_schema_name. */
const NOTHING_MIGRATED = new Set(["42P01", "3F000"]);

/** The SQLSTATE of a failed query; Drizzle wraps the driver's error as its `cause`. */
function errorCode(err: unknown): string | undefined {
  let e = err;
  for (let depth = 0; depth < 3 && e instanceof Object; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const uptimeSeconds = () => Math.round(process.uptime());

export class HealthService {
  constructor(
    private readonly repository: HealthRepository,
    private readonly shippedFolder: () => ShippedMigration[] = shippedOnce,
  ) {}

  /** The app and its database. */
  async health(): Promise<HealthResponse> {
    const ok = await this.repository.ping();
    return {
      status: ok ? "ok" : "degraded",
      database: { kind: this.repository.kind, ok },
      uptimeSeconds: uptimeSeconds(),
    };
  }

  live(): LiveResponse {
    return { status: "live", ...buildInfo(), uptimeSeconds: uptimeSeconds() };
  }

  /** Ready for traffic, or why not. */
  async ready(): Promise<ReadyResponse> {
    return { ...buildInfo(), ...(await this.readiness()) };
  }

  private async readiness(): Promise<Omit<ReadyResponse, "version" | "commit">> {
    const kind = this.repository.kind;
    const down = {
      status: "not ready" as const,
      database: { kind, ok: false },
      migrations: null,
      reason: "The database does not answer.",
    };
    if (!(await this.repository.ping())) return down;
    let applied: Set<number>;
    try {
      applied = await this.repository.appliedMigrationTimes();
    } catch (err) {
      // No migrations table at all: nothing was ever migrated. Anything else: the database went away.
      if (!NOTHING_MIGRATED.has(errorCode(err) ?? "")) return down;
      applied = new Set();
    }
    const folder = this.shippedFolder();
    const missing = folder.filter((m) => !applied.has(m.when)).map((m) => m.tag);
    const migrations = { shipped: folder.length, missing };
    const base = { database: { kind, ok: true }, migrations };
    if (missing.length === 0) return { status: "ready", ...base, reason: null };
    return {
      status: "not ready",
      ...base,
      reason: `${plural(missing.length, "migration is", "migrations are")} not applied yet: ${missing.join(", ")}.`,
    };
  }
}
