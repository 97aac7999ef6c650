/**
 * The six welcome links of onboarding (spec: trainer portal, screen 6; decisions "Onboarding flow"): the
 * cards of /onboarding/welcome, each marked "Visited" after a click, and six steps of the onboarding
 * checklist. The ids are what `applicants.welcomeLinksVisited` stores; each address is a members' link
 * (site-config.ts: served by GET /api/members/links, never embedded in a page), configured with a
 * placeholder default. The video library is Quick Ref's, not a welcome card.
 */
import type { MembersLinks } from "./site-config";

export const WELCOME_LINKS = [
  { id: "curriculum", label: "Curriculum portal", urlSetting: "curriculumPortalUrl" },
  { id: "affiliate", label: "Affiliate registration", urlSetting: "affiliateRegistrationUrl" },
  { id: "drive", label: "Shared drive", urlSetting: "sharedDriveUrl" },
  { id: "whatsapp", label: "WhatsApp group", urlSetting: "whatsAppGroupUrl" },
  { id: "facebook", label: "Facebook community", urlSetting: "facebookCommunityUrl" },
  { id: "onboarding-call", label: "Book your onboarding call", urlSetting: "checkInUrl" },
] as const satisfies readonly { id: string; label: string; urlSetting: keyof MembersLinks }[];

export type WelcomeLinkId = (typeof WELCOME_LINKS)[number]["id"];

export const WELCOME_LINK_IDS: readonly WelcomeLinkId[] = WELCOME_LINKS.map((link) => link.id);
