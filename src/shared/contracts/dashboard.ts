/**
 * GET /api/dashboard: the Welcome card of the signed-in trainer, from their record (docs/product.md
 * "Small texts", "Portal details"): name, location, picture, certification and renewal dates, the
 * onboarding progress and the affiliate code.
 */
import { z } from "zod";
import { trainerStatus } from "./auth";

export const onboardingStep = z.object({
  /** "payment", "document:agreement", "welcome:drive", "profile", ... */
  id: z.string(),
  label: z.string(),
  done: z.boolean(),
});

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
});
export type Dashboard = z.infer<typeof dashboard>;

export const DASHBOARD_TEXT = {
  loading: "Loading your profile...",
  notFound: (email: string) => `Could not find trainer profile for ${email}`,
  locationNotSet: "Location not set",
  switchingView: "Switching View",
} as const;
