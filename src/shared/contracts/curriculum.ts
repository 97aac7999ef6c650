/**
 * The six class modules with their resources and the signed-in trainer's progress (spec portal §2
 * "Class Modules tab", §3 class module, §4 resource links).
 *   GET  /api/curriculum                       modules in week order, each resource with `viewed`
 *   POST /api/curriculum/resources/{id}/view   records that the caller opened the resource (idempotent)
 */
import { z } from "zod";

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
