/**
 * /sitemap.xml: the public pages, the page of every state with listed trainers, every listed trainer's
 * profile and every upcoming class page.
 */
import { escapeMarkup } from "../../http/escape";

export const STATIC_PUBLIC_PAGES = [
  "/home",
  "/find-trainer",
  "/classes",
  "/public/classes",
  "/public-calendar",
  "/support-public",
  "/terms-of-service-public",
  "/privacy-policy-public",
];

export type SitemapEntries = {
  /** Every listed trainer's slug and last profile change. */
  profiles: readonly { slug: string; updatedAt: Date | null }[];
  /** Every upcoming class page's id. */
  classIds: readonly string[];
};

export function buildSitemap(
  publicUrl: string,
  { profiles, classIds }: SitemapEntries,
  statePages: readonly string[],
): string {
  const url = (path: string, lastmod?: Date | null) =>
    `  <url><loc>${escapeMarkup(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`;
  const lines = [
    ...STATIC_PUBLIC_PAGES.map((p) => url(p)),
    ...statePages.map((p) => url(p)),
    ...profiles.map((p) => url(`/${encodeURIComponent(p.slug)}`, p.updatedAt)),
    ...classIds.map((id) => url(`/public/class/${id}`)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /trainer-portal/",
    "Disallow: /onboarding/",
    "Disallow: /api/",
    "Disallow: /dev/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
