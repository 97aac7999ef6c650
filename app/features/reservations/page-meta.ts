/** The reservation pages' titles; kept out of search results (each page is one e-mail's link). */
import type { MetaDescriptor } from "react-router";
import type { PublicSiteConfig } from "../../../src/shared/site-config";

type Match = { id: string; loaderData?: unknown } | undefined;

/** The brand from the root loader's site configuration (lib/route-meta's texts would add to first JS). */
const brandOf = (matches: readonly Match[]) =>
  (matches.find((m) => m?.id === "root")?.loaderData as { site?: PublicSiteConfig } | undefined)?.site
    ?.brandName ?? "";

export const reservationMeta =
  (title: string) =>
  ({ matches }: { matches: readonly Match[] }): MetaDescriptor[] => [
    { title: `${title} | ${brandOf(matches)}` },
    { name: "robots", content: "noindex" },
  ];
