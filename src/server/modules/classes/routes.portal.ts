/**
 * The class calendar's calls (contracts/manage-classes.ts trainerClassEndpoints), in the portal
 * audience: the caller is signed in before a handler runs, and every call reads or changes the caller's
 * own classes only. Each write carries the version it was made from; a stale one answers 409 and
 * changes nothing (service.ts).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { trainerClassEndpoints as endpoints } from "../../../shared/contracts/manage-classes";
import { route } from "../../http/endpoint-route";

export const classPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const classes = app.services.classes;

  route(app, endpoints.list, (request) => classes.ownClasses(request.account!.id));

  route(app, endpoints.create, async (request, reply) => {
    const { version, class: input } = request.body;
    return reply.status(201).send(await classes.add(request.account!.id, version, input));
  });

  route(app, endpoints.update, (request) => {
    const { version, class: input } = request.body;
    return classes.change(request.account!.id, version, request.params.id, input);
  });

  route(app, endpoints.remove, (request) =>
    classes.remove(request.account!.id, request.query.version, request.params.id),
  );

  // The spec's whole-list save, kept for compatibility.
  route(app, endpoints.saveWholeList, (request) => classes.saveWholeList(request.account!, request.body));
};
