/**
 * The six class modules with their resources and the signed-in trainer's progress (spec portal §2
 * "Class Modules tab", §3 class module, §4 resource links), and the console's curriculum editor
 * (docs/decisions/0015; its schemas are in admin-content.ts). The endpoints are at the bottom.
 */
import { z } from "zod";
import {
  adminModule,
  adminModuleList,
  resourceParams as adminResourceParams,
  moduleEdit,
  moduleParams,
  resourceEdit,
  resourceMove,
} from "./admin-content";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

export const curriculumResource = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  description: z.string(),
  /** The signed-in trainer has opened it. */
  viewed: z.boolean(),
});
export const curriculumModule = z.object({
  id: z.number(),
  week: z.number(),
  title: z.string(),
  description: z.string(),
  instructorOnly: z.boolean(),
  resources: z.array(curriculumResource),
});
export type CurriculumModule = z.infer<typeof curriculumModule>;
export const curriculum = z.object({ modules: z.array(curriculumModule) });
export type Curriculum = z.infer<typeof curriculum>;

export const resourceParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const resourceViewed = z.object({ resourceId: z.number(), viewed: z.literal(true) });

export const CURRICULUM_TEXT = {
  instructorOnly: "INSTRUCTOR ONLY",
  instructorWarning:
    "This material is for instructor development only. Do not teach it to students in the Basic 2-Hour Self-Defense Course.",
  linkOpened: "Link Opened",
  resourceNotFound: "This resource no longer exists.",
} as const;

export const curriculumEndpoints = {
  /** The modules in week order, each resource with whether the caller has opened it. */
  forTrainer: defineEndpoint({
    method: "GET",
    path: "/api/curriculum",
    audience: "portal",
    responses: { 200: curriculum },
  }),
  /** Records that the caller opened the resource (again is fine). */
  markViewed: defineEndpoint({
    method: "POST",
    path: "/api/curriculum/resources/:id/view",
    audience: "portal",
    params: resourceParams,
    responses: { 200: resourceViewed, ...errorResponses(400, 404) },
  }),
};

/** The console's curriculum: every change audited, and it moves the content version (the assistant). */
export const curriculumAdminEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/modules",
    audience: "admin",
    responses: { 200: adminModuleList },
  }),
  /** A module's title, description and audience. */
  updateModule: defineEndpoint({
    method: "PUT",
    path: "/api/admin/modules/:id",
    audience: "admin",
    params: moduleParams,
    body: moduleEdit,
    responses: { 200: adminModule, ...errorResponses(400, 404) },
  }),
  /** Adds a resource at the module's end; answers the module. */
  addResource: defineEndpoint({
    method: "POST",
    path: "/api/admin/modules/:id/resources",
    audience: "admin",
    params: moduleParams,
    body: resourceEdit,
    responses: { 201: adminModule, ...errorResponses(400, 404) },
  }),
  updateResource: defineEndpoint({
    method: "PUT",
    path: "/api/admin/modules/:id/resources/:resourceId",
    audience: "admin",
    params: adminResourceParams,
    body: resourceEdit,
    responses: { 200: adminModule, ...errorResponses(400, 404) },
  }),
  removeResource: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/modules/:id/resources/:resourceId",
    audience: "admin",
    params: adminResourceParams,
    responses: { 200: adminModule, ...errorResponses(404) },
  }),
  /** Swaps the resource with its neighbour above or below. */
  moveResource: defineEndpoint({
    method: "POST",
    path: "/api/admin/modules/:id/resources/:resourceId/move",
    audience: "admin",
    params: adminResourceParams,
    body: resourceMove,
    responses: { 200: adminModule, ...errorResponses(400, 404) },
  }),
};
