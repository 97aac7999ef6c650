import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { membersEndpoints as endpoints } from "../../../shared/contracts/members";
import { membersLinksOf } from "../../../shared/site-config";
import { route } from "../../http/endpoint-route";

/**
 * GET /api/members/links (contracts/members.ts), in the onboarding audience: its guard has admitted a
 * signed-in trainer or an applicant's session. The answer is the caller's alone (the API's no-store).
 */
export const membersLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.links, async () => membersLinksOf(await app.site()));
};
