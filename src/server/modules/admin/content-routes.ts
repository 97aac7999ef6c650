/**
 * The console's content (docs/decisions/0015): the directory's training banner and impact figure, the
 * site's links, support e-mail and phone, and the assessments' questions. Admin audience; every save is in the audit log.
 *   GET /api/admin/site-content
 *   PUT /api/admin/site-content
 *   GET /api/admin/site-links
 *   PUT /api/admin/site-links
 *   GET /api/admin/assessments
 *   PUT /api/admin/assessments/{id}/questions/{questionId}
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN_TEXT,
  adminAssessmentList,
  adminQuestion,
  questionEdit,
  questionParams,
  siteContentEdit,
} from "../../../shared/contracts/admin";
import { siteLinks } from "../../../shared/contracts/admin-content";
import { errorResponses } from "../../../shared/contracts/errors";
import { HttpError } from "../../http/http-error";
import { AssessmentStore } from "../assessments/store";
import { recordAudit } from "../audit/repository";
import { saveSiteContent, storedSiteContent } from "../site-content/service";
import { saveSiteLinks, siteLinksOf } from "../site-content/site-links";

export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const assessments = new AssessmentStore(app.database);

  app.get("/api/admin/site-content", { schema: { response: { 200: siteContentEdit } } }, async () =>
    storedSiteContent(app.database),
  );

  app.put(
    "/api/admin/site-content",
    { schema: { body: siteContentEdit, response: { 200: siteContentEdit, ...errorResponses(400) } } },
    async (request) => {
      const me = request.account!;
      await saveSiteContent(app.database, request.body, me.id, (tx, before) =>
        recordAudit(tx, me, {
          action: "site-content.update",
          targetType: "site-content",
          targetId: "public",
          before,
          after: request.body,
        }),
      );
      return storedSiteContent(app.database);
    },
  );

  app.get("/api/admin/site-links", { schema: { response: { 200: siteLinks } } }, async () =>
    siteLinksOf(await app.site()),
  );

  app.put(
    "/api/admin/site-links",
    { schema: { body: siteLinks, response: { 200: siteLinks, ...errorResponses(400) } } },
    async (request) => {
      const me = request.account!;
      await saveSiteLinks(app.database, app.config.site, request.body, me.id, (tx, before) =>
        recordAudit(tx, me, {
          action: "site-links.update",
          targetType: "site-content",
          targetId: "links",
          before,
          after: request.body,
        }),
      );
      return siteLinksOf(await app.site());
    },
  );

  app.get("/api/admin/assessments", { schema: { response: { 200: adminAssessmentList } } }, async () =>
    assessments.withAnswers(),
  );

  app.put(
    "/api/admin/assessments/:id/questions/:questionId",
    {
      schema: {
        params: questionParams,
        body: questionEdit,
        response: { 200: adminQuestion, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const me = request.account!;
      const { id, questionId } = request.params;
      const { curriculumGuidance, ...fields } = request.body;
      const saved = await assessments.updateQuestion(
        id,
        questionId,
        { ...fields, curriculumGuidance: curriculumGuidance || null },
        (tx, before, after) =>
          recordAudit(tx, me, {
            action: "assessment.question.update",
            targetType: "assessment-question",
            targetId: questionId,
            before,
            after,
          }),
      );
      if (!saved) throw new HttpError(404, ADMIN_TEXT.questionNotFound);
      const { assessmentId: _a, ...question } = saved;
      return { ...question, curriculumGuidance: question.curriculumGuidance ?? null };
    },
  );
};
