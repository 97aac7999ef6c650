/**
 * Assessments (spec portal §2 Assessments list and runner, §7; decisions.md "Assessments";
 * docs/product.md "Assessments are scored on the server"). Registered in the portal audience: attempts
 * are always the signed-in trainer's.
 *   GET  /api/trainer-portal-data        assessments without answers, the caller's attempts
 *   POST /api/assessments/{id}/attempts  starts (or resumes) an attempt: its id, start, shuffled options
 *   POST /api/assessments/submit         scores the attempt once, timed by the server; the review only
 *                                        once passed
 *   GET  /api/assessments/{id}/review    the caller's latest passed attempt with its review
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ASSESSMENT_TEXT,
  ATTEMPTS_PER_DAY,
  assessmentParams,
  portalData,
  retryIn,
  startedAttempt,
  submission,
  submitResult,
} from "../../../shared/contracts/assessments";
import { errorResponses } from "../../../shared/contracts/errors";
import { HttpError, invalidInput } from "../../http/http-error";
import { AttemptStore } from "./attempts";
import { AssessmentStore } from "./store";

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new AssessmentStore(app.database);
  const attempts = new AttemptStore(app.database);

  app.get("/api/trainer-portal-data", { schema: { response: { 200: portalData } } }, async (request) =>
    store.forTrainer(request.account!.id),
  );

  app.post(
    "/api/assessments/:id/attempts",
    {
      schema: {
        params: assessmentParams,
        response: { 200: startedAttempt, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const outcome = await attempts.start(request.account!.id, request.params.id, app.now());
      if (outcome.kind === "unknown") throw new HttpError(404, ASSESSMENT_TEXT.unknownAssessment);
      if (outcome.kind === "paced") {
        const when = retryIn(outcome.retryAfter);
        const message = outcome.dailyCap
          ? ASSESSMENT_TEXT.dailyCap(ATTEMPTS_PER_DAY, when)
          : ASSESSMENT_TEXT.retakeWait(when);
        throw new HttpError(
          429,
          message,
          { retryAfter: outcome.retryAfter },
          {
            "retry-after": String(outcome.retryAfter),
          },
        );
      }
      return outcome.attempt;
    },
  );

  app.post(
    "/api/assessments/submit",
    { schema: { body: submission, response: { 200: submitResult, ...errorResponses(400, 404, 409) } } },
    async (request) => {
      const { attemptId, answers } = request.body;
      const outcome = await attempts.submit(request.account!.id, attemptId, answers, app.now());
      switch (outcome.kind) {
        case "scored":
          return outcome.result;
        case "invalid":
          throw invalidInput(outcome.issues);
        case "unknown":
          throw new HttpError(404, ASSESSMENT_TEXT.unknownAttempt);
        case "submitted":
          throw new HttpError(409, ASSESSMENT_TEXT.alreadySubmitted);
        case "changed":
          throw new HttpError(409, ASSESSMENT_TEXT.changedSinceStart);
      }
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
