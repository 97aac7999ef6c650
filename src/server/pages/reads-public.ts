import type { FastifyInstance } from "fastify";
import type { PublicReads } from "../../shared/page-reads/public";

/** The public side's reads (src/shared/page-reads/public.ts). */
export function publicReads(_app: FastifyInstance): PublicReads {
  return {};
}
