/**
 * The directory's own calls. The trainer list itself is shared with the classes screens
 * (lib/public-trainers.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { geoEndpoints } from "../../../src/shared/contracts/geo";
import { siteContentEndpoints } from "../../../src/shared/contracts/site-content";
import { ApiError, call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";
import { LOCATION_TEXT, type LocationResult } from "./near-location";

/** The banners' query key (the directory's loader seeds it). */
export const SITE_CONTENT_KEY = ["site-content", "public"] as const;

/** GET /api/site-content/public: the banners; the page shows without them while they load or fail. */
export function usePublicSiteContent() {
  return useQuery({
    queryKey: SITE_CONTENT_KEY,
    queryFn: ({ signal }) => call(siteContentEndpoints.public, { signal }),
    retry: retryOnce,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/geocode: typed text (the offline gazetteer first, then the public geocoder). Asked once. */
export async function geocode(text: string): Promise<LocationResult> {
  try {
    const place = await call(geoEndpoints.geocode, { query: { q: text.trim() } });
    return { ok: true, point: place };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { ok: false, message: LOCATION_TEXT.notFound };
    return { ok: false, message: LOCATION_TEXT.failed };
  }
}
