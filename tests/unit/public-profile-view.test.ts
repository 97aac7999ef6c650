import { describe, expect, it } from "vitest";
import {
  type PublicFormValues,
  type PublicOwnerFields,
  type PublicProfileSource,
  publicProfileFromForm,
  publicTrainerOf,
} from "../../src/shared/public-profile-view";

const BRAND = "Soul Punch";

/** A stored row with nothing filled in but the account. */
const bare: PublicProfileSource = {
  id: 7,
  name: "Dana Whitfield",
  accountEmail: "dana@example.com",
  status: "certified",
  slug: "dana-whitfield",
  firstName: "",
  lastName: "",
  displayName: null,
  city: null,
  state: null,
  profilePicture: null,
  displayLocation: null,
  publicBio: null,
  showBio: true,
  experienceDescription: null,
  availabilityDescription: null,
  instagram: null,
  facebook: null,
  tiktok: null,
  youtube: null,
  showSocialMedia: true,
  website: null,
  websitePublic: null,
  showWebsite: true,
  hasAffiliateLink: false,
  affiliateLink: null,
  classTypes: null,
  specializations: null,
  featuredTrainer: false,
  showEmail: false,
  publicEmail: null,
  showPhone: false,
  publicPhone: null,
  phone: null,
  latitude: null,
  longitude: null,
};

describe("what the public sees of a trainer (the server's rule)", () => {
  it("fills every default of spec 3.1", () => {
    const t = publicTrainerOf(bare, [], BRAND);
    expect(t.displayName).toBe("Dana");
    expect(t.firstName).toBe("Dana");
    expect(t.lastName).toBe("Whitfield");
    expect(t.publicBio).toBe("Certified Soul Punch Trainer");
    expect(t.experienceDescription).toBe("Certified Trainer");
    expect(t.availabilityDescription).toBe("Contact for availability");
    expect(t.classTypes).toEqual(["Women's Self Defense"]);
    expect(t.country).toBe("United States");
    expect(t.email).toBeNull();
    expect(t.phone).toBeNull();
    expect(publicTrainerOf({ ...bare, name: "" }, [], BRAND).displayName).toBe("Trainer");
  });

  it("shows contact, bio, website and social links only when switched on", () => {
    const row = {
      ...bare,
      publicBio: "Hello.",
      instagram: "@dana",
      website: "https://dana.example",
      websitePublic: " ",
      phone: "555-0100",
      affiliateLink: "https://aff.example",
    };
    const hidden = publicTrainerOf(
      { ...row, showBio: false, showSocialMedia: false, showWebsite: false },
      [],
      BRAND,
    );
    expect([hidden.publicBio, hidden.instagram, hidden.website, hidden.affiliateLink]).toEqual([
      "Certified Soul Punch Trainer",
      null,
      null,
      null,
    ]);
    const shown = publicTrainerOf(
      { ...row, showEmail: true, showPhone: true, hasAffiliateLink: true },
      [],
      BRAND,
    );
    expect(shown.publicBio).toBe("Hello.");
    expect(shown.instagram).toBe("@dana");
    expect(shown.website).toBe("https://dana.example");
    expect(shown.email).toBe("dana@example.com");
    expect(shown.phone).toBe("555-0100");
    expect(shown.affiliateLink).toBe("https://aff.example");
    const own = publicTrainerOf(
      { ...row, showEmail: true, publicEmail: "hi@dana.example", showPhone: true, publicPhone: "555-0199" },
      [],
      BRAND,
    );
    expect([own.email, own.phone]).toEqual(["hi@dana.example", "555-0199"]);
  });

  it("keeps the class types' order, trimmed and without blanks; the place from city and state", () => {
    const t = publicTrainerOf(
      { ...bare, classTypes: [" Teen Defense ", "", "Private Lessons"], city: "Calgary", state: "ab" },
      [],
      BRAND,
    );
    expect(t.classTypes).toEqual(["Teen Defense", "Private Lessons"]);
    expect(t.displayLocation).toBe("Calgary, AB");
    expect(t.country).toBe("Canada");
  });
});

