/**
 * A trainer's profile as the console shows it: the fields grouped in sections, each with a label people
 * read ("Insured", "In the WhatsApp group") and its value formatted for them: dates with date-fns,
 * booleans as Yes or No, lists joined, years of experience as years. Fields the page shows elsewhere
 * (the display name, the map point and the certification dates are the account's; the insurance goes
 * with the certification) and bookkeeping (the defaulted-location flag) are not repeated here; a field
 * not listed here is not shown (a new column gets its label here first, never a raw key).
 */
import { day } from "./format";

type Kind = "text" | "long" | "date" | "yesNo" | "list" | "years" | "links";
type Field = { key: string; label: string; kind?: Kind };
export type ProfileSection = { title: string; fields: Field[] };

export const PROFILE_SECTIONS: ProfileSection[] = [
  {
    title: "Name and contact",
    fields: [
      { key: "firstName", label: "First name" },
      { key: "lastName", label: "Last name" },
      { key: "phone", label: "Phone" },
      { key: "address", label: "Street address" },
      { key: "city", label: "City" },
      { key: "state", label: "State" },
      { key: "postalCode", label: "ZIP code" },
      { key: "website", label: "Website" },
    ],
  },
  {
    title: "About",
    fields: [
      { key: "bio", label: "Bio", kind: "long" },
      { key: "publicBio", label: "Directory bio", kind: "long" },
      { key: "yearsExperience", label: "Experience", kind: "years" },
      { key: "experienceLevel", label: "Experience level" },
      { key: "experienceDescription", label: "About their experience", kind: "long" },
      { key: "specializations", label: "Specializations", kind: "list" },
      { key: "classTypes", label: "Class types", kind: "list" },
      { key: "availabilityDescription", label: "Availability", kind: "long" },
      { key: "testimonials", label: "Testimonials", kind: "list" },
      { key: "notes", label: "Notes", kind: "long" },
    ],
  },
  {
    title: "Payments and business",
    fields: [
      { key: "hasStripe", label: "Takes payments with Stripe", kind: "yesNo" },
      { key: "stripePaymentLink", label: "Stripe payment link" },
      { key: "hasPaypal", label: "Takes payments with PayPal", kind: "yesNo" },
      { key: "paypalPaymentLink", label: "PayPal payment link" },
      { key: "hasPillar", label: "Has a Pillar account", kind: "yesNo" },
      { key: "pillarAccountLink", label: "Pillar account link" },
      { key: "hasAffiliateLink", label: "Has an affiliate link", kind: "yesNo" },
      { key: "affiliateLink", label: "Affiliate link" },
    ],
  },
  {
    title: "Materials",
    fields: [
      { key: "hasCurriculum", label: "Curriculum", kind: "yesNo" },
      { key: "hasMarketingResources", label: "Marketing resources", kind: "yesNo" },
      { key: "hasWorkbooks", label: "Workbooks", kind: "yesNo" },
      { key: "hasVideoLibrary", label: "Video library", kind: "yesNo" },
      { key: "hasTrainerDrive", label: "Trainer drive", kind: "yesNo" },
      { key: "hasCanva", label: "Canva", kind: "yesNo" },
      { key: "hasMarketingAssets", label: "Marketing assets", kind: "yesNo" },
    ],
  },
  {
    title: "Community",
    fields: [
      { key: "inWhatsApp", label: "In the WhatsApp group", kind: "yesNo" },
      { key: "inFacebook", label: "In the Facebook community", kind: "yesNo" },
      { key: "communityNotes", label: "Community notes", kind: "long" },
    ],
  },
  {
    title: "Public listing",
    fields: [
      { key: "publiclyListed", label: "Listed in the directory", kind: "yesNo" },
      { key: "featuredTrainer", label: "Featured", kind: "yesNo" },
      { key: "displayLocation", label: "Public location" },
      { key: "displayContact", label: "How to contact them" },
      { key: "publicEmail", label: "Public e-mail" },
      { key: "publicPhone", label: "Public phone" },
      { key: "websitePublic", label: "Public website" },
      { key: "publicSocialMedia", label: "Public social media" },
      { key: "showFullName", label: "Shows their full name", kind: "yesNo" },
      { key: "showEmail", label: "Shows their e-mail", kind: "yesNo" },
      { key: "showPhone", label: "Shows their phone", kind: "yesNo" },
      { key: "showCity", label: "Shows their city", kind: "yesNo" },
      { key: "showState", label: "Shows their state", kind: "yesNo" },
      { key: "showBio", label: "Shows their bio", kind: "yesNo" },
      { key: "showWebsite", label: "Shows their website", kind: "yesNo" },
      { key: "showSocialMedia", label: "Shows their social media", kind: "yesNo" },
    ],
  },
  {
    title: "Social media",
    fields: [
      { key: "instagram", label: "Instagram" },
      { key: "facebook", label: "Facebook" },
      { key: "tiktok", label: "TikTok" },
      { key: "linkedin", label: "LinkedIn" },
      { key: "twitter", label: "X (Twitter)" },
      { key: "youtube", label: "YouTube" },
      { key: "pillar", label: "Pillar" },
      { key: "otherSocialMedia", label: "Other", kind: "links" },
    ],
  },
];

/** The insurance, shown under "Certification and renewal" with the owner-only dates (trainer-certification.tsx). */
export const INSURANCE_FIELDS: Field[] = [
  { key: "hasInsurance", label: "Insured", kind: "yesNo" },
  { key: "insuranceProvider", label: "Insurance provider" },
  { key: "insuranceExpiry", label: "Insurance ends on", kind: "date" },
];

const NOT_GIVEN = "Not given";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** A profile value as people read it. */
export function profileValue(value: unknown, kind: Kind = "text"): string {
  if (value === null || value === undefined || value === "") return NOT_GIVEN;
  switch (kind) {
    case "yesNo":
      return value === true ? "Yes" : "No";
    case "date":
      return typeof value === "string" ? day(value) : NOT_GIVEN;
    case "years": {
      const years = Number(value);
      if (!Number.isFinite(years) || years <= 0) return NOT_GIVEN;
      return years === 1 ? "1 year" : `${years} years`;
    }
    case "list":
      return Array.isArray(value) && value.length > 0 ? value.map(String).join(", ") : NOT_GIVEN;
    case "links": {
      const links = Array.isArray(value) ? value.filter(isRecord) : [];
      if (links.length === 0) return NOT_GIVEN;
      return links.map((l) => [l.platform, l.url].filter(Boolean).join(": ")).join("\n");
    }
    default:
      return String(value);
  }
}
