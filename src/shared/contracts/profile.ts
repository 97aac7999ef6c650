/**
 * The owner's and the admin's profile (spec portal §2 Profile form and Edit Profile, §3, §5, §7, §8;
 * docs/product.md "Accounts, statuses and ownership of fields", "Portal details" → Profile):
 *
 *   GET  /api/trainer-profile/{trainerId}     ownerProfile   the owner or an admin (others 403)
 *   POST /api/trainer-profile/{trainerId}     profileSave → ownerProfile (last save wins)
 *   GET  /api/trainer-profile-edit?email=     profileEditView (the caller's own e-mail, or any for the admin)
 *   PUT  /api/trainer-profile-edit[?email=]   profileEdit → profileEditView (userEmail ignored)
 *
 * Save bodies are stripped: an unknown field is dropped, never stored. Owner-only fields
 * (OWNER_ONLY_FIELDS in the trainers store: displayName, city, state, displayLocation, the
 * certification dates, featuredTrainer) may be present in a trainer's body and are ignored; an
 * admin's save sets them. The login e-mail, status and slug are not part of any save body here (the
 * admin console changes them). The picture is set and removed only by the picture calls (a typed URL
 * would skip the content check): in a save body `profilePicture: null` removes the current picture
 * (and its files); any other value is ignored.
 */
import { z } from "zod";
import { trainerStatus } from "./auth";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

export const PROFILE_TEXT = {
  // §5 validation
  nameTooShort: "Name must be at least 2 characters",
  invalidEmail: "Please enter a valid email",
  invalidUrl: "Please enter a valid URL (starting with http:// or https://)",
  bioTooLong: "Bio must be 350 characters or fewer.",
  tooLong: (max: number) => `Must be ${max} characters or fewer.`,
  tooMany: (max: number) => `At most ${max} entries.`,
  invalidDate: "Please enter a date as YYYY-MM-DD",
  invalidTimeZone: "Please choose a valid time zone",
  invalidYears: "Years of experience must be a whole number from 0 to 80",
  invalidExperienceLevel: "Please choose one of the experience levels",
  // §8 profile form
  saveFailedTitle: "Update Failed",
  saveFailed: "There was a problem updating your profile. Please try again.",
  savedTitle: "Profile Updated",
  saved: "Your profile information has been saved successfully.",
  // §8 Edit Profile
  fetchFailed: "Failed to fetch profile",
  editFailed: "Failed to update profile. Please try again.",
  uploadFailedTitle: "Upload Failed",
  uploadFailed: "Failed to upload image. Please try again.",
  invalidFileType: "Invalid File Type",
  fileTooLarge: "File Too Large",
  // server answers
  notFound: "No trainer profile has this id.",
  notFoundEmail: "No trainer profile has this e-mail.",
  // notes shown on both screens
  ownerOnlyNote:
    "Display name, location and certification status can be changed only by contacting the product owner by email.",
  goesLive: "Changes go live on the Find Trainer page.",
  bioHint: "350 characters max",
} as const;

/** Limits the form and the server share (docs/product.md: public bio 350). */
export const PROFILE_LIMITS = {
  bio: 350,
  /** The warning colour on the counter starts above this. */
  bioWarn: 300,
  name: 120,
  short: 120,
  text: 500,
  notes: 2000,
  url: 500,
  listItems: 20,
  listItem: 60,
  otherSocial: 10,
  pictureBytes: 5 * 1024 * 1024,
} as const;

export const SPECIALIZATION_PRESETS = [
  "Women's Self-Defense",
  "Teen Safety",
  "Campus Safety",
  "Workplace Violence Prevention",
  "Travel Safety",
  "Personal Safety",
] as const;
export const CLASS_TYPE_PRESETS = [
  "Women's Self Defense",
  "Corporate Training",
  "College Campus Safety",
  "Teen Defense",
  "Private Lessons",
  "Senior Safety",
] as const;
export const EXPERIENCE_LEVELS = [
  "New Trainer (1 year)",
  "Experienced (2-3 years)",
  "Veteran (3-5 years)",
  "Master Trainer (5+ years)",
] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/**
 * The spec's experience level a stored or sent value means (issue 31 part 3): one of the four, or an
 * earlier short form ("Veteran", "master trainer", "Experienced Trainer"); null for anything else.
 */
export function experienceLevelOf(value: string | null | undefined): ExperienceLevel | null {
  const text = value?.trim().toLowerCase() ?? "";
  if (!text) return null;
  const exact = EXPERIENCE_LEVELS.find((level) => level.toLowerCase() === text);
  if (exact) return exact;
  if (text.startsWith("new")) return "New Trainer (1 year)";
  if (text.startsWith("experienced")) return "Experienced (2-3 years)";
  if (text.startsWith("veteran")) return "Veteran (3-5 years)";
  if (text.startsWith("master")) return "Master Trainer (5+ years)";
  return null;
}

