/**
 * A signed-in trainer's account with its roles: what a session loads (request.account) and what every
 * rule about "who is asking" reads.
 */
import type { AccountRow, RoleName } from "./repository";

export type { RoleName };
export type Account = AccountRow;

export const isAdmin = (account: Pick<Account, "roles">) => account.roles.includes("admin");
