/**
 * The dashboard's Welcome card of the signed-in trainer, from their record (docs/product.md "Small
 * texts", "Portal details"): name, location, picture, certification and renewal dates, the onboarding
 * progress and the affiliate code; and the trainer record by e-mail (spec portal §7).
 */
import { z } from "zod";
import { trainerStatus } from "./auth";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";
import { trainerByEmail, trainerByEmailParams } from "./trainers";

export const onboardingStep = z.object({
  /** "payment", "document:agreement", "welcome:drive", "profile", ... */
  id: z.string(),
  label: z.string(),
  done: z.boolean(),
});

/** The trainer's next class, as the "today" block shows it. */
export const todayClass = z.object({
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD in the trainer's time zone. */
  date: z.string(),
  /** The spec's text form, e.g. "6:00 PM - 8:00 PM". */
  time: z.string(),
  location: z.string(),
});
export type TodayClass = z.infer<typeof todayClass>;

export const dashboard = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  status: trainerStatus,
  city: z.string(),
  state: z.string(),
  /** "city, state", or null when neither is set ("Location not set"). */
  location: z.string().nullable(),
  /** A URL the browser can show, or null (initials). */
  profilePicture: z.string().nullable(),
  /** YYYY-MM-DD or null. */
  certificationDate: z.string().nullable(),
  renewalDate: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  /** The share of the onboarding checklist done, 0 to 100 (whole number). */
  onboardingProgress: z.number().int().min(0).max(100),
  onboardingSteps: z.array(onboardingStep),
  /** "Today": the trainer's next class, or null (issue 31 part 1). */
  nextClass: todayClass.nullable(),
  /** "Today": the class number to study next (its assessment not passed yet), or null when all are. */
  nextWeek: z.number().int().nullable(),
});
export type Dashboard = z.infer<typeof dashboard>;

export const DASHBOARD_TEXT = {
  loading: "Loading your profile...",
  notFound: (email: string) => `Could not find trainer profile for ${email}`,
  locationNotSet: "Location not set",
  switchingView: "Switching View",
} as const;

export const dashboardEndpoints = {
  /** The caller's Welcome card (the session decides whose); 404 without a trainer record. */
  dashboard: defineEndpoint({
    method: "GET",
    path: "/api/dashboard",
    audience: "portal",
    responses: { 200: dashboard, ...errorResponses(404) },
  }),
  /** The caller's own record, or any for the admin. */
  trainerByEmail: defineEndpoint({
    method: "GET",
    path: "/api/trainers/by-email/:email",
    audience: "portal",
    params: trainerByEmailParams,
    responses: { 200: trainerByEmail, ...errorResponses(403, 404) },
  }),
};
