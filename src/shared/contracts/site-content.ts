/**
 * GET /api/site-content/public: the directory's admin-editable banners (docs/product.md "Defects we do not
 * copy": the in-person training banner and the impact figure are content, and a banner whose dates have
 * passed is not shown).
 */
import { z } from "zod";

export const trainingBanner = z.object({
  title: z.string(),
  dates: z.string(),
  location: z.string(),
  /** The banner is hidden after this day (YYYY-MM-DD). */
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ctaUrl: z.string().optional(),
});
export type TrainingBanner = z.infer<typeof trainingBanner>;

export const impactStats = z.object({ figure: z.string(), label: z.string() });
export type ImpactStats = z.infer<typeof impactStats>;

export const publicSiteContent = z.object({
  /** Null once the training's last day has passed everywhere in the US. */
  trainingBanner: trainingBanner.nullable(),
  impactStats: impactStats.nullable(),
});
export type PublicSiteContent = z.infer<typeof publicSiteContent>;

/**
 * The banner shows through its last day wherever in the US a visitor is: it is hidden once that day
 * has ended in the last US time zone (Hawaii).
 */
export const BANNER_TIME_ZONE = "Pacific/Honolulu";
