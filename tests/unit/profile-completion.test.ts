/** The one profile-completion rule (src/shared/profile-completion.ts, spec §5 "Completion percentages"). */
import { describe, expect, it } from "vitest";
import {
  type CompletionProfile,
  PROFILE_SECTIONS,
  profileCompletion,
} from "../../src/shared/profile-completion";

/** Every item of every section done. */
const FULL: CompletionProfile = {
  name: "Kayla Brooks",
  email: "kayla@example.com",
  displayName: "Kayla",
  city: "Phoenix",
  state: "AZ",
  instagram: "https://www.instagram.com/kayla",
  facebook: "https://www.facebook.com/kayla",
  website: "https://kayla.example.com",
  trainingDate: "2025-05-12",
  hasInsurance: true,
  insuranceProvider: "next",
  hasStripe: true,
  stripePaymentLink: "https://pay.example/kayla",
  hasPaypal: true,
  paypalPaymentLink: "https://paypal.me/kayla",
  hasPillar: true,
  pillarAccountLink: "https://pillar.io/kayla",
  hasAffiliateLink: true,
  affiliateLink: "https://shop.example/?ref=KAYLA",
  hasCurriculum: true,
  hasMarketingResources: true,
  hasWorkbooks: true,
  publicBio: "I teach women to get away.",
  specializations: ["Women's Self-Defense"],
};

/** Nothing filled, every flag off. */
const EMPTY: CompletionProfile = {
  name: null,
  email: null,
  displayName: null,
  city: null,
  state: null,
  instagram: null,
  facebook: null,
  website: null,
  trainingDate: null,
  hasInsurance: false,
  insuranceProvider: null,
  hasStripe: false,
  stripePaymentLink: null,
  hasPaypal: false,
  paypalPaymentLink: null,
  hasPillar: false,
  pillarAccountLink: null,
  hasAffiliateLink: false,
  affiliateLink: null,
  hasCurriculum: false,
  hasMarketingResources: false,
  hasWorkbooks: false,
  publicBio: null,
  specializations: [],
};

const section = (id: (typeof PROFILE_SECTIONS)[number]["id"], profile: CompletionProfile) =>
  profileCompletion(profile).sections[id];

