/**
 * The admin console at /trainer-portal/admin (docs/product.md "Beyond the spec"; docs/decisions/0015).
 * Every route is in the admin audience: 401 to anonymous callers, 403 to trainers. Every change is
 * written to the audit log with who, what, when, before and after.
 *
 *   GET   /api/admin/trainers?search&status&onboarding&sort&dir&page&pageSize   trainerPage
 *   GET   /api/admin/trainers.csv?(same filters)                                text/csv, every matching row
 *   POST  /api/admin/trainers                        newTrainer → 201 adminTrainer (sends the sign-in e-mail)
 *   GET   /api/admin/trainers/{id}                   adminTrainer
 *   PATCH /api/admin/trainers/{id}                   trainerChange → adminTrainer
 *   POST  /api/admin/trainers/{id}/sign-in-link      e-mails the trainer a sign-in link (to set a new password)
 *   GET   /api/admin/applicants                      applicantRow[]: everyone in onboarding and their state
 *   POST  /api/admin/applicants/{id}/confirm-payment confirms a payment by hand (makes the account)
 *   GET   /api/admin/applicants/{id}/signatures      signatureRecord[]: each signature with the text signed
 *   POST  /api/admin/applicants/{id}/attach          attachOrderRequest → attachedOrder (a flagged order)
 *   GET   /api/admin/site-content                    siteContentEdit
 *   PUT   /api/admin/site-content                    siteContentEdit → siteContentEdit
 *   GET   /api/admin/assessments                     adminAssessment[] (with answers: the admin edits them)
 *   PUT   /api/admin/assessments/{id}/questions/{questionId}   questionEdit → adminQuestion
 *   GET   /api/admin/renewals                        renewalRow[]: certifications ending within 60 days
 *   POST  /api/admin/renewals/{id}/remind            e-mails the renewal reminder now
 *   GET   /api/admin/renewals/undated                undatedRenewal[]: certified trainers without a renewal date
 *   GET   /api/admin/audit?page&who&action&targetType&target   auditPage (no "no field changed" entries)
 */
import { z } from "zod";
import { trainerStatus } from "./auth";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";
import { ONBOARDING_TEXT } from "./onboarding-text";
import { impactStats, trainingBanner } from "./site-content";

export const ADMIN_TEXT = {
  notFound: "There is no such trainer.",
  applicantNotFound: ONBOARDING_TEXT.noSuchApplicant,
  questionNotFound: "There is no such question.",
  slugTaken: "Another trainer already uses this address.",
  slugInvalid:
    "Use lowercase letters, digits and dashes (not digits only, and not a page of the site such as find-trainer).",
  emailTaken: "A trainer with this e-mail already exists.",
  invalidEmail: "Please enter a valid email",
  invalidDate: "Please enter a date as YYYY-MM-DD",
  nameRequired: "Name must be at least 2 characters",
  correctOutOfRange: "The correct answer must be one of the options.",
  optionsRequired: "A question needs at least two options.",
  locationDefault: "Tulsa, OK is the default location: no city or state was given.",
  linkSent: "A sign-in link is on its way to the trainer.",
  noRenewal: "This trainer's certification does not end within 60 days.",
  noRenewalDate: "No renewal date set",
  reminderSent: "The reminder is on its way.",
  attachSelf: "Choose another application to attach this order to.",
  attachNotOrder: "Only an order that matched no application can be attached.",
  attachNoPayment: "This order has no verified payment to move.",
  attachHasAccount: "That application already has a trainer account.",
} as const;

export const ADMIN_STATUSES = ["in_training", "certified", "hq", "suspended", "revoked"] as const;
export const ONBOARDING_STATES = ["complete", "documents_pending"] as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_TEXT.invalidDate)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), ADMIN_TEXT.invalidDate);

// --- Trainers ------------------------------------------------------------------------------------

export const TRAINER_SORTS = ["name", "email", "status", "state", "createdAt", "renewalDate"] as const;

