/** Reading accounts: who may log in, and with which roles. */
import { eq, sql } from "drizzle-orm";
import { safeNext } from "../../../shared/safe-next";
import type { Db } from "../../db/client";
import { trainerRoles, trainers } from "../../db/schema";

export type RoleName = (typeof trainerRoles.$inferSelect)["role"];
export type Account = typeof trainers.$inferSelect & { roles: RoleName[] };

/** Statuses that may log in (decisions.md "Accounts"). */
export const CAN_LOG_IN = new Set(["in_training", "certified", "hq"]);

export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(trainers)
    .where(sql`lower(${trainers.email}) = ${email.toLowerCase()}`);
  return row ? withRoles(db, row) : undefined;
}

export async function findAccountById(db: Db, id: number): Promise<Account | undefined> {
  const [row] = await db.select().from(trainers).where(eq(trainers.id, id));
  return row ? withRoles(db, row) : undefined;
}

async function withRoles(db: Db, row: typeof trainers.$inferSelect): Promise<Account> {
  const roles = await db
    .select({ role: trainerRoles.role })
    .from(trainerRoles)
    .where(eq(trainerRoles.trainerId, row.id));
  return { ...row, roles: roles.map((r) => r.role) };
}

/** Where a user lands after logging in: the admin console for admins, else the dashboard, or a safe `next`. */
export function landingFor(account: Account, next?: string): string {
  const path = safeNext(next);
  if (path) return path;
  return account.roles.includes("admin") ? "/trainer-portal/admin" : "/trainer-portal/dashboard";
}
