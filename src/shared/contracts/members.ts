/**
 * GET /api/members/links: the members' links (site-config.ts MEMBERS_LINK_KEYS: groups, drive,
 * curriculum, video library, Zoom trainings, check-in booking, affiliate sign-up), with the admin's
 * saved values over the environment's. Onboarding audience: a signed-in trainer or an applicant's
 * onboarding session; anyone else 401. No page embeds them (docs/product.md "Security").
 */
import { z } from "zod";
import { MEMBERS_LINK_KEYS, type MembersLinkKey } from "../site-config";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

export const membersLinks = z.object(
  Object.fromEntries(MEMBERS_LINK_KEYS.map((key) => [key, z.string()])) as Record<
    MembersLinkKey,
    z.ZodString
  >,
);

export const membersEndpoints = {
  /** The caller's alone (the API's no-store); anyone but a trainer or an applicant gets 401. */
  links: defineEndpoint({
    method: "GET",
    path: "/api/members/links",
    audience: "onboarding",
    responses: { 200: membersLinks, ...errorResponses(401) },
  }),
};