export const trainerQuery = z.object({
  search: z.string().trim().max(120).optional(),
  status: z.enum(ADMIN_STATUSES).optional(),
  onboarding: z.enum(ONBOARDING_STATES).optional(),
  sort: z.enum(TRAINER_SORTS).default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(5).max(200).default(25),
});
export type TrainerQuery = z.input<typeof trainerQuery>;

export const trainerRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  status: trainerStatus,
  slug: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  featured: z.boolean(),
  publiclyListed: z.boolean(),
  /** Required documents not signed at their current version. */
  unsignedDocuments: z.number(),
  certificationDate: z.string().nullable(),
  renewalDate: z.string().nullable(),
  createdAt: z.string(),
});
export type TrainerRow = z.infer<typeof trainerRow>;

export const trainerPage = z.object({
  rows: z.array(trainerRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TrainerPage = z.infer<typeof trainerPage>;

export const newTrainer = z.object({
  name: z.string().trim().min(2, ADMIN_TEXT.nameRequired).max(120),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email(ADMIN_TEXT.invalidEmail)),
  status: z.enum(ADMIN_STATUSES).default("in_training"),
  city: z.string().trim().max(120).optional(),
  state: z.string().trim().max(60).optional(),
});
export type NewTrainerInput = z.input<typeof newTrainer>;

export const messageAnswer = z.object({ message: z.string() });

export const trainerIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The owner-only fields the admin sets (docs/product.md "Accounts"), and the account's own. */
export const trainerChange = z
  .object({
    status: z.enum(ADMIN_STATUSES),
    featured: z.boolean(),
    displayName: z.string().trim().max(120).nullable(),
    city: z.string().trim().max(120).nullable(),
    state: z.string().trim().max(60).nullable(),
    displayLocation: z.string().trim().max(200).nullable(),
    trainingDate: day.nullable(),
    certificationDate: day.nullable(),
    renewalDate: day.nullable(),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email(ADMIN_TEXT.invalidEmail)),
    slug: z.string().trim().toLowerCase().min(2).max(80),
    /** The map point override; both or neither (null clears it: the gazetteer's point again). */
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    affiliateCode: z.string().trim().max(40).nullable(),
  })
  .partial();
export type TrainerChange = z.input<typeof trainerChange>;

export const adminTrainer = trainerRow.extend({
  displayName: z.string().nullable(),
  displayLocation: z.string().nullable(),
  trainingDate: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The location is the product's default (Tulsa, OK) because none was given. */
  locationIsDefault: z.boolean(),
  oldSlugs: z.array(z.string()),
  /** Every profile field, read-only in the console. */
  profile: z.record(z.string(), z.unknown()),
});
export type AdminTrainer = z.infer<typeof adminTrainer>;

// --- Onboarding ----------------------------------------------------------------------------------

export const applicantRow = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  paymentStatus: z.enum(["pending", "claimed", "completed"]),
  paymentClaimedAt: z.string().nullable(),
  paymentVerifiedAt: z.string().nullable(),
  paymentVerifiedBy: z.string().nullable(),
  signedCount: z.number(),
  requiredCount: z.number(),
  trainerId: z.number().nullable(),
  /** The paid order's e-mail when the buyer used another one than the application's. */
  orderEmail: z.string().nullable(),
  /** Made from a paid order that matched no application: the admin may attach it to one. */
  unmatchedOrder: z.boolean(),
  createdAt: z.string(),
});
export type ApplicantRow = z.infer<typeof applicantRow>;
export const applicantList = z.array(applicantRow);
export const confirmedPayment = z.object({ trainerId: z.number(), created: z.boolean() });
/** POST /api/admin/applicants/{id}/attach: the flagged order {id} goes to this application. */
export const attachOrderRequest = z.object({
  toApplicantId: z.number().int().positive().max(2_147_483_647),
});
export const attachedOrder = z.object({ applicantId: z.number(), trainerId: z.number() });

export const signatureRecord = z.object({
  id: z.number(),
  documentId: z.string(),
  documentTitle: z.string(),
  documentVersion: z.string(),
  signerName: z.string(),
  signedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  textSha256: z.string(),
  /** The text signed when it is the version kept, else null (a later version replaced it). */
  text: z.string().nullable(),
  /** The kept text's SHA-256 equals the signature's. */
  textMatches: z.boolean(),
});
export const signatureList = z.array(signatureRecord);

