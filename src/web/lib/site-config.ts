import type { PublicSiteConfig } from "../../shared/site-config";

/**
 * The server embeds the public configuration in every page (see src/server/plugins/web.ts); the
 * members' links are not in it (lib/members-links.ts asks for them). On the
 * server, which renders a portal page's first view with these modules (src/web/first-view.tsx),
 * the object starts empty and is filled with the configuration of the moment before each render.
 */
function readSiteConfig(): PublicSiteConfig {
  if (typeof document === "undefined") return {} as PublicSiteConfig;
  const el = document.getElementById("site-config");
  if (!el?.textContent) throw new Error("The page is missing its site configuration.");
  return JSON.parse(el.textContent) as PublicSiteConfig;
}

export const site: PublicSiteConfig = readSiteConfig();
