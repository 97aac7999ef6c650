/**
 * The live spot counts of classes (issue 33, decision 0044): a class page's own count
 * (reservations.ts `spots`) and the class lists' cards, a page of classes at once. Reservations never
 * move the public-data version, so the prepared lists show the counts of when they were prepared and
 * correct them from this small read. Its own module: the lists' first JavaScript carries only this.
 *   GET /api/class-spots?ids=a,b,c   the live counts of the listed classes among the ids (max 20)
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

export const classSpots = z.object({
  classId: z.string(),
  /** Null: no capacity, reservations unlimited and no waitlist. */
  capacity: z.number().int().nullable(),
  /** People in pending, held and offered reservations. */
  reserved: z.number().int(),
  spotsLeft: z.number().int().nullable(),
  /** People waiting. */
  waitlist: z.number().int(),
  /** The class has started: no more reservations. */
  closed: z.boolean(),
});
export type ClassSpots = z.infer<typeof classSpots>;

/** At most a list page's classes (CLASS_PAGE_SIZE) at once. */
export const SPOTS_IDS_MAX = 20;
export const SPOTS_TEXT = { ids: `Ask for 1 to ${SPOTS_IDS_MAX} classes at once.` } as const;

export const spotsQuery = z.object({
  ids: z
    .string(SPOTS_TEXT.ids)
    .max(SPOTS_IDS_MAX * 40, SPOTS_TEXT.ids)
    .transform((v) => [...new Set(v.split(",").filter(Boolean))])
    .refine((ids) => ids.length >= 1 && ids.length <= SPOTS_IDS_MAX, SPOTS_TEXT.ids),
});
export const spotsOfMany = z.object({ spots: z.array(classSpots) });
export type SpotsOfMany = z.infer<typeof spotsOfMany>;

export const classSpotEndpoints = {
  many: defineEndpoint({
    method: "GET",
    path: "/api/class-spots",
    audience: "public",
    query: spotsQuery,
    responses: { 200: spotsOfMany, ...errorResponses(400) },
  }),
} as const;
