import type { FastifyInstance } from "fastify";
import type { DirectoryReads } from "../../shared/page-reads/directory";

/** The directory's reads (src/shared/page-reads/directory.ts). */
export function directoryReads(_app: FastifyInstance): DirectoryReads {
  return {};
}
