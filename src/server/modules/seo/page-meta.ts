/** The crawlable head of a profile or class page: title, description, Open Graph, Twitter, canonical, JSON-LD. */
import type { PublicClassDetail } from "../../../shared/contracts/public-classes";
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";
import { profileMeta } from "../../../shared/meta";
import { escapeMarkup } from "../../http/escape";
import { jsonForScript, type ShellOptions } from "../../plugins/web";
import { absoluteUrl, classUrl, eventJsonLd, personJsonLd, profileUrl, type SiteUrls } from "./json-ld";

function headTags(tags: {
  type: string;
  title: string;
  description: string;
  url: string;
  image: string | null;
  siteName: string;
  jsonLd: unknown;
}): string {
  const meta = [
    `<link rel="canonical" href="${escapeMarkup(tags.url)}" />`,
    `<meta property="og:type" content="${tags.type}" />`,
    `<meta property="og:site_name" content="${escapeMarkup(tags.siteName)}" />`,
    `<meta property="og:title" content="${escapeMarkup(tags.title)}" />`,
    `<meta property="og:description" content="${escapeMarkup(tags.description)}" />`,
    `<meta property="og:url" content="${escapeMarkup(tags.url)}" />`,
    ...(tags.image ? [`<meta property="og:image" content="${escapeMarkup(tags.image)}" />`] : []),
    // A trainer's picture is a square portrait: the summary card, not the wide one.
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeMarkup(tags.title)}" />`,
    `<meta name="twitter:description" content="${escapeMarkup(tags.description)}" />`,
    ...(tags.image ? [`<meta name="twitter:image" content="${escapeMarkup(tags.image)}" />`] : []),
    `<script type="application/ld+json">${jsonForScript(tags.jsonLd)}</script>`,
  ];
  return `${meta.join("\n    ")}\n    `;
}

export function profileShell(site: SiteUrls, t: PublicTrainer): ShellOptions {
  const { title, description } = profileMeta(t, site.brandName);
  return {
    title,
    description,
    head: headTags({
      type: "profile",
      title,
      description,
      url: profileUrl(site, t),
      image: t.profilePicture && absoluteUrl(site, t.profilePicture),
      siteName: site.brandName,
      jsonLd: personJsonLd(site, t),
    }),
  };
}

export function classShell(site: SiteUrls, detail: PublicClassDetail, dateText: string): ShellOptions {
  const { class: c, trainer } = detail;
  const title = `${c.title} with ${trainer.displayName} | ${site.brandName}`;
  const description = `${dateText}, ${c.time}, ${c.location}. ${c.price}.`;
  return {
    title,
    description,
    head: headTags({
      type: "website",
      title,
      description,
      url: classUrl(site, c),
      image: trainer.profilePicture && absoluteUrl(site, trainer.profilePicture),
      siteName: site.brandName,
      jsonLd: { "@context": "https://schema.org", ...eventJsonLd(site, c, trainer) },
    }),
  };
}
