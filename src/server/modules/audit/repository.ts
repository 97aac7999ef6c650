/**
 * The admin audit log (docs/decisions/0015): every change made in the console is written here, in the
 * same transaction as the change where the change has one, with the admin, the action, the target
 * and the changed values before and after. `recordAudit` is called by every service that changes
 * something in the console, with the change's transaction; the reads are AuditRepository's: the people
 * named (the actor, a trainer or applicant target), the filters, and never an update that changed
 * nothing (unchanged.ts).
 */
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { AuditEntry, AuditQuery } from "../../../shared/contracts/admin";
import type { Database, Db, Tx } from "../../db/client";
import { adminAudit, applicants, trainers } from "../../db/schema";
import { nothingChanged } from "./unchanged";

export type AuditRecord = {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
};

/** Who made a change: the signed-in admin's account (any object with its id and e-mail). */
export type AuditActor = { id: number; email: string };

/** Writes the entry, unless it is an update whose before and after hold the same values. */
export async function recordAudit(db: Db | Tx, actor: AuditActor, record: AuditRecord): Promise<void> {
  if (nothingChanged(record.before, record.after)) return;
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

const actor = alias(trainers, "audit_actor");
const targetTrainer = alias(trainers, "audit_target_trainer");

/** Entries written before recordAudit skipped them: both sides the same values (jsonb compares by value). */
const changedSomething = sql`not (${adminAudit.before} is not null and ${adminAudit.after} is not null and ${adminAudit.before} = ${adminAudit.after})`;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type AuditFilters = Omit<AuditQuery, "page">;

function where(f: AuditFilters): SQL {
  const conditions: SQL[] = [changedSomething];
  if (f.who)
    conditions.push(or(ilike(actor.name, likeOf(f.who)), ilike(adminAudit.actorEmail, likeOf(f.who)))!);
  if (f.action) {
    const family = `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`;
    conditions.push(or(eq(adminAudit.action, f.action), sql`${adminAudit.action} like ${family}`)!);
  }
  if (f.targetType) conditions.push(eq(adminAudit.targetType, f.targetType));
  if (f.target) {
    conditions.push(
      or(
        eq(adminAudit.targetId, f.target),
        ilike(targetTrainer.name, likeOf(f.target)),
        ilike(applicants.fullName, likeOf(f.target)),
      )!,
    );
  }
  return and(...conditions)!;
}

/** The log with the people it names: the actor's account, a trainer or applicant target. */
function joined<T extends PgSelect>(query: T) {
  return query
    .leftJoin(actor, eq(actor.id, adminAudit.actorId))
    .leftJoin(
      targetTrainer,
      and(eq(adminAudit.targetType, "trainer"), eq(sql`${targetTrainer.id}::text`, adminAudit.targetId)),
    )
    .leftJoin(
      applicants,
      and(eq(adminAudit.targetType, "applicant"), eq(sql`${applicants.id}::text`, adminAudit.targetId)),
    );
}

/** The log's pages, newest first. */
export class AuditRepository {
  constructor(private readonly database: Database) {}

  async page(
    page: number,
    pageSize: number,
    filters: AuditFilters = {},
  ): Promise<{ entries: AuditEntry[]; total: number; actions: string[]; targetTypes: string[] }> {
    const db = this.database.db;
    const [rows, [total], actions, targetTypes] = await Promise.all([
      joined(
        db
          .select({
            entry: adminAudit,
            actorName: actor.name,
            actorId: actor.id,
            trainerName: targetTrainer.name,
            applicantName: applicants.fullName,
          })
          .from(adminAudit)
          .$dynamic(),
      )
        .where(where(filters))
        .orderBy(desc(adminAudit.at), desc(adminAudit.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      joined(db.select({ n: count() }).from(adminAudit).$dynamic()).where(where(filters)),
      db
        .selectDistinct({ v: adminAudit.action })
        .from(adminAudit)
        .where(changedSomething)
        .orderBy(asc(adminAudit.action)),
      db
        .selectDistinct({ v: adminAudit.targetType })
        .from(adminAudit)
        .where(changedSomething)
        .orderBy(asc(adminAudit.targetType)),
    ]);
    return {
      total: total?.n ?? 0,
      actions: actions.map((a) => a.v),
      targetTypes: targetTypes.map((t) => t.v),
      entries: rows.map(({ entry, actorName, actorId, trainerName, applicantName }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        actorId: actorId ?? null,
        actorName: actorName ?? null,
        actorEmail: entry.actorEmail,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetName: trainerName ?? applicantName ?? null,
        before: entry.before,
        after: entry.after,
      })),
    };
  }
}
