/** schema.org JSON-LD for crawlers: a trainer as a Person, each class as an Event with real times. */
import type { PublicClass, PublicTrainer } from "../contracts/public-trainers";
import { socialLinks } from "../social-links";
import { isoInZone } from "../time-zones";

export type SiteUrls = { publicUrl: string; brandName: string };

export const profileUrl = (site: SiteUrls, t: PublicTrainer) =>
  `${site.publicUrl}/${encodeURIComponent(t.customUrlSlug)}`;
export const classUrl = (site: SiteUrls, c: PublicClass) => `${site.publicUrl}/public/class/${c.id}`;
/** Crawlers and link previews need an absolute address; our own pictures are stored as paths. */
export const absoluteUrl = (site: SiteUrls, url: string) =>
  url.startsWith("/") ? `${site.publicUrl}${url}` : url;

function personRef(site: SiteUrls, t: PublicTrainer) {
  return { "@type": "Person", name: t.displayName, url: profileUrl(site, t) };
}

export function eventJsonLd(site: SiteUrls, c: PublicClass, t: PublicTrainer) {
  const url = classUrl(site, c);
  return {
    "@type": "Event",
    name: c.title,
    url,
    startDate: isoInZone(c.date, c.startTime, c.timeZone),
    endDate: isoInZone(c.date, c.endTime, c.timeZone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: c.location, address: c.address ?? c.location },
    organizer: personRef(site, t),
    performer: personRef(site, t),
    ...(c.priceCents > 0
      ? {
          offers: {
            "@type": "Offer",
            price: (c.priceCents / 100).toFixed(2),
            priceCurrency: "USD",
            url: c.paymentLink ?? url,
            availability: "https://schema.org/InStock",
          },
        }
      : { isAccessibleForFree: c.priceCents === 0 }),
  };
}

export function personJsonLd(site: SiteUrls, t: PublicTrainer) {
  const sameAs = socialLinks(t).map((l) => l.href);
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: t.displayName,
    jobTitle: `Certified ${site.brandName} Trainer`,
    description: t.publicBio,
    url: profileUrl(site, t),
    ...(t.profilePicture ? { image: absoluteUrl(site, t.profilePicture) } : {}),
    address: {
      "@type": "PostalAddress",
      addressLocality: t.city,
      addressRegion: t.state,
      addressCountry: t.country === "Canada" ? "CA" : "US",
    },
    knowsAbout: t.classTypes,
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(t.upcomingClasses.length > 0 ? { event: t.upcomingClasses.map((c) => eventJsonLd(site, c, t)) } : {}),
  };
}
