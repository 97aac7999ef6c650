/**
 * The site's public configuration of the moment, from the root route's loader (app/root.tsx): the server
 * reads it per request (the admin edits its links). The members' links are not in it
 * (lib/members-links.ts asks for them).
 */
import { createContext, createElement, type ReactNode, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { PublicSiteConfig } from "../../src/shared/site-config";

const SiteContext = createContext<PublicSiteConfig | null>(null);

/** Provides the root loader's configuration to every screen (the root route renders it). */
export function SiteProvider({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData("root") as { site: PublicSiteConfig } | undefined;
  if (!data) throw new Error("The root route's loader gave no site configuration.");
  // TEMPORARY (issue 29): the screens still read the module's `site`; they move to useSite().
  Object.assign(site, data.site);
  return createElement(SiteContext.Provider, { value: data.site }, children);
}

/** The site's public configuration. */
export function useSite(): PublicSiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() is used outside the root route.");
  return site;
}

/** TEMPORARY (issue 29): filled by SiteProvider until every screen reads useSite(). */
export const site = {} as PublicSiteConfig;
