/**
 * GET /api/site-content/public: the directory's admin-editable banners (docs/product.md "Defects we do not
 * copy": the in-person training banner and the impact figure are content, and a banner whose dates have
 * passed is not shown).
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";

export const BANNER_LINK_TEXT = "Use a full address (https://...) or a path on this site (/enroll).";

/**
 * A banner's link: an http(s) address, or a path on this site starting with one "/". Anything else
 * (javascript:, data:, "//evil.example", "/\evil.example", which browsers read as another site) is refused.
 */
export function isBannerLink(link: string): boolean {
  if (/[\s\\\p{Cc}]/u.test(link)) return false;
  if (link.startsWith("/")) return !link.startsWith("//");
  if (!/^https?:\/\//i.test(link)) return false;
  try {
    return new URL(link).hostname !== "";
  } catch {
    return false;
  }
}

export const trainingBanner = z.object({
  title: z.string(),
  dates: z.string(),
  location: z.string(),
  /** The banner is hidden after this day (YYYY-MM-DD). */
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ctaUrl: z.string().max(2000).refine(isBannerLink, BANNER_LINK_TEXT).optional(),
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

export const siteContentEndpoints = {
  /** The banners as of now, for anyone (cached a minute). */
  public: defineEndpoint({
    method: "GET",
    path: "/api/site-content/public",
    audience: "public",
    responses: { 200: publicSiteContent },
  }),
};
