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
 * The visitor has no account: each link carries a random token for one purpose (confirm, manage, claim).
 */
import { z } from "zod";
import { MAX_PARTY, RESERVATION_STATUSES } from "../reservation-rules";
import { RESERVATION_TEXT } from "../reservation-texts";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

// The texts live apart (no zod): the pages an e-mail opens show them. Re-exported for the server and tests.
export { RESERVATION_TEXT };

/** Where the e-mailed links open (the web app's pages; each shows a button that POSTs, so scanners never act). */
export const RESERVATION_PAGES = {
  confirm: "/reservations/confirm",
  manage: "/reservations/manage",
  claim: "/reservations/claim",
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

export const classSpots = z.object({
  classId: z.string(),
  /** Null: no capacity, reservations unlimited and no waitlist. */
  capacity: z.number().int().nullable(),
  /** People in pending, held and offered reservations. */
  reserved: z.number().int(),
  spotsLeft: z.number().int().nullable(),
  /** People waiting. */
  waitlist: z.number().int(),
  /** The class has started: no more reservations. */
  closed: z.boolean(),
});
export type ClassSpots = z.infer<typeof classSpots>;

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
