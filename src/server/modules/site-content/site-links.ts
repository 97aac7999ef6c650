/**
 * The site's links, support e-mail and phone (docs/decisions/0015): configuration gives the first values,
 * the admin console changes them. What the admin saved is one site_content row (repository.ts); every
 * page's embedded configuration, the e-mails and the assistant read the merged values, kept per content
 * version, so every app server shows a change on its next request.
 */
import { SITE_LINK_KEYS, type SiteLinks, siteLinks } from "../../../shared/contracts/admin-content";
import type { SiteConfig } from "../../../shared/site-config";
import type { SiteContentRepository } from "./repository";

/** The editable part of a site configuration. */
export function siteLinksOf(site: SiteConfig): SiteLinks {
  return {
    supportEmail: site.supportEmail,
    infoEmail: site.infoEmail,
    supportPhone: site.supportPhone,
    links: Object.fromEntries(SITE_LINK_KEYS.map((k) => [k, site[k]])) as SiteLinks["links"],
  };
}

/** `site` with the saved values over it. */
export function withLinks(site: SiteConfig, saved: SiteLinks | null): SiteConfig {
  if (!saved) return site;
  const { links, ...contact } = saved;
  return { ...site, ...contact, ...links };
}

/** The stored links; links saved in an older shape are left out rather than breaking every page. */
export function savedLinks(stored: unknown): SiteLinks | null {
  const parsed = siteLinks.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The site configuration as of now: `base` (from the environment) with the admin's saved values over it.
 * Read once per content version. It never fails: while the database cannot be read, the last values
 * read (else the environment's) are used and not kept, so the 503 page still carries the site's
 * configuration and the next request reads again.
 */
export function createLiveSite(
  repository: Pick<SiteContentRepository, "version" | "links">,
  base: SiteConfig,
): () => Promise<SiteConfig> {
  let kept: { version: number; site: Promise<SiteConfig> } | undefined;
  let lastRead = base;
  return () => {
    const version = repository.version();
    if (!kept || kept.version !== version) {
      const entry = {
        version,
        site: repository.links().then(
          (stored) => {
            lastRead = withLinks(base, savedLinks(stored));
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