/** Suggestions only: availability stays free text (docs/product.md "Classes, availability, specialties"). */
export const AVAILABILITY_SUGGESTIONS = [
  "Weekdays",
  "Evenings",
  "Weekends",
  "Evenings & Weekends",
  "Flexible",
  "Contact for Schedule",
] as const;
/** The Certification tab's insurance guidance (the assistant's knowledge quotes it too). */
export const INSURANCE_GUIDANCE =
  "Self-defense specific insurance costs about $129 per occurrence or $500 per year unlimited; general liability plans run $29 to $79 per month.";
export const INSURANCE_PROVIDERS = [
  { value: "next", label: "Next Insurance" },
  { value: "kk", label: "K&K Insurance" },
  { value: "other", label: "Other Provider" },
] as const;

// --- Field rules --------------------------------------------------------------------------------

/** Optional text: trimmed, "" or null clears it, bounded. */
const text = (max: number = PROFILE_LIMITS.short) =>
  z.string().trim().max(max, PROFILE_TEXT.tooLong(max)).nullable().optional();

/** Optional http(s) address: "" or null clears it. */
const url = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.url, PROFILE_TEXT.tooLong(PROFILE_LIMITS.url))
  .refine((v) => v === "" || isHttpUrl(v), PROFILE_TEXT.invalidUrl)
  .nullable()
  .optional();

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && Boolean(u.hostname);
  } catch {
    return false;
  }
}

/** YYYY-MM-DD, or "" / null (no date). */
const day = z
  .string()
  .trim()
  .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), {
    message: PROFILE_TEXT.invalidDate,
  })
  .nullable()
  .optional();

const bio = z.string().max(PROFILE_LIMITS.bio, PROFILE_TEXT.bioTooLong).nullable().optional();

/** Specializations and class types: trimmed, blanks dropped, at most 20 of 60 characters. */
const tagList = z
  .array(z.string().trim().max(PROFILE_LIMITS.listItem, PROFILE_TEXT.tooLong(PROFILE_LIMITS.listItem)))
  .max(PROFILE_LIMITS.listItems, PROFILE_TEXT.tooMany(PROFILE_LIMITS.listItems))
  .transform((list) => [...new Set(list.filter(Boolean))])
  .optional();

export const otherSocial = z.object({
  platform: z.string().trim().max(60, PROFILE_TEXT.tooLong(60)),
  /** An address or a user name. */
  url: z.string().trim().max(PROFILE_LIMITS.url, PROFILE_TEXT.tooLong(PROFILE_LIMITS.url)),
});
export type OtherSocialLink = z.infer<typeof otherSocial>;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeZone = z.string().trim().max(64).refine(isTimeZone, PROFILE_TEXT.invalidTimeZone).optional();
const publicEmail = z
  .string()
  .trim()
  .max(254, PROFILE_TEXT.tooLong(254))
  .refine((v) => v === "" || z.email().safeParse(v).success, PROFILE_TEXT.invalidEmail)
  .nullable()
  .optional();
const flag = z.boolean().optional();

// --- POST /api/trainer-profile/{trainerId} --------------------------------------------------------

export const profileIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The seven tabs' save. Every field is optional: a field left out keeps its stored value; one sent
 * replaces it (last save wins, docs/product.md). "" or null clears a text.
 */
