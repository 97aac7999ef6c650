/**
 * Announcements on the dashboard (spec portal §3, §5, §7, §8): the trainer lead posts, every trainer
 * reads and dismisses. The server decides who is asking (the session), never the body.
 *   GET  /api/announcements/for-trainer?email={email}   the caller's (or, for the admin, anyone's)
 *                                                        announcements not yet dismissed, newest first
 *   POST /api/announcements                             the trainer lead only; createdBy is the caller
 *   POST /api/announcements/{id}/dismiss                 for the caller
 */
import { z } from "zod";
import { emailField } from "./auth";
import { defineEndpoint } from "./endpoint";
import { errorResponses, noContent } from "./errors";

export const announcementPriority = z.enum(["info", "important", "urgent"]);
export type AnnouncementPriority = z.infer<typeof announcementPriority>;

export const ANNOUNCEMENT_MAX = 2000;

export const announcement = z.object({
  id: z.number(),
  message: z.string(),
  priority: announcementPriority,
  /** ISO date-time. */
  createdAt: z.string(),
  /** The author's name, or null when the author's account is gone. */
  createdBy: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcement>;
export const announcementList = z.array(announcement);

export const announcementsQuery = z.object({ email: emailField });

export const newAnnouncement = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Write the announcement first.")
    .max(ANNOUNCEMENT_MAX, `An announcement has at most ${ANNOUNCEMENT_MAX} characters.`),
  priority: announcementPriority.default("info"),
  /** Sent by the earlier app; ignored: the author is the signed-in trainer lead. */
  createdBy: z.string().max(320).optional(),
});

export const announcementParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/**
 * Sent by the earlier app; ignored: the dismissal is the signed-in trainer's. The body may be left out
 * (Fastify hands a missing body to the schema as null).
 */
export const dismissAnnouncement = z
  .object({ trainerEmail: z.string().max(320).optional() })
  .nullish()
  .transform((body) => body ?? {});

/** The spec's texts (§2, §8). */
export const ANNOUNCEMENT_TEXT = {
  empty: "No announcements at this time.",
  fetchFailed: "Failed to fetch announcements",
  createFailedTitle: "Error",
  createFailed: "Failed to create announcement",
  createdTitle: "Success",
  created: "Announcement created successfully",
  dismissFailed: "Failed to dismiss announcement",
  dismissed: "Announcement dismissed",
  notAuthor: "Only the trainer lead can post announcements.",
  notFound: "This announcement no longer exists.",
} as const;

export const announcementEndpoints = {
  /** The caller's announcements not yet dismissed, newest first (the admin may ask for any trainer's). */
  forTrainer: defineEndpoint({
    method: "GET",
    path: "/api/announcements/for-trainer",
    audience: "portal",
    query: announcementsQuery,
    responses: { 200: announcementList, ...errorResponses(400, 403, 404) },
  }),
  /** The trainer lead only; the author is the caller. */
  create: defineEndpoint({
    method: "POST",
    path: "/api/announcements",
    audience: "portal",
    body: newAnnouncement,
    responses: { 201: announcement, ...errorResponses(400, 403) },
  }),
  /** For the caller. */
  dismiss: defineEndpoint({
    method: "POST",
    path: "/api/announcements/:id/dismiss",
    audience: "portal",
    params: announcementParams,
    body: dismissAnnouncement,
    responses: { 204: noContent, ...errorResponses(400, 404) },
  }),
};
