/** GET /api/public-classes/{id}: one class with its trainer, for /public/class/:id (docs/product.md
 * "Routes"). */
import { z } from "zod";
import { CLASS_LIST_PAGE, type PublicClassesAsk, publicClassesSearch } from "../public-classes-url";
import { defineEndpoint, endpointUrl } from "./endpoint";
import { errorResponses } from "./errors";
import { publicClass, publicTrainer } from "./public-trainers";

// The query writer lives beside, free of zod, for the shared page reads.
export { CLASS_LIST_PAGE, type PublicClassesAsk } from "../public-classes-url";

export const publicClassDetail = z.object({
  class: publicClass,
  trainer: publicTrainer,
  /** The class's date is before today in its time zone (the page stays reachable from old links). */
  past: z.boolean(),
});
export type PublicClassDetail = z.infer<typeof publicClassDetail>;

/** GET /api/public-classes/{id} */
export const publicClassParams = z.object({ id: z.string().min(1).max(100) });
export const CLASS_NOT_FOUND = "Class not found";

// --- GET /api/public-classes: the classes screens' windows and pages (issue 18, docs/decisions/0019) --

/**
 * Whose rules the answer follows: Find Self-Defense Classes and the feed (`classes`: location is a
 * region, counts over every upcoming class), its period presentation on /public (`period`: the same,
 * counted inside the window) or Classes and Workshops (`workshops`: location is a city, with class type).
 */
export const CLASS_SCREENS = ["classes", "period", "workshops"] as const;
export const CLASS_TYPE_FILTERS = ["all", "group", "corporate", "series", "private", "workshop"] as const;
/** A window is a month's grid at most: six weeks. */
export const MAX_WINDOW_DAYS = 42;
export const BAD_DATE = "Use a real date written YYYY-MM-DD";
export const BAD_WINDOW = "Give both from and to, from no later than to, at most 42 days apart";
export const PER_DAY_IN_WINDOW = "perDay trims a window: give from and to, or month";
export const WINDOW_OR_PAGE = "Ask for a window (from and to, or month) or a list page (cursor), not both";

const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};
const day = z.string().refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && isRealDay(s), BAD_DATE);
const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const count = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, "Use a whole number")
    .transform(Number)
    .pipe(z.number().int().max(max, `Use a number up to ${max}`));

/**
 * GET /api/public-classes: a window (`from` and `to`, or `month=current`: the window holding every
 * visitor's current month, for the first call the server can preload) or, without one, a page of the
 * whole list from `cursor` (the number of classes already shown); `through` stretches a list page to a
 * class (the one a calendar chip chose). `search`, `location` ("all": none), `type` (workshops only) and
 * `trainer` (a slug, classes screens only) filter as the screens always did (class-listing.ts).
 */
export const publicClassesQuery = z
  .object({
    screen: z.enum(CLASS_SCREENS).default("classes"),
    from: day.optional(),
    to: day.optional(),
    month: z.literal("current").optional(),
    search: z.string().max(200, "Search is at most 200 characters").default(""),
    location: z.string().max(200, "Location is at most 200 characters").default("all"),
    type: z.enum(CLASS_TYPE_FILTERS).default("all"),
    trainer: z.string().max(100, "Trainer is at most 100 characters").optional(),
    cursor: count(10_000_000).optional(),
    limit: count(100).pipe(z.number().min(1, "Use a number from 1")).default(CLASS_LIST_PAGE),
    through: z.string().min(1).max(100).optional(),
    /** A window's classes, at most this many of each day (a month grid's); `days` counts them all. */
    perDay: count(100).pipe(z.number().min(1, "Use a number from 1")).optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined) || (q.from && q.to && q.month))
      ctx.addIssue({ code: "custom", path: ["to"], message: BAD_WINDOW });
    else if (q.from && q.to && (q.from > q.to || spanDays(q.from, q.to) > MAX_WINDOW_DAYS - 1))
      ctx.addIssue({ code: "custom", path: ["to"], message: BAD_WINDOW });
    if ((q.from || q.month) && (q.cursor !== undefined || q.through))
      ctx.addIssue({ code: "custom", path: ["cursor"], message: WINDOW_OR_PAGE });
    if (q.perDay !== undefined && !(q.from || q.month))
      ctx.addIssue({ code: "custom", path: ["perDay"], message: PER_DAY_IN_WINDOW });
  });
export type PublicClassesQuery = z.infer<typeof publicClassesQuery>;
export const listedClass = publicClass.extend({
  trainerId: z.number(),
  trainerName: z.string(),
  trainerFirstName: z.string(),
  trainerSlug: z.string(),
});

/** How many classes each option of a dropdown leads to ("all": its "All ..." option). */
export const optionCounts = z.object({ all: z.number(), byValue: z.record(z.string(), z.number()) });
export type OptionCounts = z.infer<typeof optionCounts>;

export const publicClassesAnswer = z.object({
  /** The window's classes, or the list page's, by date then start time, with the spec's fallbacks. */
  classes: z.array(listedClass),
  /** The window answered (month=current resolved), or null for a list page. */
  window: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Classes the filters keep, every date: 0 is the empty state. */
  total: z.number(),
  /** A window's classes per day, all of them (with perDay, more than the answer carries); {} for a page. */
  days: z.record(z.string(), z.number()),
  /** The next list page's cursor; null after the last page and for a window. */
  next: z.number().nullable(),
  /** Classes after this list page (the "Show more" count); 0 for a window. */
  remaining: z.number(),
  /** The location dropdown's options: regions (classes) or cities (workshops) with classes. */
  locations: z.array(z.string()),
  counts: z.object({ location: optionCounts, type: optionCounts.nullable() }),
  /** The ?trainer= trainer's name, when they have upcoming classes. */
  trainerName: z.string().nullable(),
});
export type PublicClassesAnswer = z.infer<typeof publicClassesAnswer>;

export const publicClassEndpoints = {
  /**
   * The classes screens' window or list page, filtered, counted and paged on the server, kept per query
   * and version.
   */
  list: defineEndpoint({
    method: "GET",
    path: "/api/public-classes",
    audience: "public",
    query: publicClassesQuery,
    responses: { 200: publicClassesAnswer, ...errorResponses(400) },
  }),
  /** One class of a listed trainer with the trainer (/public/class/:id), past classes included. */
  byId: defineEndpoint({
    method: "GET",
    path: "/api/public-classes/:id",
    audience: "public",
    params: publicClassParams,
    responses: { 200: publicClassDetail, ...errorResponses(404) },
  }),
};

/** The ask as GET /api/public-classes's query: fields in a fixed order, defaults left out. */
export const publicClassesQueryOf = (ask: PublicClassesAsk) =>
  publicClassesSearch(ask) as z.input<typeof publicClassesQuery>;

/**
 * The one way to write a classes URL: the web app asks and the server's page reads check the same
 * bytes, so equal asks share one answer.
 */
export const publicClassesUrl = (ask: PublicClassesAsk) =>
  endpointUrl(publicClassEndpoints.list, { query: publicClassesQueryOf(ask) });
