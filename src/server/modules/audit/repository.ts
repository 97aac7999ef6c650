/**
 * The admin audit log (docs/decisions/0015): every change made in the console is written here, in the
 * same transaction as the change where the change has one, with the admin, the action, the target
 * and the changed values before and after.
 */
import { count, desc, eq } from "drizzle-orm";
import type { AuditEntry } from "../../../shared/contracts/admin";
import type { Db, Tx } from "../../db/client";
import { adminAudit, trainers } from "../../db/schema";
import type { Account } from "../trainers/store";

export type AuditRecord = {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(db: Db | Tx, actor: Account, record: AuditRecord): Promise<void> {
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

export const AUDIT_PAGE_SIZE = 50;

export async function auditPage(db: Db, page: number): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: adminAudit, actorName: trainers.name })
      .from(adminAudit)
      .leftJoin(trainers, eq(trainers.id, adminAudit.actorId))
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
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
