/**
 * Assessments (spec portal §2 Assessments list and runner, §7; docs/product.md "Assessments are scored
 * on the server"). Registered in the portal audience: attempts are always the signed-in trainer's.
 *   GET  /api/trainer-portal-data        assessments without answers, the caller's attempts
 *   POST /api/assessments/submit         checks, scores and stores the attempt, then answers the review
 *   GET  /api/assessments/{id}/review    the caller's latest passed attempt with its review
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ASSESSMENT_TEXT,
  assessmentParams,
  portalData,
  submission,
  submitResult,
} from "../../../shared/contracts/assessments";
import { errorResponses } from "../../../shared/contracts/errors";
import { HttpError, invalidInput } from "../../http/http-error";
import { AssessmentStore } from "./store";

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new AssessmentStore(app.database);

  app.get("/api/trainer-portal-data", { schema: { response: { 200: portalData } } }, async (request) =>
    store.forTrainer(request.account!.id),
  );

  app.post(
    "/api/assessments/submit",
    { schema: { body: submission, response: { 200: submitResult, ...errorResponses(400, 403) } } },
    async (request) => {
      const me = request.account!;
      const { assessmentId, answers, timeSpent, email } = request.body;
      if (email !== undefined && email.trim().toLowerCase() !== me.email.toLowerCase())
        throw new HttpError(403, ASSESSMENT_TEXT.notYours);
      const counts = await store.optionCounts(assessmentId);
      if (!counts)
        throw invalidInput([{ field: "assessmentId", message: ASSESSMENT_TEXT.unknownAssessment }]);
      if (answers.length !== counts.length)
        throw invalidInput([{ field: "answers", message: ASSESSMENT_TEXT.wrongCount(counts.length) }]);
      const outOfRange = answers.flatMap((a, i) =>
        a >= (counts[i] ?? 0) ? [{ field: `answers.${i}`, message: ASSESSMENT_TEXT.outOfRange(i + 1) }] : [],
      );
      if (outOfRange.length > 0) throw invalidInput(outOfRange);
      const attempt = await store.submit(me.id, assessmentId, answers, timeSpent);
      if (!attempt)
        throw invalidInput([{ field: "assessmentId", message: ASSESSMENT_TEXT.unknownAssessment }]);
      return attempt;
    },
  );

  app.get(
    "/api/assessments/:id/review",
    { schema: { params: assessmentParams, response: { 200: submitResult, ...errorResponses(400, 404) } } },
    async (request) => {
      const attempt = await store.latestPassed(request.account!.id, request.params.id);
      if (!attempt) throw new HttpError(404, ASSESSMENT_TEXT.noPassedAttempt);
      return attempt;
    },
  );
};
