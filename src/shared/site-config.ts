/**
 * Public configuration the web app reads (brand, contact, external links). The server fills it from
 * the environment (src/server/config.ts) and embeds it in every HTML page as JSON.
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
  /** The six welcome links of onboarding (welcome-links.ts). */
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
