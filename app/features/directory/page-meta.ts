/**
 * The directory's head for crawlers and link previews (issue 18): title, description, canonical address,
 * Open Graph, Twitter and JSON-LD (a CollectionPage whose ItemList names the listed trainers' pages, and
 * the breadcrumb trail), as the server's hand-written directory pages carried them. The address is
 * always /find-trainer's, whichever path (/public/find-trainer) served the page.
 */
import type { MetaDescriptor } from "react-router";
import type { ListedTrainer } from "../../../src/shared/page-reads/directory";

export const DIRECTORY_CRUMB = "Find a Certified Trainer";

export type DirectoryHead = {
  publicUrl: string;
  brandName: string;
  title: string;
  description: string;
  /** The state's page, or the directory itself. */
  state: { name: string; slug: string } | null;
  /** Trainers the page is about: every listed one, or the state's. */
  total: number;
  /** The trainers the ItemList names: the directory's first page, or every trainer of the state. */
  listed: readonly Pick<ListedTrainer, "slug">[];
};

export const profileUrl = (publicUrl: string, slug: string) => `${publicUrl}/${encodeURIComponent(slug)}`;

export function directoryJsonLd(head: DirectoryHead, url: string) {
  const directoryUrl = `${head.publicUrl}/find-trainer`;
  const crumbs = [
    { name: DIRECTORY_CRUMB, url: directoryUrl },
    ...(head.state ? [{ name: head.state.name, url }] : []),
  ];
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "CollectionPage",
        name: head.title,
        description: head.description,
        url,
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: head.total,
          itemListElement: head.listed.map((t, i) => ({
            "@type": "ListItem",
            position: i + 1,
            url: profileUrl(head.publicUrl, t.slug),
          })),
        },
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: crumbs.map((c, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: c.name,
          item: c.url,
        })),
      },
    ],
  };
}

export function directoryHeadTags(head: DirectoryHead): MetaDescriptor[] {
  const url = `${head.publicUrl}/find-trainer${head.state ? `/${head.state.slug}` : ""}`;
  const { title, description } = head;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: head.brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { "script:ld+json": directoryJsonLd(head, url) },
  ];
}
