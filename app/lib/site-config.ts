/**
 * The site's public configuration of the moment, from the root route's loader (app/root.tsx): the server
 * reads it per request (the admin edits its links). The members' links are not in it
 * (lib/members-links.ts asks for them). Read from the root's loader data, so the root's own error page
 * (rendered outside the root component) has it too.
 */
import { useRouteLoaderData } from "react-router";
import type { PublicSiteConfig } from "../../src/shared/site-config";

/** The site's public configuration. */
export function useSite(): PublicSiteConfig {
  const data = useRouteLoaderData("root") as { site: PublicSiteConfig } | undefined;
  if (!data) throw new Error("The root route's loader gave no site configuration.");
  return data.site;
}
