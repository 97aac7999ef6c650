/**
 * The console's assessments (contracts/assessments.ts; docs/decisions/0015): every question with its
 * answer, and the admin's edit of one. Admin audience; every change is in the audit log.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assessmentAdminEndpoints as endpoints } from "../../../shared/contracts/assessments";
import { route } from "../../http/endpoint-route";

export const adminAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const assessments = app.services.assessments;

  route(app, endpoints.list, () => assessments.withAnswers());

  route(app, endpoints.updateQuestion, (request) => {
    const { id, questionId } = request.params;
    return assessments.updateQuestion(request.account!, id, questionId, request.body);
  });
};
