/**
 * The assistant of the dashboard and of the profile form's help widget (contracts/assistant.ts), in the
 * portal audience: signed-in trainers only. Limited per trainer and minute (429 with Retry-After); the
 * answer is the service's (service.ts).
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assistantEndpoints as endpoints } from "../../../shared/contracts/assistant";
import { route } from "../../http/endpoint-route";
import { HttpError } from "../../http/http-error";

export const ASSISTANT_TOO_MANY =
  "You've asked a lot of questions in a short time. Please wait a minute and try again.";

export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const assistant = app.services.assistant;

  const perTrainer = app.createRateLimit({
    max: app.config.assistant.perMinute,
    timeWindow: "1 minute",
    // The portal audience's guard has loaded the account before this hook runs.
    keyGenerator: (req) => `assistant:${req.account?.id ?? req.ip}`,
  });
  const limit = async (request: FastifyRequest) => {
    const check = await perTrainer(request);
    if (!check.isAllowed && check.isExceeded)
      throw new HttpError(429, ASSISTANT_TOO_MANY, undefined, {
        "retry-after": String(Math.max(1, check.ttlInSeconds)),
      });
  };

  route(app, endpoints.ask, { onRequest: limit }, (request) =>
    assistant.ask(request.body.question, (reason) =>
      request.log.warn({ reason }, "assistant model failed; answered by retrieval"),
    ),
  );
};
