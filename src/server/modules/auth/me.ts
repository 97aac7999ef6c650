import type { FastifyInstance } from "fastify";
import type { Me } from "../../../shared/contracts/auth";
import { unsignedDocumentCount } from "../onboarding/progress";
import type { Account } from "../trainers/store";

/** GET /api/me's answer for a signed-in account: also what the portal's pages load (pages/reads.ts). */
export async function meOf(app: FastifyInstance, a: Account): Promise<Me> {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    status: a.status,
    roles: a.roles,
    isAdmin: a.roles.includes("admin"),
    isAnnouncementAuthor: a.roles.includes("announcement_author"),
    hasPassword: Boolean(a.passwordHash),
    // Every portal page's banner reads it: one small query.
    unsignedDocuments: await unsignedDocumentCount(app.database.db, a.id),
  };
}