describe("profile completion", () => {
  it("names the six sections in the form's order", () => {
    expect(PROFILE_SECTIONS.map((s) => s.label)).toEqual([
      "Personal",
      "Social",
      "Cert",
      "Business",
      "Materials",
      "Public Profile",
    ]);
  });

  it("is 100 everywhere and complete for a full profile", () => {
    expect(profileCompletion(FULL)).toEqual({
      sections: { personal: 100, social: 100, cert: 100, business: 100, materials: 100, publicProfile: 100 },
      overall: 100,
      complete: true,
    });
  });

  it("is 0 everywhere for an empty profile", () => {
    expect(profileCompletion(EMPTY)).toEqual({
      sections: { personal: 0, social: 0, cert: 0, business: 0, materials: 0, publicProfile: 0 },
      overall: 0,
      complete: false,
    });
  });

  it("Personal: name or display name, e-mail, city, state", () => {
    expect(section("personal", { ...EMPTY, name: "Kayla Brooks" })).toBe(25);
    expect(section("personal", { ...EMPTY, displayName: "Kayla" })).toBe(25);
    expect(section("personal", { ...EMPTY, name: "Kayla Brooks", displayName: "Kayla" })).toBe(25);
    expect(section("personal", { ...EMPTY, email: "k@example.com", city: "Phoenix" })).toBe(50);
    expect(section("personal", { ...FULL, state: "  " })).toBe(75);
    expect(section("personal", { ...FULL, name: null })).toBe(100);
  });

  it("Social: instagram, facebook, website (other networks do not count)", () => {
    expect(section("social", { ...EMPTY, instagram: "x" })).toBe(33);
    expect(section("social", { ...EMPTY, instagram: "x", facebook: "y" })).toBe(67);
    expect(section("social", { ...FULL, website: "" })).toBe(67);
    expect(section("social", { ...EMPTY, tiktok: "t" } as CompletionProfile)).toBe(0);
  });

  it("Cert: training date, insurance true, insurance provider", () => {
    expect(section("cert", { ...EMPTY, trainingDate: "2025-05-12" })).toBe(33);
    expect(section("cert", { ...EMPTY, hasInsurance: true })).toBe(33);
    expect(section("cert", { ...EMPTY, hasInsurance: true, insuranceProvider: "kk" })).toBe(67);
    expect(section("cert", { ...FULL, hasInsurance: false })).toBe(67);
  });

  it("Business: each of four counts only when both enabled and with a link", () => {
    // Enabled without a link, or a link without the box: neither counts.
    expect(section("business", { ...EMPTY, hasStripe: true })).toBe(0);
    expect(section("business", { ...EMPTY, stripePaymentLink: "https://pay.example" })).toBe(0);
    expect(section("business", { ...EMPTY, hasStripe: true, stripePaymentLink: " " })).toBe(0);
    expect(section("business", { ...EMPTY, hasStripe: true, stripePaymentLink: "https://pay.example" })).toBe(
      25,
    );
    expect(
      section("business", {
        ...EMPTY,
        hasPaypal: true,
        paypalPaymentLink: "https://paypal.me/k",
        hasAffiliateLink: true,
        affiliateLink: "https://shop.example/?ref=K",
      }),
    ).toBe(50);
    expect(section("business", { ...FULL, hasPillar: false })).toBe(75);
    expect(section("business", { ...FULL, affiliateLink: null })).toBe(75);
  });

  it("Materials: curriculum, marketing resources, workbooks flags true (missing means the default, true)", () => {
    expect(section("materials", { ...EMPTY, hasCurriculum: true })).toBe(33);
    expect(section("materials", { ...FULL, hasWorkbooks: false })).toBe(67);
    const unset = { hasCurriculum: undefined, hasMarketingResources: undefined, hasWorkbooks: null };
    expect(section("materials", { ...EMPTY, ...unset })).toBe(100);
    expect(section("materials", { ...EMPTY, hasVideoLibrary: true } as CompletionProfile)).toBe(0);
  });

  it("Public Profile: display name, public bio, at least one specialization", () => {
    expect(section("publicProfile", { ...EMPTY, displayName: "Kayla" })).toBe(33);
    expect(section("publicProfile", { ...EMPTY, publicBio: "Bio" })).toBe(33);
    expect(section("publicProfile", { ...EMPTY, specializations: ["Teen Safety", "Campus Safety"] })).toBe(
      33,
    );
    expect(section("publicProfile", { ...EMPTY, specializations: ["  "] })).toBe(0);
    expect(section("publicProfile", { ...FULL, specializations: [] })).toBe(67);
    expect(section("publicProfile", { ...FULL, specializations: null })).toBe(67);
  });

  it("overall is the average of the six exact shares, rounded", () => {
    // Business 2 of 4, the rest full: (5 + 0.5) / 6 = 91.67 -> 92, not complete.
    const twoPayments = { ...FULL, hasPaypal: false, hasPillar: false };
    expect(profileCompletion(twoPayments)).toMatchObject({ overall: 92, complete: false });
    // Social 1/3 and Cert 2/3 (shown 33 and 67): (1/3 + 2/3 + 4) / 6 = 83.33 -> 83.
    const mixed = { ...FULL, facebook: null, website: null, insuranceProvider: null };
    expect(profileCompletion(mixed)).toMatchObject({
      sections: { social: 33, cert: 67 },
      overall: 83,
      complete: false,
    });
    // One Personal item only: 0.25 / 6 = 4.17 -> 4.
    expect(profileCompletion({ ...EMPTY, name: "A" }).overall).toBe(4);
    // The smallest shortfall never rounds up to 100.
    expect(profileCompletion({ ...FULL, hasPillar: false })).toMatchObject({ overall: 96, complete: false });
  });

  it("counts fields named in treatAsFilled as filled (owner-only fields in the onboarding checklist)", () => {
    const ownerOnly = ["displayName", "city", "state", "trainingDate", "email"];
    const noOwnerFields = { ...FULL, displayName: null, city: null, state: null, trainingDate: null };
    expect(profileCompletion(noOwnerFields).complete).toBe(false);
    expect(profileCompletion(noOwnerFields, { treatAsFilled: ownerOnly })).toMatchObject({
      overall: 100,
      complete: true,
    });
    // Only the named fields: the trainer's own items still count.
    expect(
      profileCompletion({ ...noOwnerFields, publicBio: null }, { treatAsFilled: ownerOnly }).sections
        .publicProfile,
    ).toBe(67);
  });
});
