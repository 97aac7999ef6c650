/**
 * What a route's `meta` needs beside its own loader's data: the site configuration of the root loader
 * (app/root.tsx), and React Router's type for the tags the pure builders (src/shared/seo) describe.
 */
import type { MetaDescriptor } from "react-router";
import type { HeadTag } from "../../src/shared/seo/head";
import { PAGE_TEXTS, type PageTextName } from "../../src/shared/seo/page-texts";
import type { PublicSiteConfig } from "../../src/shared/site-config";

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** The site configuration from the root route's match (undefined only if the root loader failed). */
export function siteOfMatches(matches: readonly MetaMatch[]): PublicSiteConfig | undefined {
  return (matches.find((m) => m?.id === "root")?.loaderData as { site?: PublicSiteConfig } | undefined)?.site;
}

/** The brand name for titles ("" if the root loader failed, as the error page then shows). */
export const brandOfMatches = (matches: readonly MetaMatch[]) => siteOfMatches(matches)?.brandName ?? "";

/** The shared builders' tags as React Router's (JSON-LD is typed loosely there on purpose). */
export const metaTags = (tags: HeadTag[]) => tags as MetaDescriptor[];

/** A route's `meta` that gives one of the fixed page texts (src/shared/seo/page-texts.ts). */
export const textMeta =
  (name: PageTextName) =>
  ({ matches }: { matches: readonly MetaMatch[] }): MetaDescriptor[] => {
    const { title, description } = PAGE_TEXTS[name](brandOfMatches(matches));
    return [{ title }, { name: "description", content: description }];
  };
