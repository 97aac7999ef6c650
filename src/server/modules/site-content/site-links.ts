/**
 * The site's links, support e-mail and phone (docs/decisions/0015): configuration gives the first values,
 * the admin console changes them. What the admin saved is one site_content row; every page's embedded
 * configuration, the e-mails and the assistant read the merged values, kept per content version, so every
 * app server shows a change on its next request.
 */
import { eq } from "drizzle-orm";
import { SITE_LINK_KEYS, type SiteLinks, siteLinks } from "../../../shared/contracts/admin-content";
import type { SiteConfig } from "../../../shared/site-config";
import type { Database, Db, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import { siteContent } from "../../db/schema";

const KEY = "siteLinks";

/** The editable part of a site configuration. */
export function siteLinksOf(site: SiteConfig): SiteLinks {
  return {
    supportEmail: site.supportEmail,
    infoEmail: site.infoEmail,
    supportPhone: site.supportPhone,
    links: Object.fromEntries(SITE_LINK_KEYS.map((k) => [k, site[k]])) as SiteLinks["links"],
  };
}

function withLinks(site: SiteConfig, saved: SiteLinks | null): SiteConfig {
  if (!saved) return site;
  const { links, ...contact } = saved;
  return { ...site, ...contact, ...links };
}

async function readSaved(db: Db | Tx): Promise<SiteLinks | null> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, KEY));
  // Links saved in an older shape are left out rather than breaking every page.
  const parsed = siteLinks.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/**
 * The site configuration as of now: `base` (from the environment) with the admin's saved values over it.
 * Read once per content version. It never fails: while the database cannot be read, the last values
 * read (else the environment's) are used and not kept, so the 503 page still carries the site's
 * configuration and the next request reads again.
 */
export function createLiveSite(database: Database, base: SiteConfig): () => Promise<SiteConfig> {
  let kept: { version: number; site: Promise<SiteConfig> } | undefined;
  let lastRead = base;
  return () => {
    const version = database.publicVersion.current();
    if (!kept || kept.version !== version) {
      const entry = {
        version,
        site: readSaved(database.db).then(
          (saved) => {
            lastRead = withLinks(base, saved);
            return lastRead;
          },
          () => {
            if (kept === entry) kept = undefined;
            return lastRead;
          },
        ),
      };
      kept = entry;
    }
    return kept.site;
  };
}

/** The console's save: one row, in one transaction with the audit (`alsoInTransaction`). */
export async function saveSiteLinks(
  database: Database,
  base: SiteConfig,
  links: SiteLinks,
  actorId: number,
  alsoInTransaction: (tx: Tx, before: SiteLinks) => Promise<void>,
): Promise<void> {
  await publicWrite(database, async (tx) => {
    const before = siteLinksOf(withLinks(base, await readSaved(tx)));
    await tx
      .insert(siteContent)
      .values({ key: KEY, value: links, updatedBy: actorId })
      .onConflictDoUpdate({
        target: siteContent.key,
        set: { value: links, updatedBy: actorId, updatedAt: new Date() },
      });
    await alsoInTransaction(tx, before);
  });
}
