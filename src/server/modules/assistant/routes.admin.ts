/**
 * The console's knowledge articles (contracts/assistant.ts): the admin writes what the assistant should
 * know beyond the shipped texts. Admin audience; every change is in the audit log and moves the content
 * version, so every server's assistant index is rebuilt.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { knowledgeArticleAdminEndpoints as endpoints } from "../../../shared/contracts/assistant";
import { route } from "../../http/endpoint-route";

export const adminKnowledgeArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  const assistant = app.services.assistant;

  route(app, endpoints.list, () => assistant.articles());

  route(app, endpoints.create, async (request, reply) => {
    const saved = await assistant.createArticle(request.account!, request.body);
    return reply.status(201).send(saved);
  });

  route(app, endpoints.update, (request) =>
    assistant.updateArticle(request.account!, request.params.id, request.body),
  );

  route(app, endpoints.remove, async (request, reply) => {
    await assistant.removeArticle(request.account!, request.params.id);
    return reply.status(204).send(null);
  });
};
