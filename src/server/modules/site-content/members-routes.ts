import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import { MEMBERS_LINKS_URL, membersLinks } from "../../../shared/contracts/members";
import { membersLinksOf } from "../../../shared/site-config";

/**
 * GET /api/members/links (contracts/members.ts), in the onboarding audience: its guard has admitted a
 * signed-in trainer or an applicant's session. The answer is the caller's alone (the API's no-store).
 */
export const membersLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MEMBERS_LINKS_URL,
    { schema: { response: { 200: membersLinks, ...errorResponses(401) } } },
    async () => membersLinksOf(await app.site()),
  );
};