/** The form's values and the loaded profile for the row above with its values filled in. */
const owner: PublicOwnerFields = {
  id: 7,
  name: "Dana Whitfield",
  email: "dana@example.com",
  status: "certified",
  slug: "dana-whitfield",
  firstName: "Dana",
  lastName: "Whitfield",
  displayName: "Coach Dana",
  city: "Tulsa",
  state: "OK",
  displayLocation: null,
  showBio: true,
  showSocialMedia: true,
  showWebsite: true,
  featuredTrainer: false,
  upcomingClasses: [
    {
      id: "c1",
      title: " ",
      date: "2030-05-01",
      time: "6:00 PM - 8:00 PM",
      startTime: "18:00",
      timeZone: "America/Chicago",
      location: "Tulsa, OK",
      price: "Free",
      paymentLink: "",
    },
  ],
};
const values: PublicFormValues = {
  name: "Dana Whitfield",
  phone: "555-0100",
  website: "",
  instagram: "@dana",
  facebook: "",
  tiktok: "",
  youtube: "",
  hasAffiliateLink: false,
  affiliateLink: "https://aff.example",
  showEmail: true,
  showPhone: false,
  publicEmail: "",
  publicPhone: "",
  publicBio: "Practical self-defense.",
  classTypes: ["Teen Defense"],
  specializations: ["Teen Safety"],
  availabilityDescription: "Evenings",
  experienceDescription: "",
  websitePublic: "https://dana.example",
};

describe("the live preview's data: the form's values through the same rule", () => {
  it("equals what the server builds once the values are saved", () => {
    const stored: PublicProfileSource = {
      ...bare,
      firstName: "Dana",
      lastName: "Whitfield",
      displayName: "Coach Dana",
      city: "Tulsa",
      state: "OK",
      profilePicture: "/uploads/pictures/a.webp",
      publicBio: "Practical self-defense.",
      availabilityDescription: "Evenings",
      instagram: "@dana",
      websitePublic: "https://dana.example",
      affiliateLink: "https://aff.example",
      classTypes: ["Teen Defense"],
      specializations: ["Teen Safety"],
      showEmail: true,
      phone: "555-0100",
    };
    const preview = publicProfileFromForm(values, owner, "/uploads/pictures/a.webp", BRAND);
    const { upcomingClasses: _a, ...page } = publicTrainerOf(stored, [], BRAND);
    const { upcomingClasses, ...rest } = preview;
    expect(rest).toEqual(page);
    // The classes as the public page draws them: the default title, no empty registration link.
    expect(upcomingClasses).toEqual([
      { ...owner.upcomingClasses[0], title: "2-Hour Basic Self-Defense Class", paymentLink: null },
    ]);
  });

  it("follows unsaved edits at once: the bio, the names, the contact switches", () => {
    const edited = publicProfileFromForm(
      { ...values, name: "Danielle Whit", publicBio: "  ", showEmail: false, showPhone: true },
      { ...owner, displayName: null },
      null,
      BRAND,
    );
    expect(edited.displayName).toBe("Danielle");
    expect(edited.firstName).toBe("Danielle");
    expect(edited.publicBio).toBe("Certified Soul Punch Trainer");
    expect(edited.email).toBeNull();
    expect(edited.phone).toBe("555-0100");
    expect(edited.profilePicture).toBeNull();
  });

  it("takes the owner-only fields from the loaded profile, never from the form", () => {
    const t = publicProfileFromForm(values, { ...owner, displayLocation: "Greater Tulsa" }, null, BRAND);
    expect(t.displayName).toBe("Coach Dana");
    expect(t.displayLocation).toBe("Greater Tulsa");
    expect([t.city, t.state]).toEqual(["Tulsa", "OK"]);
  });
});
