/**
 * Class reservations (issue 33; docs/decisions/0044-reservations.md):
 *   POST  /api/public-classes/:id/reservations      reserve (name, e-mail, party 1–4): pending or waitlisted
 *   GET   /api/public-classes/:id/spots             the live count: reserved, capacity, spots left, waitlist
 *   POST  /api/reservations/confirm {token}         the e-mailed confirmation: pending → held (30 minutes)
 *   GET   /api/reservations/manage?token=           the reservation, its status and waitlist position
 *   POST  /api/reservations/cancel {token}          cancels; the freed spot goes to the waitlist
 *   POST  /api/reservations/claim {token}           an offered spot taken: offered → held
 *   GET   /api/trainer-classes/:id/reservations     the class's attendee list (its trainer, the admin)
 *   GET   /api/trainer-classes/:id/reservations.csv the same as CSV
 *   PATCH /api/trainer-classes/:id/reservations/:reservationId   paid / attended
 *   POST  /api/trainer-classes/:id/reservations/message  {subject, body}: e-mails everyone reserved or
 *                                                  waiting (the outbox), 3 per class a day per trainer
 *   GET   /api/admin/reservations/summary          the console: reservations per class, trainer, region,
 *                                                  and no-show rates
 *   POST  /api/reservations/reminders-off?token=   the reminder's one-click unsubscribe (RFC 8058) and
 *                                                  its page's button: reminders off for the address
 * The visitor has no account: each link carries a random token for one purpose (confirm, manage, claim).
 */
import { z } from "zod";
import { MAX_PARTY, RESERVATION_STATUSES } from "../reservation-rules";
import { RESERVATION_TEXT } from "../reservation-texts";
import { classSpots } from "./class-spots";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

// The texts live apart (no zod): the pages an e-mail opens show them. Re-exported for the server and tests.
export { RESERVATION_TEXT };

/** Where the e-mailed links open (the web app's pages; each shows a button that POSTs, so scanners never act). */
export const RESERVATION_PAGES = {
  confirm: "/reservations/confirm",
  manage: "/reservations/manage",
  claim: "/reservations/claim",
  remindersOff: "/reservations/reminders-off",
} as const;

export const reservationStatus = z.enum(RESERVATION_STATUSES);

export const classIdParams = z.object({ id: z.string().min(1).max(100) });

/** The class page's form checks with its own copy (contracts/reservation-schemas.ts; see why there). */
export const reserveBody = z.object({
  name: z.string().trim().min(1, RESERVATION_TEXT.nameRequired).max(100, RESERVATION_TEXT.nameTooLong),
  email: z.string().trim().max(254, RESERVATION_TEXT.emailInvalid).email(RESERVATION_TEXT.emailInvalid),
  partySize: z
    .number(RESERVATION_TEXT.partySize)
    .int(RESERVATION_TEXT.partySize)
    .min(1, RESERVATION_TEXT.partySize)
    .max(MAX_PARTY, RESERVATION_TEXT.partySize),
});
export type ReserveInput = z.infer<typeof reserveBody>;

/** A single-purpose link's token (43 URL-safe characters when we make it). */
const token = z.string().min(20, RESERVATION_TEXT.linkInvalid).max(200, RESERVATION_TEXT.linkInvalid);
export const tokenBody = z.object({ token });
export const tokenQuery = z.object({ token });

/** What the reserving visitor is told at once (the rest arrives by e-mail). */
export const reserveAnswer = z.object({
  status: z.enum(["pending", "waitlisted"]),
  partySize: z.number().int(),
  /** The confirmation deadline of a pending reservation. */
  expiresAt: z.string().nullable(),
  /** 1 = first on the waitlist; null when not waiting. */
  position: z.number().int().nullable(),
});
export type ReserveAnswer = z.infer<typeof reserveAnswer>;

export { type ClassSpots, classSpots } from "./class-spots";

/** A reservation as its holder sees it through the manage link. */
export const managedReservation = z.object({
  id: z.string(),
  status: reservationStatus,
  name: z.string(),
  email: z.string(),
  partySize: z.number().int(),
  position: z.number().int().nullable(),
  /** The pending confirmation's or the offer's deadline. */
  expiresAt: z.string().nullable(),
  /** The confirmation's answer only: the manage link's token, for the confirmed page. */
  manageToken: z.string().optional(),
  class: z.object({
    id: z.string(),
    title: z.string(),
    date: z.string(),
    startTime: z.string(),
    timeZone: z.string(),
    location: z.string(),
    address: z.string().nullable(),
    trainerName: z.string(),
    paymentLink: z.string().nullable(),
  }),
});
export type ManagedReservation = z.infer<typeof managedReservation>;

/** One line of a class's attendee list. */
export const attendee = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  partySize: z.number().int(),
  status: reservationStatus,
  reservedAt: z.string(),
  paid: z.boolean(),
  attended: z.boolean().nullable(),
  position: z.number().int().nullable(),
});
export type Attendee = z.infer<typeof attendee>;

export const attendeeList = z.object({
  class: z.object({ id: z.string(), title: z.string(), date: z.string(), startTime: z.string() }),
  spots: classSpots,
  reservations: z.array(attendee),
});
export type AttendeeList = z.infer<typeof attendeeList>;

export const attendeeParams = z.object({
  id: z.string().min(1).max(100),
  reservationId: z.string().min(1).max(100),
});
export const attendeeChange = z
  .object({ paid: z.boolean().optional(), attended: z.boolean().nullable().optional() })
  .strict()
  .refine((b) => b.paid !== undefined || b.attended !== undefined, "Give paid or attended");

