/**
 * The console's curriculum (docs/decisions/0015): the six modules' titles, descriptions and audience,
 * and their resources (add, change, move, remove). Admin audience; every change is in the audit log and
 * moves the content version, so every server's assistant index is rebuilt.
 *   GET    /api/admin/modules
 *   PUT    /api/admin/modules/{id}
 *   POST   /api/admin/modules/{id}/resources
 *   PUT    /api/admin/modules/{id}/resources/{resourceId}
 *   DELETE /api/admin/modules/{id}/resources/{resourceId}
 *   POST   /api/admin/modules/{id}/resources/{resourceId}/move
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminModule,
  adminModuleList,
  CONTENT_TEXT,
  moduleEdit,
  moduleParams,
  resourceEdit,
  resourceMove,
  resourceParams,
} from "../../../shared/contracts/admin-content";
import { errorResponses } from "../../../shared/contracts/errors";
import type { Tx } from "../../db/client";
import { HttpError } from "../../http/http-error";
import { recordAudit } from "../audit/repository";
import { CurriculumStore } from "../curriculum/store";
import type { Account } from "../trainers/store";

export const adminCurriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new CurriculumStore(app.database);
  /** The audit hook of one change: the row before and after (null when added or removed). */
  const audited =
    (me: Account, action: string, targetType: string, targetId: number) =>
    (tx: Tx, before: unknown, after: unknown) =>
      recordAudit(tx, me, { action, targetType, targetId, before, after });
  const found = <T>(value: T | null, message: string): T => {
    if (value === null) throw new HttpError(404, message);
    return value;
  };

  app.get("/api/admin/modules", { schema: { response: { 200: adminModuleList } } }, async () =>
    store.forAdmin(),
  );

  app.put(
    "/api/admin/modules/:id",
    {
      schema: {
        params: moduleParams,
        body: moduleEdit,
        response: { 200: adminModule, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const audit = audited(request.account!, "module.update", "module", id);
      return found(await store.updateModule(id, request.body, audit), CONTENT_TEXT.moduleNotFound);
    },
  );

  app.post(
    "/api/admin/modules/:id/resources",
    {
      schema: {
        params: moduleParams,
        body: resourceEdit,
        response: { 201: adminModule, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const audit = audited(request.account!, "resource.create", "module", id);
      const saved = found(await store.addResource(id, request.body, audit), CONTENT_TEXT.moduleNotFound);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    "/api/admin/modules/:id/resources/:resourceId",
    {
      schema: {
        params: resourceParams,
        body: resourceEdit,
        response: { 200: adminModule, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id, resourceId } = request.params;
      const audit = audited(request.account!, "resource.update", "resource", resourceId);
      return found(
        await store.updateResource(id, resourceId, request.body, audit),
        CONTENT_TEXT.resourceNotFound,
      );
    },
  );

  app.delete(
    "/api/admin/modules/:id/resources/:resourceId",
    { schema: { params: resourceParams, response: { 200: adminModule, ...errorResponses(404) } } },
    async (request) => {
      const { id, resourceId } = request.params;
      const audit = audited(request.account!, "resource.delete", "resource", resourceId);
      return found(await store.removeResource(id, resourceId, audit), CONTENT_TEXT.resourceNotFound);
    },
  );

  app.post(
    "/api/admin/modules/:id/resources/:resourceId/move",
    {
      schema: {
        params: resourceParams,
        body: resourceMove,
        response: { 200: adminModule, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id, resourceId } = request.params;
      const audit = audited(request.account!, "resource.move", "resource", resourceId);
      return found(
        await store.moveResource(id, resourceId, request.body.direction, audit),
        CONTENT_TEXT.resourceNotFound,
      );
    },
  );
};
