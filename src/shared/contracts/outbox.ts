/**
 * E-mail delivery in the admin console's System tab (issue 28; docs/decisions/0028-outbox.md). Admin
 * audience: 401 to anonymous callers, 403 to trainers.
 *
 *   GET  /api/admin/outbox               outboxSummary: pending and failed counts, the failed e-mails
 *   POST /api/admin/outbox/{id}/resend   puts a failed e-mail back in the queue (audited) → outboxResent
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

export const OUTBOX_TEXT = {
  notFound: "There is no such e-mail.",
  notFailed: "Only a failed e-mail can be sent again: this one is sent or still waiting to be sent.",
  signIn: "A sign-in e-mail is not sent again: its link no longer works. The person asks for a new one.",
  queued: "The e-mail is back in the queue and goes out in a moment.",
} as const;

export const outboxIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** An e-mail the outbox gave up on after its last try. */
export const failedMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  attempts: z.number().int(),
  /** The last try's error, without e-mail addresses. */
  error: z.string().nullable(),
  /** When the e-mail was written. */
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMail>;

export const outboxSummary = z.object({
  /** Waiting for their first try or a retry. */
  pending: z.number().int(),
  failed: z.number().int(),
  /** The newest failed e-mails (at most FAILED_LIST_LIMIT), newest first. */
  failedMails: z.array(failedMail),
});
export type OutboxSummary = z.infer<typeof outboxSummary>;

export const FAILED_LIST_LIMIT = 100;

export const outboxResent = z.object({ queued: z.literal(true) });

/** The console's e-mail delivery (System tab). */
export const outboxAdminEndpoints = {
  /** Pending and failed counts, the failed e-mails. */
  summary: defineEndpoint({
    method: "GET",
    path: "/api/admin/outbox",
    audience: "admin",
    responses: { 200: outboxSummary },
  }),
  /** "Send again": a failed e-mail back in the queue (audited). */
  resend: defineEndpoint({
    method: "POST",
    path: "/api/admin/outbox/:id/resend",
    audience: "admin",
    params: outboxIdParams,
    responses: { 200: outboxResent, ...errorResponses(404, 409) },
  }),
};
