/**
 * Assessments (contracts/assessments.ts; spec portal §2 Assessments list and runner, §7), in the portal
 * audience: attempts are always the signed-in trainer's.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assessmentEndpoints as endpoints } from "../../../shared/contracts/assessments";
import { route } from "../../http/endpoint-route";
import { HttpError } from "../../http/http-error";

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { assessments, assessmentAttempts: attempts } = app.services;

  route(app, endpoints.portalData, (request) => assessments.forTrainer(request.account!));

  route(app, endpoints.start, async (request) => {
    const outcome = await attempts.start(request.account!, request.params.id);
    if (outcome.kind === "started") return outcome.attempt;
    // Paced: a 429 says when to come back, in the body and in Retry-After.
    throw new HttpError(
      429,
      outcome.message,
      { retryAfter: outcome.retryAfter },
      { "retry-after": String(outcome.retryAfter) },
    );
  });

  route(app, endpoints.submit, (request) =>
    attempts.submit(request.account!, request.body.attemptId, request.body.answers),
  );

  route(app, endpoints.review, (request) => assessments.review(request.account!, request.params.id));
};
