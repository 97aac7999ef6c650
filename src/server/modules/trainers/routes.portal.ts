/**
 * The owner's and the admin's profile calls (contracts/profile.ts profileEndpoints; spec portal §7,
 * docs/decisions/0010), in the portal audience: the caller is signed in before a handler runs. The id is
 * digits only, a slug never is, so the public profile by slug (publicTrainerEndpoints.bySlug) is untouched.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileEndpoints as endpoints } from "../../../shared/contracts/profile";
import { route } from "../../http/endpoint-route";

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.services.profiles;

  route(app, endpoints.byEmail, (request) => profiles.byEmail(request.account!, request.query.email));

  route(app, endpoints.get, (request) => profiles.get(request.account!, request.params.id));

  route(app, endpoints.save, (request) => profiles.save(request.account!, request.params.id, request.body));

  route(app, endpoints.editView, (request) => profiles.editOf(request.account!, request.query.email));

  route(app, endpoints.edit, (request) => profiles.edit(request.account!, request.query.email, request.body));
};
