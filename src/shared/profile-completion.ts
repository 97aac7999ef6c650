/**
 * The one profile-completion rule (docs/product.md, spec §5 "Completion percentages"), used by the
 * profile form's completion card and by the onboarding checklist's "profile 100%" step.
 *
 *   Personal        4 items filled: name or display name, e-mail, city, state
 *   Social          3: instagram, facebook, website
 *   Cert            3: training date, insurance true, insurance provider
 *   Business        4: Stripe, PayPal, Pillar, affiliate link, each both enabled and with a link
 *   Materials       3 flags true: curriculum, marketing resources, workbooks
 *   Public Profile  3: display name, public bio, at least one specialization
 *   Overall         the average of the six
 *
 * "Filled" means a non-blank text (spaces alone do not count). Materials flags default to true when
 * missing (the spec's defaults), so only an explicit false counts against them.
 *
 * Rounding: each section is Math.round(100 × done / items), a whole number; the overall is
 * Math.round of the average of the six exact shares (not of the rounded figures), so it never reads
 * 100 unless every section is full (the smallest shortfall, one Business item, is 100/24 ≈ 4.2 points).
 * `complete` is exact: every item of every section done.
 */

/** A profile as the rule reads it: the trainer_profiles columns, plus the account's name and e-mail. */
export type CompletionProfile = {
  /** The full name (the account's name, or the form's full name). */
  name?: string | null;
  email?: string | null;
  displayName?: string | null;
  city?: string | null;
  state?: string | null;
  instagram?: string | null;
  facebook?: string | null;
  website?: string | null;
  trainingDate?: string | null;
  hasInsurance?: boolean | null;
  insuranceProvider?: string | null;
  hasStripe?: boolean | null;
  stripePaymentLink?: string | null;
  hasPaypal?: boolean | null;
  paypalPaymentLink?: string | null;
  hasPillar?: boolean | null;
  pillarAccountLink?: string | null;
  hasAffiliateLink?: boolean | null;
  affiliateLink?: string | null;
  hasCurriculum?: boolean | null;
  hasMarketingResources?: boolean | null;
  hasWorkbooks?: boolean | null;
  publicBio?: string | null;
  specializations?: readonly string[] | null;
};

export const PROFILE_SECTIONS = [
  { id: "personal", label: "Personal" },
  { id: "social", label: "Social" },
  { id: "cert", label: "Cert" },
  { id: "business", label: "Business" },
  { id: "materials", label: "Materials" },
  { id: "publicProfile", label: "Public Profile" },
] as const;

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]["id"];

export type ProfileCompletion = {
  /** Each section's whole-number percentage, 0 to 100. */
  sections: Record<ProfileSectionId, number>;
  /** The average of the six sections, rounded to a whole number. */
  overall: number;
  /** Every item of every section done (exact, not from the rounded figures). */
  complete: boolean;
};

export type CompletionOptions = {
  /**
   * Fields that count as filled whatever their value. The onboarding checklist passes the owner-only
   * fields (display name, city, state, training date, e-mail): a trainer cannot fill them, so they
   * cannot hold the trainer below 100% (docs/product.md "Portal details", Onboarding progress).
   */
  treatAsFilled?: readonly string[];
};

const filled = (value: string | null | undefined): boolean =>
  typeof value === "string" && value.trim() !== "";

export function profileCompletion(
  profile: CompletionProfile,
  options: CompletionOptions = {},
): ProfileCompletion {
  const given = new Set(options.treatAsFilled ?? []);
  const text = (field: keyof CompletionProfile) =>
    given.has(field) || filled(profile[field] as string | null);
  const enabledWithLink = (flag: keyof CompletionProfile, link: keyof CompletionProfile) =>
    profile[flag] === true && filled(profile[link] as string | null);
  const flagOn = (flag: keyof CompletionProfile) => profile[flag] !== false;

  const items: Record<ProfileSectionId, boolean[]> = {
    personal: [text("name") || text("displayName"), text("email"), text("city"), text("state")],
    social: [text("instagram"), text("facebook"), text("website")],
    cert: [
      text("trainingDate"),
      given.has("hasInsurance") || profile.hasInsurance === true,
      text("insuranceProvider"),
    ],
    business: [
      enabledWithLink("hasStripe", "stripePaymentLink"),
      enabledWithLink("hasPaypal", "paypalPaymentLink"),
      enabledWithLink("hasPillar", "pillarAccountLink"),
      enabledWithLink("hasAffiliateLink", "affiliateLink"),
    ],
    materials: [flagOn("hasCurriculum"), flagOn("hasMarketingResources"), flagOn("hasWorkbooks")],
    publicProfile: [
      text("displayName"),
      text("publicBio"),
      given.has("specializations") || (profile.specializations ?? []).some((s) => filled(s)),
    ],
  };

  const shares = PROFILE_SECTIONS.map(({ id }) => {
    const list = items[id];
    return list.filter(Boolean).length / list.length;
  });
  const sections = Object.fromEntries(
    PROFILE_SECTIONS.map(({ id }, i) => [id, Math.round(100 * shares[i]!)]),
  ) as Record<ProfileSectionId, number>;
  const average = shares.reduce((sum, share) => sum + share, 0) / shares.length;
  return { sections, overall: Math.round(100 * average), complete: shares.every((share) => share === 1) };
}
