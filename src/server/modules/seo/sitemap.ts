/** /sitemap.xml: the public pages, every listed trainer's profile and every upcoming class page. */
import { and, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { classes, trainerProfiles, trainers } from "../../db/schema";
import { escapeMarkup } from "../../http/escape";
import { earliestUpcoming, LISTED } from "../public-trainers/service";

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

export async function buildSitemap(db: Db, publicUrl: string, now: Date): Promise<string> {
  const [profiles, classRows] = await Promise.all([
    db
      .select({ slug: trainers.slug, updatedAt: trainerProfiles.updatedAt })
      .from(trainers)
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(LISTED)
      .orderBy(trainers.slug),
    db
      .select({ id: classes.id })
      .from(classes)
      .innerJoin(trainers, eq(trainers.id, classes.trainerId))
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, classes.trainerId))
      .where(and(LISTED, gte(classes.date, earliestUpcoming(now))))
      .orderBy(classes.date, classes.id),
  ]);
  const url = (path: string, lastmod?: Date | null) =>
    `  <url><loc>${escapeMarkup(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`;
  const lines = [
    ...STATIC_PUBLIC_PAGES.map((p) => url(p)),
    ...profiles.map((p) => url(`/${encodeURIComponent(p.slug)}`, p.updatedAt)),
    ...classRows.map((c) => url(`/public/class/${c.id}`)),
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
