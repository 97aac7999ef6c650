import type { SiteConfig } from "../../shared/site-config";

/** The server embeds the public configuration in every page (see src/server/plugins/web.ts). */
function readSiteConfig(): SiteConfig {
  const el = typeof document !== "undefined" ? document.getElementById("site-config") : null;
  if (!el?.textContent) throw new Error("The page is missing its site configuration.");
  return JSON.parse(el.textContent) as SiteConfig;
}

export const site: SiteConfig = readSiteConfig();
