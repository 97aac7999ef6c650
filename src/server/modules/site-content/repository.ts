/**
 * The site_content rows the console edits (docs/decisions/0015), SQL only: the directory's banners
 * ("trainingBanner", "impactStats") and the site's links ("siteLinks"), as stored (unparsed JSON). Every
 * save goes through publicWrite: the public-data version moves, so every app server reads the new
 * values on its next request. The rules are in service.ts and site-links.ts.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database, Db, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import { siteContent } from "../../db/schema";

export const BANNER_KEYS = ["trainingBanner", "impactStats"] as const;
export type BannerKey = (typeof BANNER_KEYS)[number];
/** The stored values by key; a key without a row is undefined. */
export type StoredBanners = Record<BannerKey, unknown>;

const LINKS_KEY = "siteLinks";

export class SiteContentRepository {
  constructor(private readonly database: Database) {}

  /** The public-data version the stored values belong to (a cache is kept per version). */
  // Its writes are no one trainer's own, so the structure's version (one trainer's save keeps it).
  version(): number {
    return this.database.publicVersion.structure();
  }

  banners(): Promise<StoredBanners> {
    return readBanners(this.database.db);
  }

  /**
   * Writes both banners (null deletes one) in one transaction with `alsoInTransaction`, which gets the
   * values as they were.
   */
  async saveBanners(
    values: Record<BannerKey, unknown>,
    actorId: number,
    alsoInTransaction: (tx: Tx, before: StoredBanners) => Promise<void>,
  ): Promise<void> {
    await publicWrite(this.database, async (tx) => {
      const before = await readBanners(tx);
      for (const key of BANNER_KEYS) {
        const value = values[key];
        if (value === null) await tx.delete(siteContent).where(eq(siteContent.key, key));
        else await upsert(tx, key, value, actorId);
      }
      await alsoInTransaction(tx, before);
    });
  }

  links(): Promise<unknown> {
    return readLinks(this.database.db);
  }

  /** Writes the links' row in one transaction with `alsoInTransaction`, which gets the stored value. */
  async saveLinks(
    value: unknown,
    actorId: number,
    alsoInTransaction: (tx: Tx, before: unknown) => Promise<void>,
  ): Promise<void> {
    await publicWrite(this.database, async (tx) => {
      const before = await readLinks(tx);
      await upsert(tx, LINKS_KEY, value, actorId);
      await alsoInTransaction(tx, before);
    });
  }
}

async function readBanners(db: Db | Tx): Promise<StoredBanners> {
  const rows = await db
    .select()
    .from(siteContent)
    .where(inArray(siteContent.key, [...BANNER_KEYS]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return { trainingBanner: value("trainingBanner"), impactStats: value("impactStats") };
}

async function readLinks(db: Db | Tx): Promise<unknown> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, LINKS_KEY));
  return row?.value;
}

async function upsert(tx: Tx, key: string, value: unknown, actorId: number) {
  await tx
    .insert(siteContent)
    .values({ key, value, updatedBy: actorId })
    .onConflictDoUpdate({
      target: siteContent.key,
      set: { value, updatedBy: actorId, updatedAt: new Date() },
    });
}
