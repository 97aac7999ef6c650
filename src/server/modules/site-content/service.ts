import { inArray } from "drizzle-orm";
import {
  BANNER_TIME_ZONE,
  impactStats,
  type PublicSiteContent,
  trainingBanner,
} from "../../../shared/contracts/site-content";
import { todayIn } from "../../../shared/time-zones";
import type { Database } from "../../db/client";
import { siteContent } from "../../db/schema";

type Stored = Omit<PublicSiteContent, "trainingBanner"> & {
  trainingBanner: PublicSiteContent["trainingBanner"];
};

/** The stored content per database, read once until the admin changes it (a hot public read). */
const cache = new WeakMap<Database, Promise<Stored>>();

/** Forgets the kept content: call after the admin saves site content. */
export function invalidateSiteContent(app: { database: Database }): void {
  cache.delete(app.database);
}

async function readStored(database: Database): Promise<Stored> {
  const rows = await database.db
    .select()
    .from(siteContent)
    .where(inArray(siteContent.key, ["trainingBanner", "impactStats"]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  // Content an admin saved in an older shape is left out rather than breaking the page.
  const banner = trainingBanner.safeParse(value("trainingBanner"));
  const impact = impactStats.safeParse(value("impactStats"));
  return {
    trainingBanner: banner.success ? banner.data : null,
    impactStats: impact.success ? impact.data : null,
  };
}

/** The public banners as of `now`: a training banner whose last day has passed is not shown. */
export async function publicSiteContent(database: Database, now: Date): Promise<PublicSiteContent> {
  let stored = cache.get(database);
  if (!stored) {
    stored = readStored(database);
    cache.set(database, stored);
    stored.catch(() => cache.delete(database));
  }
  const content = await stored;
  const banner = content.trainingBanner;
  const past = banner !== null && todayIn(BANNER_TIME_ZONE, now) > banner.endDate;
  return { ...content, trainingBanner: past ? null : banner };
}
