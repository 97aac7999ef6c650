import type { FastifyInstance } from "fastify";
import type { PortalReads } from "../../shared/page-reads/portal";
import type { Account } from "../modules/trainers/store";

/** The signed-in trainer's reads (src/shared/page-reads/portal.ts); `account` is null when signed out. */
export function portalReads(_app: FastifyInstance, _account: () => Promise<Account | null>): PortalReads {
  return {};
}
