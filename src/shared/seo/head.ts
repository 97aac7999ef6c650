/**
 * The crawlable head of a public page (docs/product.md "Beyond the spec"): title, description, canonical
 * link, Open Graph, Twitter and JSON-LD, as plain tag descriptions in the form React Router's `meta`
 * takes (app/routes/*). Pure, so the server's tests and the unit tests read them without rendering.
 */
import type { PublicClassDetail } from "../contracts/public-classes";
import type { PublicTrainer } from "../contracts/public-trainers";
import { profileMeta } from "../meta";
import { absoluteUrl, classUrl, eventJsonLd, personJsonLd, profileUrl, type SiteUrls } from "./json-ld";

/** One tag of the head: React Router's MetaDescriptor (the route casts; shared code does not import it). */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": unknown };

/** A page's title and description only (the screens without a crawlable address of their own). */
export const titleTags = (title: string, description?: string): HeadTag[] => [
  { title },
  ...(description ? [{ name: "description", content: description }] : []),
];

/** The whole head of a page crawlers index: the link previews read Open Graph and Twitter. */
export function pageTags(tags: {
  type: string;
  title: string;
  description: string;
  url: string;
  image: string | null;
  siteName: string;
  jsonLd: unknown;
}): HeadTag[] {
  return [
    ...titleTags(tags.title, tags.description),
    { tagName: "link", rel: "canonical", href: tags.url },
    { property: "og:type", content: tags.type },
    { property: "og:site_name", content: tags.siteName },
    { property: "og:title", content: tags.title },
    { property: "og:description", content: tags.description },
    { property: "og:url", content: tags.url },
    ...(tags.image ? [{ property: "og:image", content: tags.image }] : []),
    // A trainer's picture is a square portrait: the summary card, not the wide one.
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: tags.title },
    { name: "twitter:description", content: tags.description },
    ...(tags.image ? [{ name: "twitter:image", content: tags.image }] : []),
    { "script:ld+json": tags.jsonLd },
  ];
}

/** /:trainerName and /public/trainer/:id: the profile's title (spec 2.7), the slug's address as canonical. */
export function profileTags(site: SiteUrls, t: PublicTrainer): HeadTag[] {
  const { title, description } = profileMeta(t, site.brandName);
  return pageTags({
    type: "profile",
    title,
    description,
    url: profileUrl(site, t),
    image: t.profilePicture && absoluteUrl(site, t.profilePicture),
    siteName: site.brandName,
    jsonLd: personJsonLd(site, t),
  });
}

// One formatter: a class page's build is frequent (every write of the public data rebuilds the pages).
const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
/** "Saturday, December 5, 2026": a class's calendar date, the same wherever it is formatted. */
export const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T12:00:00Z`));

/** A class page's title and description. */
export function classMeta(detail: PublicClassDetail, brandName: string) {
  const { class: c, trainer } = detail;
  return {
    title: `${c.title} with ${trainer.displayName} | ${brandName}`,
    description: `${longDate(c.date)}, ${c.time}, ${c.location}. ${c.price}.`,
  };
}

/** /public/class/:id: the class as an Event, its trainer's picture for link previews. */
export function classTags(site: SiteUrls, detail: PublicClassDetail): HeadTag[] {
  const { class: c, trainer } = detail;
  return pageTags({
    type: "website",
    ...classMeta(detail, site.brandName),
    url: classUrl(site, c),
    image: trainer.profilePicture && absoluteUrl(site, trainer.profilePicture),
    siteName: site.brandName,
    jsonLd: { "@context": "https://schema.org", ...eventJsonLd(site, c, trainer) },
  });
}

/** The titles of the 404 pages a trainer's or a class's address answers. */
export const trainerNotFoundTitle = (brandName: string) => `Trainer Not Found | ${brandName}`;
export const classNotFoundTitle = (brandName: string) => `Class Not Found | ${brandName}`;
