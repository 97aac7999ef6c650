/**
 * The console's Content tab, beyond the banner and the assessments (issue 15; docs/decisions/0015):
 * announcements and who holds the trainer-lead role, the curriculum's modules and resources, the three
 * documents (a new version keeps old signatures tied to the text they signed), and the site's links,
 * support e-mail and phone. Admin audience: 401 to anonymous callers, 403 to trainers; every change is in
 * the audit log.
 *
 *   GET    /api/admin/announcements                  announcementsAdmin (all, with dismissals; the lead)
 *   POST   /api/admin/announcements                  newAnnouncement → 201 adminAnnouncement (by the admin)
 *   DELETE /api/admin/announcements/{id}             204
 *   PUT    /api/admin/trainer-lead                   leadChange → trainerLead (the role moves to them)
 *   GET    /api/admin/modules                        adminModule[]
 *   PUT    /api/admin/modules/{id}                   moduleEdit → adminModule
 *   POST   /api/admin/modules/{id}/resources         resourceEdit → 201 adminModule
 *   PUT    /api/admin/modules/{id}/resources/{resourceId}        resourceEdit → adminModule
 *   DELETE /api/admin/modules/{id}/resources/{resourceId}        → adminModule
 *   POST   /api/admin/modules/{id}/resources/{resourceId}/move   resourceMove → adminModule
 *   GET    /api/admin/documents                      adminDocument[] (current text, every version)
 *   PUT    /api/admin/documents/{id}                 documentEdit → adminDocument (a new version)
 *   GET    /api/admin/site-links                     siteLinks
 *   PUT    /api/admin/site-links                     siteLinks → siteLinks
 */
import { z } from "zod";
import { siteContentEdit } from "./admin";
import { announcement, newAnnouncement } from "./announcements";
import { emailField } from "./auth";
import { defineEndpoint } from "./endpoint";
import { errorResponses, noContent } from "./errors";

export const CONTENT_TEXT = {
  announcementNotFound: "There is no such announcement.",
  leadNotFound: "No trainer has this e-mail.",
  leadNotActive: "Only a trainer who can sign in can be the trainer lead.",
  moduleNotFound: "There is no such module.",
  resourceNotFound: "There is no such resource.",
  documentNotFound: "There is no such document.",
  documentUnchanged: "Change the title or the text first: a new version needs a change.",
  linkInvalid: "Please enter a full web address (https://...)",
  phoneRequired: "Please enter a phone number",
  titleRequired: "Please enter a title",
  descriptionRequired: "Please enter a description",
  nameRequired: "Please enter a name",
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const webAddress = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "https:" || u.protocol === "http:";
    } catch {
      return false;
    }
  }, CONTENT_TEXT.linkInvalid);

// --- Announcements and the trainer lead ----------------------------------------------------------

