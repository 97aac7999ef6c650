/**
 * The console's trainer page beyond the account (issue 31 part 4; docs/decisions/0041): one read per
 * section, each answered by the module that owns the records (onboarding, classes, assessments, auth),
 * so the account's own read (trainerAdminEndpoints.get) stays the trainers module's and a section that
 * fails to load fails alone. Admin audience: 401 to anonymous callers, 403 to trainers; 404 for an id
 * that names no trainer. No secret leaves: no session id or hash, no token, no IP of a session.
 *
 *   GET /api/admin/trainers/{id}/onboarding   trainerOnboarding: payment, checklist, applications, signatures
 *   GET /api/admin/trainers/{id}/classes      trainerClasses: upcoming classes and the latest past ones
 *   GET /api/admin/trainers/{id}/attempts     trainerAttempts: every scored assessment attempt, newest first
 *   GET /api/admin/trainers/{id}/sessions     trainerSessions: live sign-ins, as a device and their times
 */
import { z } from "zod";
import { trainerIdParams } from "./admin";
import { assessmentAttempt } from "./assessments";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";
import { publicClass } from "./public-trainers";

const paymentStatus = z.enum(["pending", "claimed", "completed"]);

export const trainerApplication = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  paymentPlan: z.string().nullable(),
  paymentStatus,
  paymentClaimedAt: z.string().nullable(),
  paymentVerifiedAt: z.string().nullable(),
  /** "admin:<id>" (by hand) or "webhook:<id>" (the store). */
  paymentVerifiedBy: z.string().nullable(),
  /** The paid order's e-mail when the buyer used another one than the application's. */
  orderEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type TrainerApplication = z.infer<typeof trainerApplication>;

/** A signature as the trainer page lists it; the Onboarding tab shows the text signed. */
export const trainerSignature = z.object({
  id: z.number(),
  documentTitle: z.string(),
  documentVersion: z.string(),
  signerName: z.string(),
  signedAt: z.string(),
  /** The version signed is the document's current one. */
  current: z.boolean(),
  /** The kept text's SHA-256 equals the signature's. */
  textMatches: z.boolean(),
});
export type TrainerSignature = z.infer<typeof trainerSignature>;

export const trainerOnboarding = z.object({
  /** The account's own payment state. */
  paymentStatus,
  onboardingStatus: z.enum(["details_pending", "payment_pending", "documents_pending", "completed"]),
  /** The checklist the trainer sees on the dashboard (modules/onboarding/progress.ts). */
  progress: z.number(),
  steps: z.array(z.object({ id: z.string(), label: z.string(), done: z.boolean() })),
  /** The applications linked to the account, newest first. */
  applications: z.array(trainerApplication),
  /** Every signature of the trainer or of their applications, newest first. */
  signatures: z.array(trainerSignature),
});
export type TrainerOnboarding = z.infer<typeof trainerOnboarding>;

/** How many past classes the page lists (the newest); the count says how many there are. */
export const PAST_CLASSES_SHOWN = 10;

/** A class on the console's trainer page: spots left are the Reservations tab's (counted live). */
const consoleClass = publicClass.omit({ spotsLeft: true });

export const trainerClasses = z.object({
  /** The trainer's IANA time zone: every date and time here is in it. */
  timeZone: z.string(),
  today: z.string(),
  /** From today on, soonest first. Without the trainer's private notes. */
  upcoming: z.array(consoleClass),
  /** The latest past classes, newest first (at most PAST_CLASSES_SHOWN). */
  past: z.array(consoleClass),
  pastCount: z.number(),
});
export type TrainerClasses = z.infer<typeof trainerClasses>;

/** An attempt as the trainer's own results show it, with its id and the assessment it answered. */
export const trainerAttempt = assessmentAttempt.extend({
  id: z.number(),
  assessmentTitle: z.string(),
  classNumber: z.number(),
});
export type TrainerAttempt = z.infer<typeof trainerAttempt>;

export const trainerAttempts = z.object({
  /** How many assessments there are, and how many of them the trainer passed at least once. */
  assessmentCount: z.number(),
  passedCount: z.number(),
  attempts: z.array(trainerAttempt),
});
export type TrainerAttempts = z.infer<typeof trainerAttempts>;

/** A live sign-in: a device in words ("Chrome on Android") and its times; never its id or IP. */
export const trainerSession = z.object({
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export type TrainerSession = z.infer<typeof trainerSession>;

export const trainerSessions = z.object({
  active: z.number(),
  /** Most recently seen first. */
  sessions: z.array(trainerSession),
});
export type TrainerSessions = z.infer<typeof trainerSessions>;

export const trainerRecordAdminEndpoints = {
  onboarding: defineEndpoint({
    method: "GET",
    path: "/api/admin/trainers/:id/onboarding",
    audience: "admin",
    params: trainerIdParams,
    responses: { 200: trainerOnboarding, ...errorResponses(404) },
  }),
  classes: defineEndpoint({
    method: "GET",
    path: "/api/admin/trainers/:id/classes",
    audience: "admin",
    params: trainerIdParams,
    responses: { 200: trainerClasses, ...errorResponses(404) },
  }),
  attempts: defineEndpoint({
    method: "GET",
    path: "/api/admin/trainers/:id/attempts",
    audience: "admin",
    params: trainerIdParams,
    responses: { 200: trainerAttempts, ...errorResponses(404) },
  }),
  sessions: defineEndpoint({
    method: "GET",
    path: "/api/admin/trainers/:id/sessions",
    audience: "admin",
    params: trainerIdParams,
    responses: { 200: trainerSessions, ...errorResponses(404) },
  }),
};
