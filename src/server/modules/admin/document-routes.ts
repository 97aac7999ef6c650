/**
 * The console's three documents (docs/decisions/0015): each one's current text and every version, and a
 * new version published. The old text is kept (document_versions), so a signature stays tied to the
 * text it signed; from then on everyone is asked to sign the new text. Admin audience; audited.
 *   GET /api/admin/documents
 *   PUT /api/admin/documents/{id}
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminDocument,
  adminDocumentList,
  CONTENT_TEXT,
  documentEdit,
  documentParams,
} from "../../../shared/contracts/admin-content";
import { errorResponses } from "../../../shared/contracts/errors";
import { HttpError } from "../../http/http-error";
import { sha256 } from "../../platform/crypto";
import { recordAudit } from "../audit/repository";

export const adminDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.onboarding.documents;

  app.get("/api/admin/documents", { schema: { response: { 200: adminDocumentList } } }, async () =>
    store.forAdmin(),
  );

  app.put(
    "/api/admin/documents/:id",
    {
      schema: {
        params: documentParams,
        body: documentEdit,
        response: { 200: adminDocument, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const me = request.account!;
      const { id } = request.params;
      // The audit keeps the versions and the texts' digests; the texts themselves are kept as versions.
      const result = await store.publish(id, request.body, me.id, (tx, before, after) =>
        recordAudit(tx, me, {
          action: "document.publish",
          targetType: "document",
          targetId: id,
          before: { version: before.version, title: before.title, textSha256: sha256(before.body) },
          after: { version: after.version, title: after.title, textSha256: sha256(after.body) },
        }),
      );
      if (result === "unknown") throw new HttpError(404, CONTENT_TEXT.documentNotFound);
      if (result === "unchanged") throw new HttpError(400, CONTENT_TEXT.documentUnchanged);
      const all = await store.forAdmin();
      return all.find((d) => d.id === id)!;
    },
  );
};
