/**
 * The titles and descriptions of the public screens without a crawlable subject of their own (the
 * landing page, the classes screens, the static pages, /qr), word for word as the screens set them.
 * Their route modules' `meta` gives them to the server's HTML and to React Router in the browser.
 */
import { defaultMeta } from "../meta";

export type PageText = { title: string; description: string };

export const PAGE_TEXTS = {
  landing: (brand: string): PageText => ({
    title: `Find Your Self Defense Trainer | ${brand}`,
    description: `Find a certified ${brand} self-defense trainer near you and book a class.`,
  }),
  findClasses: (brand: string): PageText => ({
    title: `Find Self-Defense Classes | ${brand}`,
    description: `Upcoming women's self-defense classes with certified ${brand} trainers, by date and place.`,
  }),
  classCalendar: (brand: string): PageText => ({
    title: `Class Calendar | ${brand}`,
    description: `Every upcoming self-defense class with certified ${brand} trainers, in a calendar.`,
  }),
  classesWorkshops: (brand: string): PageText => ({
    title: `Classes and Workshops | ${brand}`,
    description: `Self-defense classes, workshops and private sessions with certified ${brand} trainers.`,
  }),
  support: (brand: string): PageText => ({
    title: `Support | ${brand}`,
    description: `Get help from the ${brand} team.`,
  }),
  certificationTerms: (brand: string): PageText => ({
    title: `Terms and Conditions | ${brand} Trainer Certification`,
    description: `Terms and conditions of the ${brand} trainer certification program, version 1.0.`,
  }),
  privacy: (brand: string): PageText => ({
    title: `Privacy Policy | ${brand}`,
    description: `How ${brand} collects, uses and protects your information.`,
  }),
  termsOfService: (brand: string): PageText => ({
    title: `Terms of Service | ${brand}`,
    description: `The terms for using the ${brand} trainer portal and directory.`,
  }),
  // The screen named no description: the directory's default stays.
  qr: (brand: string): PageText => ({
    title: "Redirecting to QR Generator...",
    description: defaultMeta(brand).description,
  }),
} satisfies Record<string, (brand: string) => PageText>;

export type PageTextName = keyof typeof PAGE_TEXTS;
