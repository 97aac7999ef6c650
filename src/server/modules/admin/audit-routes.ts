/** GET /api/admin/audit?page: the audit log, newest first (docs/decisions/0015). Admin audience. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditPage as auditPageContract, auditQuery } from "../../../shared/contracts/admin";
import { AUDIT_PAGE_SIZE, auditPage } from "../audit/repository";

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/audit",
    { schema: { querystring: auditQuery, response: { 200: auditPageContract } } },
    async (request) => {
      const { entries, total } = await auditPage(app.database.db, request.query.page);
      return { entries, total, page: request.query.page, pageSize: AUDIT_PAGE_SIZE };
    },
  );
};