export const profileSave = z
  .object({
    // Personal (the e-mail is read-only: not saved here)
    name: z
      .string()
      .trim()
      .min(2, PROFILE_TEXT.nameTooShort)
      .max(PROFILE_LIMITS.name, PROFILE_TEXT.tooLong(PROFILE_LIMITS.name))
      .optional(),
    phone: text(40),
    website: url,
    address: text(200),
    postalCode: text(20),
    timeZone,
    // owner-only (ignored in a trainer's save)
    displayName: text(PROFILE_LIMITS.name),
    city: text(),
    state: text(60),
    displayLocation: text(),
    trainingDate: day,
    certificationDate: day,
    renewalDate: day,
    featuredTrainer: flag,
    // Social
    instagram: text(PROFILE_LIMITS.url),
    facebook: text(PROFILE_LIMITS.url),
    tiktok: text(PROFILE_LIMITS.url),
    linkedin: text(PROFILE_LIMITS.url),
    twitter: text(PROFILE_LIMITS.url),
    pillar: text(PROFILE_LIMITS.url),
    youtube: text(PROFILE_LIMITS.url),
    otherSocialMedia: z
      .array(otherSocial)
      .max(PROFILE_LIMITS.otherSocial, PROFILE_TEXT.tooMany(PROFILE_LIMITS.otherSocial))
      .transform((list) => list.filter((o) => o.platform || o.url))
      .optional(),
    // Certification
    hasInsurance: flag,
    insuranceProvider: z.enum(["next", "kk", "other"]).nullable().optional().or(z.literal("")),
    insuranceExpiry: day,
    // Business
    hasStripe: flag,
    stripePaymentLink: url,
    hasPaypal: flag,
    paypalPaymentLink: url,
    hasPillar: flag,
    pillarAccountLink: url,
    hasAffiliateLink: flag,
    affiliateLink: url,
    // Materials
    hasCurriculum: flag,
    hasMarketingResources: flag,
    hasWorkbooks: flag,
    hasVideoLibrary: flag,
    hasTrainerDrive: flag,
    hasCanva: flag,
    hasMarketingAssets: flag,
    // Community
    inWhatsApp: flag,
    inFacebook: flag,
    communityNotes: text(PROFILE_LIMITS.notes),
    notes: text(PROFILE_LIMITS.notes),
    // Public Profile
    publiclyListed: flag,
    showFullName: flag,
    showEmail: flag,
    showPhone: flag,
    showCity: flag,
    showState: flag,
    showBio: flag,
    showWebsite: flag,
    showSocialMedia: flag,
    /** null removes the picture; any other value is ignored (pictures are uploaded, never typed). */
    profilePicture: z.string().max(PROFILE_LIMITS.url).nullable().optional(),
    bio,
    publicBio: bio,
    specializations: tagList,
    classTypes: tagList,
    availabilityDescription: text(),
    displayContact: text(),
    publicPhone: text(40),
    publicEmail,
    yearsExperience: z.coerce
      .number({ message: PROFILE_TEXT.invalidYears })
      .int(PROFILE_TEXT.invalidYears)
      .min(0, PROFILE_TEXT.invalidYears)
      .max(80, PROFILE_TEXT.invalidYears)
      .optional(),
    // One of the spec's four (an earlier short form is read as its level); "" or null clears it.
    experienceLevel: z
      .string()
      .trim()
      .max(60, PROFILE_TEXT.tooLong(60))
      .nullable()
      .optional()
      .transform((value, ctx) => {
        if (!value) return value;
        const level = experienceLevelOf(value);
        if (!level) ctx.addIssue({ code: "custom", message: PROFILE_TEXT.invalidExperienceLevel });
        return level ?? value;
      }),
    experienceDescription: text(PROFILE_LIMITS.text),
    websitePublic: url,
    publicSocialMedia: text(PROFILE_LIMITS.text),
  })
  .strip();
export type ProfileSave = z.infer<typeof profileSave>;
export type ProfileSaveInput = z.input<typeof profileSave>;

// --- GET /api/trainer-profile/{trainerId} ---------------------------------------------------------

/** A class as the profile form shows it: read-only, with a link to Manage Classes. */
export const profileClass = z.object({
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD, in the trainer's time zone. */
  date: z.string(),
  /** "6:00 PM - 8:00 PM". */
  time: z.string(),
  /** HH:MM and the class's zone: the live preview draws the class as the public page does (its zone note). */
  startTime: z.string(),
  timeZone: z.string(),
  location: z.string(),
  /** "$75", or "Free" for 0. */
  price: z.string(),
  paymentLink: z.string().nullable(),
});
export type ProfileClass = z.infer<typeof profileClass>;

const str = z.string().nullable();

export const ownerProfile = z.object({
  id: z.number(),
  /** The account's full name. */
  name: z.string(),
  /** The login e-mail, read-only (only the admin changes it). */
  email: z.string(),
  status: trainerStatus,
  slug: z.string(),
  timeZone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: str,
  phone: str,
  address: str,
  city: str,
  state: str,
  postalCode: str,
  website: str,
  bio: str,
  publicBio: str,
  notes: str,
  /** A URL the browser can show, or null (placeholder). */
  profilePicture: str,
  instagram: str,
  facebook: str,
  tiktok: str,
  linkedin: str,
  twitter: str,
  pillar: str,
  youtube: str,
  otherSocialMedia: z.array(otherSocial),
  trainingDate: str,
  certificationDate: str,
  renewalDate: str,
  hasInsurance: z.boolean(),
  insuranceProvider: str,
  insuranceExpiry: str,
  hasStripe: z.boolean(),
  stripePaymentLink: str,
  hasPaypal: z.boolean(),
  paypalPaymentLink: str,
  hasPillar: z.boolean(),
  pillarAccountLink: str,
  hasAffiliateLink: z.boolean(),
  affiliateLink: str,
  hasCurriculum: z.boolean(),
  hasMarketingResources: z.boolean(),
  hasWorkbooks: z.boolean(),
  hasVideoLibrary: z.boolean(),
  hasTrainerDrive: z.boolean(),
  hasCanva: z.boolean(),
  hasMarketingAssets: z.boolean(),
  inWhatsApp: z.boolean(),
  inFacebook: z.boolean(),
  communityNotes: str,
  publiclyListed: z.boolean(),
  featuredTrainer: z.boolean(),
  showFullName: z.boolean(),
  showEmail: z.boolean(),
  showPhone: z.boolean(),
  showCity: z.boolean(),
  showState: z.boolean(),
  showBio: z.boolean(),
  showWebsite: z.boolean(),
  showSocialMedia: z.boolean(),
  displayLocation: str,
  availabilityDescription: str,
  displayContact: str,
  publicPhone: str,
  publicEmail: str,
  specializations: z.array(z.string()),
  classTypes: z.array(z.string()),
  yearsExperience: z.number(),
  experienceLevel: str,
  experienceDescription: str,
  testimonials: z.array(z.string()),
  websitePublic: str,
  publicSocialMedia: str,
  /** ISO time of the last save. */
  updatedAt: z.string(),
  /** The trainer's classes from today on, read-only (a profile save never changes classes). */
  upcomingClasses: z.array(profileClass),
  /** The class list's version: the spec's whole-list save (POST /api/trainer-profile) sends it back. */
  classesVersion: z.number(),
  /** Which fields this caller may not change (the form shows them read-only with the contact note). */
  readOnlyFields: z.array(z.string()),
});
export type OwnerProfile = z.infer<typeof ownerProfile>;

