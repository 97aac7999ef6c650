/**
 * The profile form's values (the seven tabs) and how they come from the loaded profile. Owner-only
 * fields (display name, city, state, public location, the certification dates) are not form values:
 * the form shows them read-only from the loaded profile and never sends them.
 */
import type { OtherSocialLink, OwnerProfile } from "../../../src/shared/contracts/profile";

export type ProfileValues = {
  // Personal
  name: string;
  phone: string;
  website: string;
  address: string;
  postalCode: string;
  timeZone: string;
  // Social
  instagram: string;
  facebook: string;
  tiktok: string;
  linkedin: string;
  twitter: string;
  pillar: string;
  youtube: string;
  otherSocialMedia: OtherSocialLink[];
  // Certification
  hasInsurance: boolean;
  insuranceProvider: "" | "next" | "kk" | "other";
  insuranceExpiry: string;
  // Business
  hasStripe: boolean;
  stripePaymentLink: string;
  hasPaypal: boolean;
  paypalPaymentLink: string;
  hasPillar: boolean;
  pillarAccountLink: string;
  hasAffiliateLink: boolean;
  affiliateLink: string;
  // Materials
  hasCurriculum: boolean;
  hasMarketingResources: boolean;
  hasWorkbooks: boolean;
  hasVideoLibrary: boolean;
  hasTrainerDrive: boolean;
  hasCanva: boolean;
  hasMarketingAssets: boolean;
  // Community
  inWhatsApp: boolean;
  inFacebook: boolean;
  communityNotes: string;
  // Public Profile
  publiclyListed: boolean;
  showEmail: boolean;
  showPhone: boolean;
  publicEmail: string;
  publicPhone: string;
  displayContact: string;
  publicBio: string;
  specializations: string[];
  classTypes: string[];
  availabilityDescription: string;
  experienceLevel: string;
  yearsExperience: string;
  experienceDescription: string;
  websitePublic: string;
  publicSocialMedia: string;
};

const t = (v: string | null | undefined) => v ?? "";

/**
 * The form's values from the loaded profile, with the spec's defaults for gaps (portal §3: public bio =
 * bio, public contact = e-mail; the materials flags come from the server with their defaults).
 */
export function valuesOf(p: OwnerProfile): ProfileValues {
  const provider = p.insuranceProvider;
  return {
    name: p.name,
    phone: t(p.phone),
    website: t(p.website),
    address: t(p.address),
    postalCode: t(p.postalCode),
    timeZone: p.timeZone,
    instagram: t(p.instagram),
    facebook: t(p.facebook),
    tiktok: t(p.tiktok),
    linkedin: t(p.linkedin),
    twitter: t(p.twitter),
    pillar: t(p.pillar),
    youtube: t(p.youtube),
    otherSocialMedia: p.otherSocialMedia.map((o) => ({ platform: o.platform, url: o.url })),
    hasInsurance: p.hasInsurance,
    insuranceProvider: provider === "next" || provider === "kk" || provider === "other" ? provider : "",
    insuranceExpiry: t(p.insuranceExpiry),
    hasStripe: p.hasStripe,
    stripePaymentLink: t(p.stripePaymentLink),
    hasPaypal: p.hasPaypal,
    paypalPaymentLink: t(p.paypalPaymentLink),
    hasPillar: p.hasPillar,
    pillarAccountLink: t(p.pillarAccountLink),
    hasAffiliateLink: p.hasAffiliateLink,
    affiliateLink: t(p.affiliateLink),
    hasCurriculum: p.hasCurriculum,
    hasMarketingResources: p.hasMarketingResources,
    hasWorkbooks: p.hasWorkbooks,
    hasVideoLibrary: p.hasVideoLibrary,
    hasTrainerDrive: p.hasTrainerDrive,
    hasCanva: p.hasCanva,
    hasMarketingAssets: p.hasMarketingAssets,
    inWhatsApp: p.inWhatsApp,
    inFacebook: p.inFacebook,
    communityNotes: t(p.communityNotes),
    publiclyListed: p.publiclyListed,
    showEmail: p.showEmail,
    showPhone: p.showPhone,
    publicEmail: t(p.publicEmail),
    publicPhone: t(p.publicPhone),
    displayContact: p.displayContact || "email",
    publicBio: p.publicBio ?? t(p.bio),
    specializations: [...p.specializations],
    classTypes: [...p.classTypes],
    availabilityDescription: t(p.availabilityDescription),
    experienceLevel: t(p.experienceLevel),
    yearsExperience: String(p.yearsExperience ?? 0),
    experienceDescription: t(p.experienceDescription),
    websitePublic: t(p.websitePublic),
    publicSocialMedia: t(p.publicSocialMedia),
  };
}

/** Which tab holds each field: an error in a hidden tab brings its tab forward. */
export const TAB_OF: Record<keyof ProfileValues, TabId> = {
  name: "personal",
  phone: "personal",
  website: "personal",
  address: "personal",
  postalCode: "personal",
  timeZone: "personal",
  instagram: "social",
  facebook: "social",
  tiktok: "social",
  linkedin: "social",
  twitter: "social",
  pillar: "social",
  youtube: "social",
  otherSocialMedia: "social",
  hasInsurance: "certification",
  insuranceProvider: "certification",
  insuranceExpiry: "certification",
  hasStripe: "business",
  stripePaymentLink: "business",
  hasPaypal: "business",
  paypalPaymentLink: "business",
  hasPillar: "business",
  pillarAccountLink: "business",
  hasAffiliateLink: "business",
  affiliateLink: "business",
  hasCurriculum: "materials",
  hasMarketingResources: "materials",
  hasWorkbooks: "materials",
  hasVideoLibrary: "materials",
  hasTrainerDrive: "materials",
  hasCanva: "materials",
  hasMarketingAssets: "materials",
  inWhatsApp: "community",
  inFacebook: "community",
  communityNotes: "community",
  publiclyListed: "public",
  showEmail: "public",
  showPhone: "public",
  publicEmail: "public",
  publicPhone: "public",
  displayContact: "public",
  publicBio: "public",
  specializations: "public",
  classTypes: "public",
  availabilityDescription: "public",
  experienceLevel: "public",
  yearsExperience: "public",
  experienceDescription: "public",
  websitePublic: "public",
  publicSocialMedia: "public",
};

export const TABS = [
  { id: "personal", label: "Personal" },
  { id: "social", label: "Social" },
  { id: "certification", label: "Certification" },
  { id: "business", label: "Business" },
  { id: "materials", label: "Materials" },
  { id: "public", label: "Public Profile" },
  { id: "community", label: "Community" },
] as const;
export type TabId = (typeof TABS)[number]["id"];
