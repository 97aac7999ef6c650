/**
 * The signed-in trainer's reads (src/shared/page-reads/portal.ts): the functions the portal's GET API
 * routes answer from, called in-process for the page's own visitor, each answer encoded with the route's
 * response schema and through JSON as the route sends it, so the page's seeded data is the API's answer.
 */
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { announcementList } from "../../shared/contracts/announcements";
import { portalData } from "../../shared/contracts/assessments";
import { NOT_ALLOWED } from "../../shared/contracts/auth";
import { curriculum } from "../../shared/contracts/curriculum";
import { dashboard } from "../../shared/contracts/dashboard";
import { trainerInsights } from "../../shared/contracts/insights";
import { ownClassList } from "../../shared/contracts/manage-classes";
import { ownerProfile, profileEditView } from "../../shared/contracts/profile";
import type { PortalReads } from "../../shared/page-reads/portal";
import { HttpError } from "../http/http-error";
import type { Account } from "../modules/trainers/account";
import { DomainError } from "../platform/domain-errors";

/** The route's answer as it goes out (fastify-type-provider-zod encodes, then JSON), or undefined for a refusal. */
async function answered<T>(
  schema: z.ZodType<T>,
  account: Account | null,
  read: (me: Account) => Promise<T>,
): Promise<T | undefined> {
  if (!account) return undefined;
  try {
    return JSON.parse(JSON.stringify(schema.encode(await read(account)))) as T;
  } catch (err) {
    if (err instanceof HttpError || err instanceof DomainError) return undefined;
    throw err;
  }
}

/** The signed-in trainer's reads; `account` is null when signed out. */
export function portalReads(app: FastifyInstance, account: () => Promise<Account | null>): PortalReads {
  return {
    dashboard: async () => answered(dashboard, await account(), (me) => app.services.dashboard.of(me)),
    insights: async () =>
      answered(trainerInsights, await account(), (me) => app.services.insights.forTrainer(me.id)),
    announcements: async () =>
      answered(announcementList, await account(), (me) => app.services.announcements.own(me)),
    curriculum: async () =>
      answered(curriculum, await account(), async (me) => ({
        modules: await app.services.curriculum.forTrainer(me),
      })),
    ownerProfile: async () =>
      answered(ownerProfile, await account(), (me) => app.services.profiles.ownerView(me.id, me)),
    profileEdit: async () =>
      answered(profileEditView, await account(), (me) => app.services.profiles.editView(me.id)),
    classes: async () =>
      answered(ownClassList, await account(), (me) => app.services.classes.ownClasses(me.id)),
    assessments: async () =>
      answered(portalData, await account(), (me) => app.services.assessments.forTrainer(me)),
    adminRefusal: async () => {
      const me = await account();
      return me && !me.roles.includes("admin") ? NOT_ALLOWED : undefined;
    },
  };
}