const managed = { 200: managedReservation };

/** One line of the console's figures: held reservations and people, waiting, and the no-show rate. */
const figures = {
  reservations: z.number().int(),
  people: z.number().int(),
  waiting: z.number().int(),
  /** Held reservations of past classes the trainer marked attended or not. */
  marked: z.number().int(),
  noShows: z.number().int(),
  /** noShows / marked (0–1), null when nothing was marked. */
  noShowRate: z.number().nullable(),
};
export const reservationSummary = z.object({
  total: z.object(figures),
  classes: z.array(
    z.object({
      classId: z.string(),
      title: z.string(),
      date: z.string(),
      trainerName: z.string(),
      region: z.string().nullable(),
      capacity: z.number().int().nullable(),
      ...figures,
    }),
  ),
  trainers: z.array(z.object({ trainerId: z.number().int(), trainerName: z.string(), ...figures })),
  regions: z.array(z.object({ region: z.string().nullable(), ...figures })),
});
export type ReservationSummary = z.infer<typeof reservationSummary>;

/** The trainer's message to a class's attendees (plain text; the e-mail escapes it). */
export const attendeeMessage = z.object({
  subject: z
    .string(RESERVATION_TEXT.subjectRequired)
    .trim()
    .min(1, RESERVATION_TEXT.subjectRequired)
    .max(150, RESERVATION_TEXT.subjectTooLong),
  body: z
    .string(RESERVATION_TEXT.messageRequired)
    .trim()
    .min(1, RESERVATION_TEXT.messageRequired)
    .max(5000, RESERVATION_TEXT.messageTooLong),
});
export type AttendeeMessage = z.infer<typeof attendeeMessage>;
export const messageSent = z.object({
  /** E-mails queued: one per reservation reserved or waiting. */
  sent: z.number().int(),
});

/** A reminder's unsubscribe token (signed, platform/signed-token.ts): in the address, as RFC 8058 wants. */
export const remindersOffQuery = z.object({
  token: z.string().min(20, RESERVATION_TEXT.linkInvalid).max(1000, RESERVATION_TEXT.linkInvalid),
});
/** RFC 8058's form body "List-Unsubscribe=One-Click", or the page's {} (the token is what counts). */
export const remindersOffBody = z.object({ "List-Unsubscribe": z.literal("One-Click").optional() }).nullish();
export const remindersOffAnswer = z.object({
  email: z.string(),
  /** Live reservations of the address whose reminders are now off. */
  changed: z.number().int(),
});

export const reservationEndpoints = {
  reserve: defineEndpoint({
    method: "POST",
    path: "/api/public-classes/:id/reservations",
    audience: "public",
    params: classIdParams,
    body: reserveBody,
    responses: { 201: reserveAnswer, ...errorResponses(400, 404, 409, 429) },
  }),
  spots: defineEndpoint({
    method: "GET",
    path: "/api/public-classes/:id/spots",
    audience: "public",
    params: classIdParams,
    responses: { 200: classSpots, ...errorResponses(404) },
  }),
  confirm: defineEndpoint({
    method: "POST",
    path: "/api/reservations/confirm",
    audience: "public",
    body: tokenBody,
    responses: { ...managed, ...errorResponses(400, 404, 409, 410, 429) },
  }),
  manage: defineEndpoint({
    method: "GET",
    path: "/api/reservations/manage",
    audience: "public",
    query: tokenQuery,
    responses: { ...managed, ...errorResponses(400, 404, 429) },
  }),
  cancel: defineEndpoint({
    method: "POST",
    path: "/api/reservations/cancel",
    audience: "public",
    body: tokenBody,
    responses: { ...managed, ...errorResponses(400, 404, 409, 429) },
  }),
  claim: defineEndpoint({
    method: "POST",
    path: "/api/reservations/claim",
    audience: "public",
    body: tokenBody,
    responses: { ...managed, ...errorResponses(400, 404, 409, 410, 429) },
  }),
  messageAttendees: defineEndpoint({
    method: "POST",
    path: "/api/trainer-classes/:id/reservations/message",
    audience: "portal",
    params: classIdParams,
    body: attendeeMessage,
    responses: { 200: messageSent, ...errorResponses(400, 404, 409, 429) },
  }),
  adminSummary: defineEndpoint({
    method: "GET",
    path: "/api/admin/reservations/summary",
    audience: "admin",
    responses: { 200: reservationSummary },
  }),
  remindersOff: defineEndpoint({
    method: "POST",
    path: "/api/reservations/reminders-off",
    audience: "public",
    query: remindersOffQuery,
    body: remindersOffBody,
    responses: { 200: remindersOffAnswer, ...errorResponses(400, 429) },
  }),
  attendees: defineEndpoint({
    method: "GET",
    path: "/api/trainer-classes/:id/reservations",
    audience: "portal",
    params: classIdParams,
    responses: { 200: attendeeList, ...errorResponses(404) },
  }),
  attendeesCsv: defineEndpoint({
    method: "GET",
    path: "/api/trainer-classes/:id/reservations.csv",
    audience: "portal",
    params: classIdParams,
    responses: { 200: z.string(), ...errorResponses(404) },
  }),
  markAttendee: defineEndpoint({
    method: "PATCH",
    path: "/api/trainer-classes/:id/reservations/:reservationId",
    audience: "portal",
    params: attendeeParams,
    body: attendeeChange,
    responses: { 200: attendee, ...errorResponses(400, 404) },
  }),
};
