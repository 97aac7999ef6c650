import { describe, expect, it } from "vitest";
import type { PublicClass, PublicTrainer } from "../../src/shared/contracts/public-trainers";
import {
  classMeta,
  classNotFoundTitle,
  classTags,
  longDate,
  profileTags,
  titleTags,
  trainerNotFoundTitle,
} from "../../src/shared/seo/head";
import { personJsonLd } from "../../src/shared/seo/json-ld";
import { PAGE_TEXTS } from "../../src/shared/seo/page-texts";

const site = { publicUrl: "https://trainers.example", brandName: "Soul Punch" };

const lesson: PublicClass = {
  id: "c1",
  title: "Basic Self-Defense",
  date: "2027-01-14",
  time: "6:00 PM - 8:00 PM",
  startTime: "18:00:00",
  endTime: "20:00:00",
  timeZone: "America/Chicago",
  location: "Tulsa, OK",
  price: "$75",
  priceCents: 7500,
  paymentLink: null,
  capacity: null,
  spotsLeft: null,
  type: null,
  level: null,
  tags: [],
  address: null,
};

const dana: PublicTrainer = {
  id: 1,
  name: "Dana Whitfield",
  displayName: "Dana",
  firstName: "Dana",
  lastName: "Whitfield",
  city: "Tulsa",
  state: "OK",
  country: "United States",
  profilePicture: "/demo/avatars/dana.webp",
  displayLocation: "Tulsa, OK",
  publicBio: "Practical self-defense for women.",
  experienceDescription: "",
  availabilityDescription: "",
  instagram: null,
  facebook: null,
  tiktok: null,
  youtube: null,
  website: null,
  affiliateLink: null,
  classTypes: ["Women's Self Defense"],
  specializations: [],
  upcomingClasses: [lesson],
  featuredTrainer: false,
  status: "hq",
  customUrlSlug: "dana-whitfield",
  email: null,
  showEmail: false,
  phone: null,
  showPhone: false,
  lat: null,
  lng: null,
};

/** The tags as name → content, the way a crawler looks them up. */
function byName(tags: ReturnType<typeof profileTags>) {
  const out: Record<string, unknown> = {};
  for (const tag of tags) {
    if ("title" in tag) out.title = tag.title;
    else if ("property" in tag) out[tag.property] = tag.content;
    else if ("name" in tag) out[tag.name] = tag.content;
    else if ("tagName" in tag) out[tag.rel] = tag.href;
    else out.jsonLd = tag["script:ld+json"];
  }
  return out;
}

describe("a profile's head", () => {
  it("gives the title, description, canonical slug address, Open Graph, Twitter and a Person", () => {
    const tags = byName(profileTags(site, dana));
    expect(tags).toMatchObject({
      title: "Dana - Soul Punch Trainer",
      description: "Practical self-defense for women.",
      canonical: "https://trainers.example/dana-whitfield",
      "og:type": "profile",
      "og:title": "Dana - Soul Punch Trainer",
      "og:url": "https://trainers.example/dana-whitfield",
      "og:image": "https://trainers.example/demo/avatars/dana.webp",
      "twitter:card": "summary",
      "twitter:image": "https://trainers.example/demo/avatars/dana.webp",
    });
    expect(tags.jsonLd).toEqual(personJsonLd(site, dana));
  });

  it("leaves out the picture tags when the trainer has no picture", () => {
    const tags = byName(profileTags(site, { ...dana, profilePicture: null }));
    expect(tags["og:image"]).toBeUndefined();
    expect(tags["twitter:image"]).toBeUndefined();
  });
});

describe("a class page's head", () => {
  const detail = { class: lesson, trainer: dana, past: false };

  it("names the class, its trainer, its date written out, time, place and price", () => {
    expect(classMeta(detail, "Soul Punch")).toEqual({
      title: "Basic Self-Defense with Dana | Soul Punch",
      description: "Thursday, January 14, 2027, 6:00 PM - 8:00 PM, Tulsa, OK. $75.",
    });
  });

  it("carries an Event with the zone's offset on its date and the class address as canonical", () => {
    const tags = byName(classTags(site, detail));
    expect(tags.canonical).toBe("https://trainers.example/public/class/c1");
    expect(tags["og:type"]).toBe("website");
    expect(tags.jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      startDate: "2027-01-14T18:00:00-06:00",
      offers: { price: "75.00", priceCurrency: "USD" },
    });
  });

  it("writes a calendar date the same in every time zone", () => {
    expect(longDate("2026-12-05")).toBe("Saturday, December 5, 2026");
  });
});

describe("the other pages' texts", () => {
  it("give the 404 titles and each screen's title and description with the brand", () => {
    expect(trainerNotFoundTitle("Soul Punch")).toBe("Trainer Not Found | Soul Punch");
    expect(classNotFoundTitle("Soul Punch")).toBe("Class Not Found | Soul Punch");
    expect(PAGE_TEXTS.findClasses("Soul Punch").title).toBe("Find Self-Defense Classes | Soul Punch");
    expect(PAGE_TEXTS.certificationTerms("Soul Punch").title).toBe(
      "Terms and Conditions | Soul Punch Trainer Certification",
    );
    expect(titleTags("Support | Soul Punch")).toEqual([{ title: "Support | Soul Punch" }]);
  });
});
