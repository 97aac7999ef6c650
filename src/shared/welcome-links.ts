/**
 * The six welcome links of onboarding (docs/product.md "Portal details", Onboarding): the cards of
 * /onboarding/welcome, each marked "Visited" after a click, and six steps of the onboarding checklist.
 * The ids are what `applicants.welcomeLinksVisited` stores; each address is configuration
 * (SiteConfig, .env.example) with a placeholder default.
 */
import type { SiteConfig } from "./site-config";

export const WELCOME_LINKS = [
  { id: "curriculum", label: "Curriculum portal", urlSetting: "curriculumPortalUrl" },
  { id: "affiliate", label: "Affiliate registration", urlSetting: "affiliateRegistrationUrl" },
  { id: "drive", label: "Shared drive", urlSetting: "sharedDriveUrl" },
  { id: "whatsapp", label: "WhatsApp group", urlSetting: "whatsAppGroupUrl" },
  { id: "facebook", label: "Facebook community", urlSetting: "facebookCommunityUrl" },
  { id: "video-library", label: "Video library", urlSetting: "videoLibraryUrl" },
] as const satisfies readonly { id: string; label: string; urlSetting: keyof SiteConfig }[];

export type WelcomeLinkId = (typeof WELCOME_LINKS)[number]["id"];

export const WELCOME_LINK_IDS: readonly WelcomeLinkId[] = WELCOME_LINKS.map((link) => link.id);
