/** The class alerts' pages' titles; kept out of search results (each page is one e-mail's link). */
import type { MetaDescriptor } from "react-router";
import type { PublicSiteConfig } from "../../../src/shared/site-config";

type Match = { id: string; loaderData?: unknown } | undefined;

/**
 * The brand from the root loader's site configuration, read here rather than through lib/route-meta,
 * whose page texts would add to these pages' first JavaScript (issue 29's budget).
 */
const brandOf = (matches: readonly Match[]) =>
  (matches.find((m) => m?.id === "root")?.loaderData as { site?: PublicSiteConfig } | undefined)?.site
    ?.brandName ?? "";

export const classAlertMeta =
  (title: string) =>
  ({ matches }: { matches: readonly Match[] }): MetaDescriptor[] => [
    { title: `${title} | ${brandOf(matches)}` },
    { name: "robots", content: "noindex" },
  ];
