import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type ChatAnswer, chatAnswer, chatQuestion } from "../../../shared/contracts/assistant";
import { errorResponses } from "../../../shared/contracts/errors";
import { HttpError } from "../../http/http-error";
import { loadPassages } from "./knowledge";
import { askModel, ModelFailure } from "./model";
import { createRetriever, type Retriever } from "./retrieval";

export const ASSISTANT_TOO_MANY =
  "You've asked a lot of questions in a short time. Please wait a minute and try again.";

/**
 * POST /api/chatbot (portal audience: signed-in trainers): the assistant of the dashboard and of the
 * profile form's help widget. Retrieval finds the passages and composes an answer naming its sources;
 * when a model is configured it phrases the answer from those passages, and on any failure of the model
 * the retrieval answer is sent (via says which). Limited per trainer and minute (429 with Retry-After).
 *
 * The index is built from the database on the first question and kept until the content version moves
 * (the admin's edits of the curriculum or the site's links move it: docs/decisions/0015); the next
 * question after a change builds it again, on every app server.
 */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  let kept: { version: number; retriever: Promise<Retriever> } | undefined;
  const knowledge = () => {
    const version = app.database.publicVersion.current();
    if (!kept || kept.version !== version) {
      const entry = {
        version,
        retriever: app.site().then((site) => loadPassages(app.database, site).then(createRetriever)),
      };
      kept = entry;
      // A failed build (the database away) is not kept: the next question tries again.
      entry.retriever.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.retriever;
  };

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

  app.post(
    "/api/chatbot",
    {
      onRequest: limit,
      schema: { body: chatQuestion, response: { 200: chatAnswer, ...errorResponses(400, 429) } },
    },
    async (request): Promise<ChatAnswer> => {
      const { question } = request.body;
      const found = (await knowledge()).answerFromPassages(question);
      const retrieval: ChatAnswer = { answer: found.answer, sources: found.sources, via: "retrieval" };
      const model = app.config.assistant.model;
      // Nothing retrieved: a model told to answer only from passages has nothing to answer from.
      if (!model || found.passages.length === 0) return retrieval;
      try {
        const answer = await askModel(model, await app.site(), question, found.passages);
        return { answer, sources: found.sources, via: "model" };
      } catch (err) {
        if (!(err instanceof ModelFailure)) throw err;
        request.log.warn({ reason: err.message }, "assistant model failed; answered by retrieval");
        return retrieval;
      }
    },
  );
};
