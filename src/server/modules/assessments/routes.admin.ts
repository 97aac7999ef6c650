/**
 * The console's assessments (contracts/assessments.ts; docs/decisions/0015): every question with its
 * answer, the admin's edit of one, and a trainer's attempts (contracts/admin-trainer-record.ts). Admin
 * audience; every change is in the audit log.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { trainerRecordAdminEndpoints } from "../../../shared/contracts/admin-trainer-record";
import { assessmentAdminEndpoints as endpoints } from "../../../shared/contracts/assessments";
import { route } from "../../http/endpoint-route";

export const adminAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const assessments = app.services.assessments;

  route(app, endpoints.list, () => assessments.withAnswers());

  route(app, endpoints.updateQuestion, (request) => {
    const { id, questionId } = request.params;
    return assessments.updateQuestion(request.account!, id, questionId, request.body);
  });

  // The console's trainer page: the trainer's scored attempts.
  route(app, trainerRecordAdminEndpoints.attempts, (request) => assessments.attemptsOf(request.params.id));
};
