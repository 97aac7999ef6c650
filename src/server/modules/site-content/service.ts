import { eq, inArray } from "drizzle-orm";
import {
  BANNER_TIME_ZONE,
  impactStats,
  type PublicSiteContent,
  trainingBanner,
} from "../../../shared/contracts/site-content";
import { todayIn } from "../../../shared/time-zones";
import type { Database, Db, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import { siteContent } from "../../db/schema";

type Stored = Omit<PublicSiteContent, "trainingBanner"> & {
  trainingBanner: PublicSiteContent["trainingBanner"];
};

/**
 * The stored content per database, read once per public-data version (a hot public read). The admin's
 * save moves that version (saveSiteContent), so every app server reads the new content on its next request.
 */
const cache = new WeakMap<Database, { version: number; stored: Promise<Stored> }>();

/** The admin console's save (docs/decisions/0015): both keys, in one transaction; `alsoInTransaction` audits it. */
export async function saveSiteContent(
  database: Database,
  content: Stored,
  actorId: number,
  alsoInTransaction: (tx: Tx, before: Stored) => Promise<void>,
): Promise<void> {
  await publicWrite(database, async (tx) => {
    const before = await readStored(tx);
    for (const key of ["trainingBanner", "impactStats"] as const) {
      const value = content[key];
      if (value === null) await tx.delete(siteContent).where(eq(siteContent.key, key));
      else
        await tx
          .insert(siteContent)
          .values({ key, value, updatedBy: actorId })
          .onConflictDoUpdate({
            target: siteContent.key,
            set: { value, updatedBy: actorId, updatedAt: new Date() },
          });
    }
    await alsoInTransaction(tx, before);
  });
}

/** What is stored (the console edits it), whatever its dates. */
export function storedSiteContent(database: Database): Promise<Stored> {
  return readStored(database.db);
}

async function readStored(db: Db | Tx): Promise<Stored> {
  const rows = await db
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
  const version = database.publicVersion.current();
  let kept = cache.get(database);
  if (!kept || kept.version !== version) {
    kept = { version, stored: readStored(database.db) };
    cache.set(database, kept);
    kept.stored.catch(() => cache.delete(database));
  }
  const content = await kept.stored;
  const banner = content.trainingBanner;
  const past = banner !== null && todayIn(BANNER_TIME_ZONE, now) > banner.endDate;
  return { ...content, trainingBanner: past ? null : banner };
}
