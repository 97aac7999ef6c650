/**
 * Trainer insights (issue 32 part 3, docs/decisions/0046-trainer-insights.md): the public pages count
 * profile views, card impressions, Register and Contact clicks and calendar downloads into one number
 * per trainer, day, kind and class; the trainer sees hers on the dashboard, the brand everyone's.
 *
 *   POST /api/insights/beacon        {kind, trainerId, classId?} → 204 (counted, or not: DNT, GPC, a bot)
 *   GET  /api/insights               the signed-in trainer's last 30 days, totals and best class
 *   GET  /api/admin/insights         totals per trainer and per region over the last 30 days
 */
import { z } from "zod";
import { INSIGHT_KINDS, INSIGHTS_BEACON_PATH } from "../insights";
import { defineEndpoint } from "./endpoint";
import { errorResponses, noContent } from "./errors";

export const insightKind = z.enum(INSIGHT_KINDS);

/** What the browser's beacon carries: nothing about the visitor. */
export const beaconBody = z
  .object({
    kind: insightKind,
    trainerId: z.number().int().positive().max(2_147_483_647),
    /** The class, for a Register click or a calendar download. */
    classId: z.string().min(1).max(64).optional(),
  })
  .strict();
export type BeaconBody = z.infer<typeof beaconBody>;

export const insightTotals = z.object(
  Object.fromEntries(INSIGHT_KINDS.map((k) => [k, z.number().int()])) as Record<
    (typeof INSIGHT_KINDS)[number],
    z.ZodNumber
  >,
);

export const insightDay = z.object({ day: z.string(), views: z.number().int(), clicks: z.number().int() });

export const trainerInsights = z.object({
  /** The last day of the series (today, in the brand's time zone). */
  through: z.string(),
  days: z.array(insightDay),
  totals: insightTotals,
  /** The class with the most Register clicks in the period, or null when none was clicked. */
  bestClass: z.object({ id: z.string(), title: z.string(), registerClicks: z.number().int() }).nullable(),
});
export type TrainerInsights = z.infer<typeof trainerInsights>;

export const insightRow = z.object({
  trainerId: z.number(),
  name: z.string(),
  /** Two-letter region, "" when the trainer has none. */
  region: z.string(),
  totals: insightTotals,
});
export const regionInsightRow = z.object({
  region: z.string(),
  trainers: z.number().int(),
  totals: insightTotals,
});
export const adminInsights = z.object({
  from: z.string(),
  through: z.string(),
  trainers: z.array(insightRow),
  regions: z.array(regionInsightRow),
});
export type AdminInsights = z.infer<typeof adminInsights>;

export const insightEndpoints = {
  /** The beacon: always 204 for a valid body (a visitor learns nothing from the answer). */
  beacon: defineEndpoint({
    method: "POST",
    path: INSIGHTS_BEACON_PATH,
    audience: "public",
    body: beaconBody,
    responses: { 204: noContent, ...errorResponses(400, 429) },
  }),
  /** The signed-in trainer's own counts. */
  mine: defineEndpoint({
    method: "GET",
    path: "/api/insights",
    audience: "portal",
    responses: { 200: trainerInsights },
  }),
  /** Every trainer's and region's totals (the console's Insights tab). */
  all: defineEndpoint({
    method: "GET",
    path: "/api/admin/insights",
    audience: "admin",
    responses: { 200: adminInsights },
  }),
};
