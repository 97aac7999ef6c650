/** Who may sign in, and where they land. Accounts are read through the trainers store. */
import { safeNext } from "../../../shared/safe-next";
import type { Account } from "../trainers/account";

/** Statuses that may sign in (docs/product.md "Accounts"). */
export const CAN_LOG_IN = new Set(["in_training", "certified", "hq"]);

/** Where a user lands after logging in: the admin console for admins, else the dashboard, or a safe `next`. */
export function landingFor(account: Account, next?: string): string {
  const path = safeNext(next);
  if (path) return path;
  return account.roles.includes("admin") ? "/trainer-portal/admin" : "/trainer-portal/dashboard";
}
