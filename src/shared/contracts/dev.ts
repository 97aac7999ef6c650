/** Development-only calls (never in production): the mailbox and the fixtures' seeding (trainers, a failed e-mail). */
import { z } from "zod";
import { emailField, trainerStatus } from "./auth";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

/** GET /api/dev/mailbox */
export const mailboxQuery = z.object({
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const mailboxEntry = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  /** Headers added when it is sent (plugins/mail.ts): a class alert's List-Unsubscribe pair. */
  headers: z.record(z.string(), z.string()),
  /** Files sent with it (a reservation's .ics), content as written. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  status: z.string(),
  createdAt: z.string(),
});
export const mailbox = z.array(mailboxEntry);
export type MailboxEntry = z.infer<typeof mailboxEntry>;

/** POST /api/dev/trainers */
export const seedTrainer = z.object({
  name: z.string().trim().min(2).max(120),
  email: emailField,
  status: trainerStatus.default("certified"),
  city: z.string().max(100).optional(),
  state: z.string().max(3).optional(),
  publicBio: z.string().max(350).optional(),
  /** An account whose profile record is missing: the dashboard's "No trainer profile found" state. */
  withoutProfile: z.boolean().optional(),
});
export const seededTrainer = z.object({ id: z.number(), slug: z.string(), email: z.string() });

/** POST /api/dev/outbox/failed: an e-mail the outbox gave up on, for the System tab's end-to-end test. */
export const seedFailedMail = z.object({
  to: emailField,
  subject: z.string().trim().min(1).max(200),
});
export const seededMail = z.object({ id: z.number() });

/** POST /api/dev/clock: the server's clock moved by whole days (0 puts it back), for "the next day" tests. */
export const clockMove = z.object({ offsetDays: z.number().int().min(-30).max(30) }).strict();
export const clockNow = z.object({ now: z.string() });

/** Outside production only, for clients on this machine (the dev audience). */
export const devEndpoints = {
  /** Every e-mail the app sent, newest first. */
  mailbox: defineEndpoint({
    method: "GET",
    path: "/api/dev/mailbox",
    audience: "dev",
    query: mailboxQuery,
    responses: { 200: mailbox },
  }),
  /** An end-to-end fixture's trainer. */
  seedTrainer: defineEndpoint({
    method: "POST",
    path: "/api/dev/trainers",
    audience: "dev",
    body: seedTrainer,
    responses: { 201: seededTrainer, ...errorResponses(409) },
  }),
  /** The server's clock, moved by whole days (trainer insights' "next day" end-to-end test). */
  moveClock: defineEndpoint({
    method: "POST",
    path: "/api/dev/clock",
    audience: "dev",
    body: clockMove,
    responses: { 200: clockNow },
  }),
  /** An e-mail as the outbox leaves it after its last try. */
  seedFailedMail: defineEndpoint({
    method: "POST",
    path: "/api/dev/outbox/failed",
    audience: "dev",
    body: seedFailedMail,
    responses: { 201: seededMail },
  }),
};
