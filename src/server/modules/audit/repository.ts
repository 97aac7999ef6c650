/**
 * The admin audit log (docs/decisions/0015): every change made in the console is written here, in the
 * same transaction as the change where the change has one, with the admin, the action, the target
 * and the changed values before and after. `recordAudit` is called by every service that changes
 * something in the console, with the change's transaction; the reads are AuditRepository's.
 */
import { count, desc, eq } from "drizzle-orm";
import type { AuditEntry } from "../../../shared/contracts/admin";
import type { Database, Db, Tx } from "../../db/client";
import { adminAudit, trainers } from "../../db/schema";

export type AuditRecord = {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
};

/** Who made a change: the signed-in admin's account (any object with its id and e-mail). */
export type AuditActor = { id: number; email: string };

export async function recordAudit(db: Db | Tx, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(adminAudit).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** The log's pages, newest first. */
export class AuditRepository {
  constructor(private readonly database: Database) {}

  async page(page: number, pageSize: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const db = this.database.db;
    const [rows, [total]] = await Promise.all([
      db
        .select({ entry: adminAudit, actorName: trainers.name })
        .from(adminAudit)
        .leftJoin(trainers, eq(trainers.id, adminAudit.actorId))
        .orderBy(desc(adminAudit.at), desc(adminAudit.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(adminAudit),
    ]);
    return {
      total: total?.n ?? 0,
      entries: rows.map(({ entry, actorName }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        actorName: actorName ?? null,
        actorEmail: entry.actorEmail,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        before: entry.before,
        after: entry.after,
      })),
    };
  }
}
