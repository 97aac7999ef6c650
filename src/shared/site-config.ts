/**
 * The site's configuration (brand, contact, external links). The server fills it from the environment
 * (src/server/config.ts); every HTML page embeds its public part (PublicSiteConfig) as JSON. The members'
 * links (MEMBERS_LINK_KEYS) are never embedded: GET /api/members/links serves them to signed-in
 * trainers and applicants only (contracts/members.ts).
 */
export type SiteConfig = {
  brandName: string;
  supportEmail: string;
  infoEmail: string;
  trainerLeadEmail: string;
  supportPhone: string;
  zoomThursdayUrl: string;
  zoomSundayUrl: string;
  bookingUrl: string;
  checkInUrl: string;
  checkoutFullUrl: string;
  checkoutFlexUrl: string;
  enrollCheckoutUrl: string;
  defaultAffiliateUrl: string;
  certificationApplyUrl: string;
  mediaKitUrl: string;
  qrGeneratorUrl: string;
  /** The welcome links of onboarding (welcome-links.ts) and Quick Ref's video library. */
  curriculumPortalUrl: string;
  affiliateRegistrationUrl: string;
  sharedDriveUrl: string;
  whatsAppGroupUrl: string;
  facebookCommunityUrl: string;
  videoLibraryUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
  /** Is this a production deployment (hides /test and the development mailbox). */
  production: boolean;
  /** /test is served (outside production, or when explicitly enabled). */
  testPageEnabled: boolean;
};

/**
 * The links only members may see (docs/product.md "Security"): the groups, the drive, the curriculum,
 * the videos, the live Zoom trainings, the check-in booking and the affiliate sign-up. A visitor needs
 * none of them, so none is public.
 */
export const MEMBERS_LINK_KEYS = [
  "curriculumPortalUrl",
  "affiliateRegistrationUrl",
  "sharedDriveUrl",
  "whatsAppGroupUrl",
  "facebookCommunityUrl",
  "videoLibraryUrl",
  "zoomThursdayUrl",
  "zoomSundayUrl",
  "checkInUrl",
] as const satisfies readonly (keyof SiteConfig)[];

export type MembersLinkKey = (typeof MEMBERS_LINK_KEYS)[number];
export type MembersLinks = Pick<SiteConfig, MembersLinkKey>;
/** What every page embeds and the browser's `site` holds. */
export type PublicSiteConfig = Omit<SiteConfig, MembersLinkKey>;

export function publicSiteOf(site: SiteConfig): PublicSiteConfig {
  const members = new Set<string>(MEMBERS_LINK_KEYS);
  return Object.fromEntries(Object.entries(site).filter(([key]) => !members.has(key))) as PublicSiteConfig;
}

export function membersLinksOf(site: SiteConfig): MembersLinks {
  return Object.fromEntries(MEMBERS_LINK_KEYS.map((key) => [key, site[key]])) as MembersLinks;
}