// --- /api/trainer-profile-edit --------------------------------------------------------------------

export const profileEditQuery = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: PROFILE_TEXT.invalidEmail }).max(254)),
});

export const profileEditView = z.object({
  id: z.number(),
  /** Read-only: which e-mail is edited, and the name. */
  email: z.string(),
  name: z.string(),
  publicBio: str,
  instagram: str,
  facebook: str,
  tiktok: str,
  youtube: str,
  website: str,
  twitter: str,
  /** A URL the browser can show, or null (placeholder). */
  profilePicture: str,
});
export type ProfileEditView = z.infer<typeof profileEditView>;

/**
 * PUT /api/trainer-profile-edit[?email=]. `userEmail` is accepted as the spec sends it and ignored: the
 * session decides. Without `?email=` the caller's own profile is edited; with it, the same rule as the
 * GET (the caller's own e-mail, or any for an admin; another is 403). The picture is the upload call's.
 */
export const profileEdit = z
  .object({
    userEmail: z.string().trim().toLowerCase().max(254).optional(),
    publicBio: bio,
    instagram: text(PROFILE_LIMITS.url),
    facebook: text(PROFILE_LIMITS.url),
    tiktok: text(PROFILE_LIMITS.url),
    youtube: text(PROFILE_LIMITS.url),
    twitter: text(PROFILE_LIMITS.url),
    website: url,
  })
  .strip();
export type ProfileEdit = z.infer<typeof profileEdit>;
export type ProfileEditInput = z.input<typeof profileEdit>;

/**
 * The owner's and the admin's profile calls, in the portal audience. The id is digits only (a slug never
 * is), so the public /api/trainer-profile/{slug} (publicTrainerEndpoints.bySlug) is a route of its own.
 */
export const profileEndpoints = {
  /** The full profile by e-mail: the spec's class screens read it (own, or any for an admin). */
  byEmail: defineEndpoint({
    method: "GET",
    path: "/api/trainer-profile",
    audience: "portal",
    query: profileEditQuery.partial(),
    responses: { 200: ownerProfile, ...errorResponses(403, 404) },
  }),
  /** The full profile, for its owner or an admin (others 403). */
  get: defineEndpoint({
    method: "GET",
    path: "/api/trainer-profile/:id(^\\d+$)",
    audience: "portal",
    params: profileIdParams,
    responses: { 200: ownerProfile, ...errorResponses(403, 404) },
  }),
  /** The seven tabs' save; answers the saved profile. */
  save: defineEndpoint({
    method: "POST",
    path: "/api/trainer-profile/:id(^\\d+$)",
    audience: "portal",
    params: profileIdParams,
    body: profileSave,
    responses: { 200: ownerProfile, ...errorResponses(400, 403, 404) },
  }),
  /** Edit Profile's fields (own e-mail, or any for an admin). */
  editView: defineEndpoint({
    method: "GET",
    path: "/api/trainer-profile-edit",
    audience: "portal",
    query: profileEditQuery,
    responses: { 200: profileEditView, ...errorResponses(403, 404) },
  }),
  /** Edit Profile's save (the body's userEmail is ignored). */
  edit: defineEndpoint({
    method: "PUT",
    path: "/api/trainer-profile-edit",
    audience: "portal",
    query: profileEditQuery.partial(),
    body: profileEdit,
    responses: { 200: profileEditView, ...errorResponses(400, 403, 404) },
  }),
};