export const adminAnnouncement = announcement.extend({
  /** How many trainers have dismissed it. */
  dismissals: z.number(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;

export const trainerLead = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type TrainerLead = z.infer<typeof trainerLead>;

export const announcementsAdmin = z.object({
  announcements: z.array(adminAnnouncement),
  /** Who holds the trainer-lead role (posts announcements from the dashboard); null when nobody does. */
  lead: trainerLead.nullable(),
});
export type AnnouncementsAdmin = z.infer<typeof announcementsAdmin>;

export const announcementIdParams = z.object({ id });
export const leadChange = z.object({ email: emailField });

// --- Curriculum -------------------------------------------------------------------------------------

export const adminResource = z.object({
  id: z.number(),
  position: z.number(),
  name: z.string(),
  link: z.string(),
  description: z.string(),
});
export type AdminResource = z.infer<typeof adminResource>;

export const adminModule = z.object({
  id: z.number(),
  week: z.number(),
  title: z.string(),
  description: z.string(),
  instructorOnly: z.boolean(),
  resources: z.array(adminResource),
});
export type AdminModule = z.infer<typeof adminModule>;
export const adminModuleList = z.array(adminModule);

export const moduleParams = z.object({ id });
export const resourceParams = z.object({ id, resourceId: id });

export const moduleEdit = z.object({
  title: z.string().trim().min(1, CONTENT_TEXT.titleRequired).max(200),
  description: z.string().trim().min(1, CONTENT_TEXT.descriptionRequired).max(2000),
  instructorOnly: z.boolean(),
});
export type ModuleEdit = z.infer<typeof moduleEdit>;

export const resourceEdit = z.object({
  name: z.string().trim().min(1, CONTENT_TEXT.nameRequired).max(200),
  link: webAddress,
  description: z.string().trim().max(1000).default(""),
});
export type ResourceEdit = z.infer<typeof resourceEdit>;

export const resourceMove = z.object({ direction: z.enum(["up", "down"]) });

// --- Documents --------------------------------------------------------------------------------------

export const documentVersionInfo = z.object({
  version: z.string(),
  title: z.string(),
  /** ISO date-time the version was published. */
  createdAt: z.string(),
  /** Who published it (null for the text the product ships). */
  createdBy: z.string().nullable(),
  /** Signatures of this version's text. */
  signatures: z.number(),
  /** SHA-256 of the version's text, as its signatures record it. */
  textSha256: z.string(),
});
export type DocumentVersionInfo = z.infer<typeof documentVersionInfo>;

export const adminDocument = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  version: z.string(),
  required: z.boolean(),
  /** Newest first; the first is the current one. */
  versions: z.array(documentVersionInfo),
});
export type AdminDocument = z.infer<typeof adminDocument>;
export const adminDocumentList = z.array(adminDocument);

export const documentParams = z.object({ id: z.enum(["agreement", "nda", "waiver"]) });
export const DOCUMENT_BODY_MAX = 100_000;
export const documentEdit = z.object({
  title: z.string().trim().min(1, CONTENT_TEXT.titleRequired).max(200),
  body: z
    .string()
    .trim()
    .min(1, "Please enter the document's text")
    .max(DOCUMENT_BODY_MAX, `A document has at most ${DOCUMENT_BODY_MAX} characters.`),
});
export type DocumentEdit = z.infer<typeof documentEdit>;

/** The next version's label: the highest major number so far, plus one ("1.0" → "2.0"). */
export function nextDocumentVersion(versions: string[]): string {
  const majors = versions.map((v) => Number.parseInt(v, 10)).filter((n) => Number.isFinite(n));
  return `${Math.max(0, ...majors) + 1}.0`;
}

// --- Site links, support e-mail and phone ----------------------------------------------------------

/** The links an admin may change, with the console's label for each (the rest is deployment config). */
export const SITE_LINK_LABELS = {
  bookingUrl: "Book a call (become a trainer)",
  certificationApplyUrl: "Apply for certification",
  checkInUrl: "Schedule Trainer Check-in",
  zoomThursdayUrl: "Thursday Zoom training",
  zoomSundayUrl: "Sunday Zoom training",
  checkoutFullUrl: "Checkout: pay in full",
  checkoutFlexUrl: "Checkout: flex plan",
  enrollCheckoutUrl: "Enroll Now checkout",
  defaultAffiliateUrl: "Default affiliate link",
  mediaKitUrl: "Media kit",
  qrGeneratorUrl: "QR code generator",
  curriculumPortalUrl: "Curriculum portal",
  affiliateRegistrationUrl: "Affiliate registration",
  sharedDriveUrl: "Shared drive",
  whatsAppGroupUrl: "WhatsApp group",
  facebookCommunityUrl: "Facebook community",
  videoLibraryUrl: "Video library",
} as const;
export type SiteLinkKey = keyof typeof SITE_LINK_LABELS;
export const SITE_LINK_KEYS = Object.keys(SITE_LINK_LABELS) as SiteLinkKey[];

export const siteLinks = z.object({
  supportEmail: emailField,
  infoEmail: emailField,
  supportPhone: z.string().trim().min(3, CONTENT_TEXT.phoneRequired).max(40),
  links: z.object(
    Object.fromEntries(SITE_LINK_KEYS.map((k) => [k, webAddress])) as Record<SiteLinkKey, typeof webAddress>,
  ),
});
export type SiteLinks = z.infer<typeof siteLinks>;

export const adminAnnouncementEndpoints = {
  /** Every announcement with its dismissals, and who the trainer lead is. */
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/announcements",
    audience: "admin",
    responses: { 200: announcementsAdmin },
  }),
  /** Posts one as the admin (audited). */
  create: defineEndpoint({
    method: "POST",
    path: "/api/admin/announcements",
    audience: "admin",
    body: newAnnouncement,
    responses: { 201: adminAnnouncement, ...errorResponses(400) },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/announcements/:id",
    audience: "admin",
    params: announcementIdParams,
    responses: { 204: noContent, ...errorResponses(404) },
  }),
  /** Moves the trainer-lead role to the trainer of this e-mail (audited). */
  moveLead: defineEndpoint({
    method: "PUT",
    path: "/api/admin/trainer-lead",
    audience: "admin",
    body: leadChange,
    responses: { 200: trainerLead, ...errorResponses(400, 404) },
  }),
};

/** The directory's banners and the site's links, support e-mail and phone (Content tab); saves audited. */
export const siteContentAdminEndpoints = {
  /** The stored banners, whatever their dates. */
  get: defineEndpoint({
    method: "GET",
    path: "/api/admin/site-content",
    audience: "admin",
    responses: { 200: siteContentEdit },
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/api/admin/site-content",
    audience: "admin",
    body: siteContentEdit,
    responses: { 200: siteContentEdit, ...errorResponses(400) },
  }),
  links: defineEndpoint({
    method: "GET",
    path: "/api/admin/site-links",
    audience: "admin",
    responses: { 200: siteLinks },
  }),
  saveLinks: defineEndpoint({
    method: "PUT",
    path: "/api/admin/site-links",
    audience: "admin",
    body: siteLinks,
    responses: { 200: siteLinks, ...errorResponses(400) },
  }),
};
