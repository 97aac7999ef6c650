/**
 * The directory's three calls (issue 18, docs/decisions/0020-directory-first-results.md):
 *   GET /api/public-trainers/results?search=&state=&specialty=&availability=&distance=&lat=&lng=
 *       the first screen for the current filters: the first page of cards, the counts, the state tiles,
 *       the specialty options and the soonest classes
 *   GET /api/public-trainers/index     every listed trainer in a compact column form: only what
 *       filtering, counts, tiles, the soonest-class order and the map read
 *   GET /api/public-trainers/cards?ids=1,2,3   the cards of at most one page of trainers
 * The results URL has one canonical form (directoryResultsPath): the page's HTML preloads it, and the
 * server keeps an answer per canonical filter set.
 */
import { z } from "zod";
import { DIRECTORY_PAGE_SIZE } from "../directory-paths";
import { DISTANCE_OPTIONS, type DirectoryFilters, isNoFilter } from "../directory-rules";
import { defineEndpoint, endpointUrl } from "./endpoint";
import { errorResponses } from "./errors";
import { publicTrainer } from "./public-trainers";

/** An empty query value is no value (`?search=` is no search). */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

export const directoryQuery = z
  .object({
    search: optional(z.string().trim().max(200, "Search is at most 200 characters.")),
    state: optional(z.string().regex(/^[A-Z]{2}$/, "State must be a two-letter code, such as TX.")),
    specialty: optional(z.string().trim().max(100, "Specialty is at most 100 characters.")),
    availability: optional(
      z.enum(["available", "training"], { message: "Availability must be available or training." }),
    ),
    distance: optional(
      z.coerce
        .number({ message: "Distance must be a number of miles." })
        .refine((n) => (DISTANCE_OPTIONS as readonly number[]).includes(n), {
          message: `Distance must be one of ${DISTANCE_OPTIONS.join(", ")} miles.`,
        }),
    ),
    lat: optional(z.coerce.number({ message: "lat must be a number." }).min(-90).max(90)),
    lng: optional(z.coerce.number({ message: "lng must be a number." }).min(-180).max(180)),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: "lat and lng go together.",
    path: ["lat"],
  });
export type DirectoryQuery = z.infer<typeof directoryQuery>;

/** The query as the shared rules read it. */
export function queryFilters(q: DirectoryQuery): DirectoryFilters {
  return {
    search: q.search ?? null,
    state: q.state ?? null,
    specialty: q.specialty ?? null,
    availability: q.availability ?? null,
    distance: q.distance ?? null,
    point: q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null,
  };
}

const counts = z.record(z.string(), z.number());

export const directoryResults = z.object({
  /** Every listed trainer. */
  total: z.number(),
  /** Trainers the filters keep. */
  matched: z.number(),
  /** The first page's trainer ids, in the directory order. */
  page: z.array(z.number()),
  /** The cards of the first page and of the soonest classes' trainers. */
  cards: z.array(publicTrainer),
  /** The soonest classes of the filtered trainers (at most 6), by date then start time. */
  soonest: z.array(z.object({ trainerId: z.number(), classId: z.string() })),
  /** Each dropdown option's count, the visitor's other filters applied (directory-rules optionCounts). */
  counts: z.object({ state: counts, specialty: counts, availability: counts }),
  /** The state tiles: trainers per state code over the whole list. */
  states: counts,
  specialties: z.array(z.string()),
});
export type DirectoryResults = z.infer<typeof directoryResults>;

/**
 * The compact index: columns of equal length, one entry per listed trainer in the directory order.
 * Texts that repeat (first names, places, states, bios, availability texts, specialties, class dates
 * and times) are indexes into `strings`. A trainer's classes are pairs of (date, start time) indexes, in
 * the order of the card's upcomingClasses (a class is named by its position there).
 */
export const directoryIndex = z.object({
  strings: z.array(z.string()),
  id: z.array(z.number()),
  name: z.array(z.string()),
  first: z.array(z.number()),
  loc: z.array(z.number()),
  city: z.array(z.number()),
  state: z.array(z.number()),
  lat: z.array(z.number().nullable()),
  lng: z.array(z.number().nullable()),
  /** The public bio whole (in `strings`): search matches it (decision 0020), the map's popup shows its start. */
  bio: z.array(z.number()),
  avail: z.array(z.number()),
  types: z.array(z.array(z.number())),
  classes: z.array(z.array(z.number())),
  slug: z.array(z.string()),
});
export type DirectoryIndex = z.infer<typeof directoryIndex>;

/** ?ids=1,2,3: at most a page of trainer ids, ascending, each once (one cache key per set). */
export const directoryCardsQuery = z.object({
  ids: z
    .string({ message: "ids is required: trainer ids separated by commas." })
    .regex(/^\d{1,10}(,\d{1,10})*$/, "ids must be trainer ids separated by commas, such as 1,2,3.")
    .transform((text) => text.split(",").map(Number))
    .refine((ids) => ids.length <= DIRECTORY_PAGE_SIZE, {
      message: `At most ${DIRECTORY_PAGE_SIZE} ids at a time.`,
    })
    .refine((ids) => ids.every((id, i) => id > 0 && id <= 2_147_483_647 && (i === 0 || id > ids[i - 1]!)), {
      message: "ids must be ascending, each once.",
    }),
});

/** Unknown or no longer listed ids are left out. */
export const directoryCards = z.object({ cards: z.array(publicTrainer) });
export type DirectoryCards = z.infer<typeof directoryCards>;

/** The directory's three calls, for anyone; each answer is kept per state of the public data. */
export const directoryEndpoints = {
  /** The first screen for a filter set (its canonical URL: directoryResultsPath). */
  results: defineEndpoint({
    method: "GET",
    path: "/api/public-trainers/results",
    audience: "public",
    query: directoryQuery,
    responses: { 200: directoryResults, ...errorResponses(400) },
  }),
  /** The compact index, prepared once per version. */
  index: defineEndpoint({
    method: "GET",
    path: "/api/public-trainers/index",
    audience: "public",
    responses: { 200: directoryIndex },
  }),
  /** At most a page of cards by id. */
  cards: defineEndpoint({
    method: "GET",
    path: "/api/public-trainers/cards",
    audience: "public",
    query: directoryCardsQuery,
    responses: { 200: directoryCards, ...errorResponses(400) },
  }),
};

/**
 * The canonical results path for a filter set: no filter is exactly the results path, a state alone
 * `?state=TX` after it. Parameters in a fixed order (search, state, specialty, availability, distance,
 * lat, lng), "all" and blanks left out, the search trimmed, and the distance with its point only when
 * both are set (one without the other filters nothing). The page preloads it; the server keeps an
 * answer per canonical filter set.
 */
export function directoryResultsPath(filters: DirectoryFilters): string {
  return endpointUrl(directoryEndpoints.results, { query: directoryResultsQuery(filters) });
}

/** The results call's query for a filter set, in the canonical order (directoryResultsPath). */
export function directoryResultsQuery(filters: DirectoryFilters): Record<string, string> {
  const query: Record<string, string> = {};
  const search = (filters.search ?? "").trim();
  if (search) query.search = search;
  for (const key of ["state", "specialty", "availability"] as const) {
    const value = filters[key];
    if (!isNoFilter(value)) query[key] = String(value).trim();
  }
  const miles = isNoFilter(filters.distance) ? undefined : Number(filters.distance);
  const point = filters.point;
  if (miles !== undefined && Number.isFinite(miles) && miles > 0 && point) {
    query.distance = String(miles);
    query.lat = String(point.lat);
    query.lng = String(point.lng);
  }
  return query;
}
