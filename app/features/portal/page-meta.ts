/**
 * A portal page's title and description (the route modules' `meta`): "{page} | {brand}" and the
 * site's default description, from the root loader's site configuration.
 */
import type { MetaDescriptor } from "react-router";
import { defaultMeta } from "../../../src/shared/meta";
import { brandOfMatches } from "../../lib/route-meta";

type Match = { id: string; loaderData?: unknown } | undefined;

export function portalMeta(matches: ReadonlyArray<Match>, page: string): MetaDescriptor[] {
  const brand = brandOfMatches(matches);
  return [{ title: `${page} | ${brand}` }, { name: "description", content: defaultMeta(brand).description }];
}
