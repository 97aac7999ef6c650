/**
 * The console's curriculum (contracts/curriculum.ts; docs/decisions/0015): the six modules' titles,
 * descriptions and audience, and their resources (add, change, move, remove). Admin audience; every
 * change is in the audit log and moves the content version, so every server's assistant index is rebuilt.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { curriculumAdminEndpoints as endpoints } from "../../../shared/contracts/curriculum";
import { route } from "../../http/endpoint-route";

export const adminCurriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const curriculum = app.services.curriculum;

  route(app, endpoints.list, () => curriculum.forAdmin());

  route(app, endpoints.updateModule, (request) =>
    curriculum.updateModule(request.account!, request.params.id, request.body),
  );

  route(app, endpoints.addResource, async (request, reply) => {
    const saved = await curriculum.addResource(request.account!, request.params.id, request.body);
    return reply.status(201).send(saved);
  });

  route(app, endpoints.updateResource, (request) => {
    const { id, resourceId } = request.params;
    return curriculum.updateResource(request.account!, id, resourceId, request.body);
  });

  route(app, endpoints.removeResource, (request) => {
    const { id, resourceId } = request.params;
    return curriculum.removeResource(request.account!, id, resourceId);
  });

  route(app, endpoints.moveResource, (request) => {
    const { id, resourceId } = request.params;
    return curriculum.moveResource(request.account!, id, resourceId, request.body.direction);
  });
};