// --- Content -------------------------------------------------------------------------------------

export const siteContentEdit = z.object({
  trainingBanner: trainingBanner.nullable(),
  impactStats: impactStats.nullable(),
});
export type SiteContentEdit = z.infer<typeof siteContentEdit>;

export const adminQuestion = z.object({
  id: z.number(),
  position: z.number(),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.number(),
  explanation: z.string(),
  curriculumGuidance: z.string().nullable(),
});
export const adminAssessment = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  classNumber: z.number(),
  passThreshold: z.number(),
  questions: z.array(adminQuestion),
});
export const adminAssessmentList = z.array(adminAssessment);
export const questionParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  questionId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const questionEdit = z
  .object({
    question: z.string().trim().min(1).max(1000),
    options: z.array(z.string().trim().min(1).max(500)).min(2, ADMIN_TEXT.optionsRequired).max(8),
    correctAnswer: z.number().int().min(0),
    explanation: z.string().trim().min(1).max(2000),
    curriculumGuidance: z.string().trim().max(2000).nullable(),
  })
  .refine((q) => q.correctAnswer < q.options.length, {
    message: ADMIN_TEXT.correctOutOfRange,
    path: ["correctAnswer"],
  });

// --- Renewals -----------------------------------------------------------------------------------

/** GET /api/admin/renewals, POST /api/admin/renewals/{id}/remind */
export const renewalRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  renewalDate: z.string(),
  daysLeft: z.number(),
  /** The reminder for this renewal date, when one was sent (by "admin:{id}" or "job"). */
  remindedAt: z.string().nullable(),
  remindedBy: z.string().nullable(),
});
export type RenewalRow = z.infer<typeof renewalRow>;
export const renewalList = z.array(renewalRow);
export const renewalSent = z.object({ sent: z.literal(true) });
/** A certified trainer the renewals cannot follow: no renewal date on record (flagged in the tab). */
export const undatedRenewal = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  certificationDate: z.string().nullable(),
});
export type UndatedRenewal = z.infer<typeof undatedRenewal>;

// --- Audit ---------------------------------------------------------------------------------------

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  /** The actor's account while it exists (the console links it), and their name and e-mail. */
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The target's name where it is a person still on record (a trainer), else null. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
const auditFilterText = z.string().trim().max(120).optional();
export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Who: text in the actor's name or e-mail. */
  who: auditFilterText,
  /** The action, or its family ("trainer" is every "trainer.…" action). */
  action: auditFilterText,
  /** The kind of target ("trainer", "applicant", …). */
  targetType: auditFilterText,
  /** The target: its id, or text in its name (a trainer's). */
  target: auditFilterText,
});
export type AuditQuery = z.input<typeof auditQuery>;
export const auditPage = z.object({
  entries: z.array(auditEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Every action and kind of target in the log, for the filters' choices. */
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
});

/** Certifications ending within 60 days, and their reminders (Renewals tab). */
export const renewalAdminEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/renewals",
    audience: "admin",
    responses: { 200: renewalList },
  }),
  /** Certified trainers with no renewal date, by name: flagged "No renewal date set". */
  undated: defineEndpoint({
    method: "GET",
    path: "/api/admin/renewals/undated",
    audience: "admin",
    responses: { 200: z.array(undatedRenewal) },
  }),
  /** Queues that trainer's reminder e-mail now (audited). */
  remind: defineEndpoint({
    method: "POST",
    path: "/api/admin/renewals/:id/remind",
    audience: "admin",
    params: trainerIdParams,
    responses: { 200: renewalSent, ...errorResponses(404) },
  }),
};

/** The audit log, newest first (Audit tab). */
export const auditAdminEndpoints = {
  page: defineEndpoint({
    method: "GET",
    path: "/api/admin/audit",
    audience: "admin",
    query: auditQuery,
    responses: { 200: auditPage },
  }),
};
