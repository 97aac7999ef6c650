/**
 * The directory's banners and the site's links (docs/decisions/0015): the public banners (a training
 * banner whose last day has passed is not shown), and the console's reads and saves, each save audited in
 * its transaction. SQL is in repository.ts; the merged site configuration is site-links.ts.
 */
import type { SiteLinks } from "../../../shared/contracts/admin-content";
import {
  BANNER_TIME_ZONE,
  impactStats,
  type PublicSiteContent,
  trainingBanner,
} from "../../../shared/contracts/site-content";
import type { SiteConfig } from "../../../shared/site-config";
import { todayIn } from "../../../shared/time-zones";
import { recordAudit } from "../audit/repository";
import type { Account } from "../trainers/account";
import type { SiteContentRepository, StoredBanners } from "./repository";
import { savedLinks, siteLinksOf, withLinks } from "./site-links";

/** The banners as stored, whatever their dates (the console edits them). */
export type Banners = PublicSiteContent;

/** Content an admin saved in an older shape is left out rather than breaking the page. */
function parseBanners(stored: StoredBanners): Banners {
  const banner = trainingBanner.safeParse(stored.trainingBanner);
  const impact = impactStats.safeParse(stored.impactStats);
  return {
    trainingBanner: banner.success ? banner.data : null,
    impactStats: impact.success ? impact.data : null,
  };
}

export class SiteContentService {
  /** The stored banners, read once per public-data version (a hot public read). */
  private kept: { version: number; banners: Promise<Banners> } | undefined;

  constructor(
    private readonly repository: SiteContentRepository,
    /** The environment's site configuration (the links' first values). */
    private readonly base: SiteConfig,
    /** The live site configuration (app.site). */
    private readonly site: () => Promise<SiteConfig>,
  ) {}

  /** The public banners as of `now`: a training banner whose last day has passed is not shown. */
  async publicContent(now: Date): Promise<PublicSiteContent> {
    const version = this.repository.version();
    if (!this.kept || this.kept.version !== version) {
      const entry = { version, banners: this.stored() };
      this.kept = entry;
      entry.banners.catch(() => {
        if (this.kept === entry) this.kept = undefined;
      });
    }
    const content = await this.kept.banners;
    const banner = content.trainingBanner;
    const past = banner !== null && todayIn(BANNER_TIME_ZONE, now) > banner.endDate;
    return { ...content, trainingBanner: past ? null : banner };
  }

  async stored(): Promise<Banners> {
    return parseBanners(await this.repository.banners());
  }

  /** The console's save: both banners, audited; answers what is stored now. */
  async save(me: Account, content: Banners): Promise<Banners> {
    await this.repository.saveBanners(content, me.id, (tx, before) =>
      recordAudit(tx, me, {
        action: "site-content.update",
        targetType: "site-content",
        targetId: "public",
        before: parseBanners(before),
        after: content,
      }),
    );
    return this.stored();
  }

  async links(): Promise<SiteLinks> {
    return siteLinksOf(await this.site());
  }

  /** The console's save of the links, support e-mail and phone, audited; answers the values now. */
  async saveLinks(me: Account, links: SiteLinks): Promise<SiteLinks> {
    await this.repository.saveLinks(links, me.id, (tx, stored) =>
      recordAudit(tx, me, {
        action: "site-links.update",
        targetType: "site-content",
        targetId: "links",
        before: siteLinksOf(withLinks(this.base, savedLinks(stored))),
        after: links,
      }),
    );
    return this.links();
  }
}
