/**
 * The authorization matrix's rows: every /api route with its audience and, for each kind of caller, the
 * request it sends and the status it must get. Read by the matrix itself (tests/api/authorization-matrix
 * .test.ts) and by the bad-input test (tests/api/bad-input.test.ts), which sends generated input to the
 * same routes as the same callers.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Audience } from "../../src/shared/contracts/endpoint";
import { loginAs } from "./test-app";

export type Who = "anonymous" | "trainer" | "otherTrainer" | "admin";
export type Row = {
  route: string;
  /** The audience the route must be registered in: its guard decides who gets past. */
  audience: Audience;
  /** The request each caller sends; `own` is the caller's e-mail, `other` another trainer's. */
  request: (ctx: { own: string; other: string }) => InjectOptions;
  expect: Partial<Record<Who, number>>;
};

export const TRAINER = "trainer@example.com";
export const OTHER = "lead@example.com";
export const ADMIN = "admin@example.com";
/** The demo accounts' ids (tests/api/profile.test.ts checks them): the owner's profile is read by id. */
export const DEMO_IDS: Record<string, number> = { [ADMIN]: 1, [OTHER]: 2, [TRAINER]: 3 };

export const ROUTES: Row[] = [
  {
    route: "GET /api/health",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/health" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/health/live",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/health/live" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/health/ready",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/health/ready" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/dev/mailbox",
    audience: "dev",
    request: () => ({ method: "GET", url: "/api/dev/mailbox?limit=1" }),
    // Development only: the route does not exist in production (tests/api/auth.test.ts).
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/dev/trainers",
    audience: "dev",
    // Development only, like the mailbox; a duplicate e-mail shows the route validates and refuses.
    request: () => ({
      method: "POST",
      url: "/api/dev/trainers",
      payload: { name: "Demo Trainer", email: TRAINER },
    }),
    expect: { anonymous: 409, trainer: 409, admin: 409 },
  },
  {
    route: "POST /api/dev/outbox/failed",
    audience: "dev",
    // Development only, like the mailbox: a failed e-mail for the System tab's end-to-end test.
    request: () => ({
      method: "POST",
      url: "/api/dev/outbox/failed",
      payload: { to: "matrix@example.com", subject: "Matrix" },
    }),
    expect: { anonymous: 201, trainer: 201, admin: 201 },
  },
  {
    route: "POST /api/dev/clock",
    audience: "dev",
    // Development only: 0 leaves the clock where it is.
    request: () => ({ method: "POST", url: "/api/dev/clock", payload: { offsetDays: 0 } }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  // Trainer insights (issue 32 part 3): anyone's browser sends the beacon; a trainer reads her own.
  {
    route: "POST /api/insights/beacon",
    audience: "public",
    // The demo trainer (id 3), listed: counted or not, the answer is the same 204.
    request: () => ({
      method: "POST",
      url: "/api/insights/beacon",
      payload: { kind: "profile_view", trainerId: 3 },
    }),
    expect: { anonymous: 204, trainer: 204, admin: 204 },
  },
  {
    route: "GET /api/insights",
    audience: "portal",
    request: () => ({ method: "GET", url: "/api/insights" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/magic-login",
    audience: "public",
    request: () => ({ method: "POST", url: "/api/magic-login", payload: { email: "nobody@example.com" } }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/magic-link/status",
    audience: "public",
    request: () => ({
      method: "GET",
      url: `/api/magic-link/status?token=${"x".repeat(43)}&email=${TRAINER}`,
    }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/magic-link/consume",
    audience: "public",
    request: () => ({
      method: "POST",
      url: "/api/magic-link/consume",
      payload: { token: "x".repeat(43), email: TRAINER },
    }),
    expect: { anonymous: 410, trainer: 410, admin: 410 },
  },
  {
    route: "POST /api/login",
    audience: "public",
    request: () => ({
      method: "POST",
      url: "/api/login",
      payload: { email: TRAINER, password: "wrong-password" },
    }),
    expect: { anonymous: 401, trainer: 401, admin: 401 },
  },
  {
    route: "GET /api/me",
    audience: "portal",
    request: () => ({ method: "GET", url: "/api/me" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/me/password",
    audience: "portal",
    // A too-short password: authorised callers reach validation (400), nobody's password changes.
    request: () => ({ method: "POST", url: "/api/me/password", payload: { newPassword: "x" } }),
    expect: { anonymous: 401, trainer: 400, admin: 400 },
  },
  {
    route: "GET /api/trainers/by-email/:email",
    audience: "portal",
    request: ({ own }) => ({ method: "GET", url: `/api/trainers/by-email/${own}` }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "GET /api/public-trainers",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/public-trainers" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/public-trainers/results",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/public-trainers/results?state=OK" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/public-trainers/index",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/public-trainers/index" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/public-trainers/cards",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/public-trainers/cards?ids=1,2" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/geocode",
    audience: "public",
    // Answered by the offline gazetteer: no request leaves the machine.
    request: () => ({ method: "GET", url: "/api/geocode?q=Tulsa%2C%20OK" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  // Class alerts (issue 32): anyone may ask, confirm and unsubscribe; a link's token is what counts.
  {
    route: "POST /api/class-alerts",
    audience: "public",
    // The gazetteer names the place; the confirmation e-mail goes to the development mailbox.
    request: () => ({
      method: "POST",
      url: "/api/class-alerts",
      payload: { email: "matrix.alerts@example.com", place: "Fargo, ND", distance: 25 },
    }),
    expect: { anonymous: 202, trainer: 202, admin: 202 },
  },
  {
    route: "POST /api/class-alerts/confirm",
    audience: "public",
    // A made-up link: refused whoever asks.
    request: () => ({ method: "POST", url: "/api/class-alerts/confirm", payload: { token: "e30.AAAA" } }),
    expect: { anonymous: 400, trainer: 400, admin: 400 },
  },
  {
    route: "POST /api/class-alerts/unsubscribe",
    audience: "public",
    request: () => ({ method: "POST", url: "/api/class-alerts/unsubscribe?token=e30.AAAA", payload: {} }),
    expect: { anonymous: 400, trainer: 400, admin: 400 },
  },
  {
    route: "GET /api/site-content/public",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/site-content/public" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/trainer-profile/:trainerName",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/trainer-profile/dana-whitfield" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/public-trainers/:id",
    audience: "public",
    // The headquarters trainer (the admin) is the first account of the demo data.
    request: () => ({ method: "GET", url: "/api/public-trainers/1" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/public-classes",
    audience: "public",
    // The classes screens' windows and pages: for anyone alike.
    request: () => ({ method: "GET", url: "/api/public-classes?search=self&location=all" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/public-classes/:id",
    audience: "public",
    // Public for anyone; an unknown class is a 404 for every caller alike.
    request: () => ({ method: "GET", url: "/api/public-classes/00000000-0000-4000-8000-000000000000" }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "POST /api/public-classes/:id/reservations",
    audience: "public",
    // Anyone may reserve (issue 33); an unknown class is a 404 for every caller alike.
    request: () => ({
      method: "POST",
      url: "/api/public-classes/00000000-0000-4000-8000-000000000000/reservations",
      payload: { name: "Matrix Visitor", email: "matrix@example.com", partySize: 1 },
    }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/public-classes/:id/spots",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/public-classes/00000000-0000-4000-8000-000000000000/spots" }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/class-spots",
    audience: "public",
    // The lists' live counts: an unknown class is left out, for every caller alike.
    request: () => ({ method: "GET", url: "/api/class-spots?ids=00000000-0000-4000-8000-000000000000" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/reservations/confirm",
    audience: "public",
    // The e-mailed link's token is the only credential: an unknown one is a 404 for everybody.
    request: () => ({ method: "POST", url: "/api/reservations/confirm", payload: { token: "x".repeat(43) } }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "POST /api/reservations/cancel",
    audience: "public",
    // The e-mailed link's token is the only credential: an unknown one is a 404 for everybody.
    request: () => ({ method: "POST", url: "/api/reservations/cancel", payload: { token: "x".repeat(43) } }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "POST /api/reservations/claim",
    audience: "public",
    // The e-mailed link's token is the only credential: an unknown one is a 404 for everybody.
    request: () => ({ method: "POST", url: "/api/reservations/claim", payload: { token: "x".repeat(43) } }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/reservations/manage",
    audience: "public",
    request: () => ({ method: "GET", url: `/api/reservations/manage?token=${"x".repeat(43)}` }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/admin/reservations/summary",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/reservations/summary" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "POST /api/reservations/reminders-off",
    audience: "public",
    // The reminder's signed link is the only credential: one not ours is a 400 for everybody.
    request: () => ({
      method: "POST",
      url: `/api/reservations/reminders-off?token=${"x".repeat(43)}`,
      payload: {},
    }),
    expect: { anonymous: 400, trainer: 400, admin: 400 },
  },
  {
    route: "GET /api/calendar/classes/:file",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/calendar/classes/00000000-0000-4000-8000-000000000000.ics" }),
    expect: { anonymous: 404, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/calendar/trainers/:file",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/calendar/trainers/dana-whitfield.ics" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/calendar/all.ics",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/calendar/all.ics" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/dashboard",
    audience: "portal",
    // The caller's own card: the session decides whose, so there is no other trainer's to ask for.
    request: () => ({ method: "GET", url: "/api/dashboard" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/announcements/for-trainer",
    audience: "portal",
    // The caller's own e-mail; another trainer's is refused, the admin may read anyone's.
    request: ({ own }) => ({ method: "GET", url: `/api/announcements/for-trainer?email=${own}` }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "POST /api/announcements",
    audience: "portal",
    // Only the trainer lead (role announcement_author; tests/api/announcements.test.ts shows the 201)
    // may post; the demo admin is not the lead. Refused before the body is read: nothing is created.
    request: () => ({
      method: "POST",
      url: "/api/announcements",
      payload: { message: "Matrix check", priority: "info" },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 403 },
  },
  {
    route: "POST /api/announcements/:id/dismiss",
    audience: "portal",
    // Demo announcement 1: dismissing it again is fine; the dismissal is the caller's own.
    request: () => ({ method: "POST", url: "/api/announcements/1/dismiss", payload: {} }),
    expect: { anonymous: 401, trainer: 204, admin: 204 },
  },
  {
    route: "GET /api/curriculum",
    audience: "portal",
    request: () => ({ method: "GET", url: "/api/curriculum" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/curriculum/resources/:id/view",
    audience: "portal",
    // The view is recorded for the caller (idempotent).
    request: () => ({ method: "POST", url: "/api/curriculum/resources/1/view" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/chatbot",
    audience: "portal",
    request: () => ({
      method: "POST",
      url: "/api/chatbot",
      payload: { question: "How do I contact support?" },
    }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/trainer-profile/:id(^\\d+$)",
    audience: "portal",
    // The owner's full profile; another trainer's is refused, the admin may read anyone's.
    request: ({ own }) => ({ method: "GET", url: `/api/trainer-profile/${DEMO_IDS[own]}` }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "POST /api/trainer-profile/:id(^\\d+$)",
    audience: "portal",
    request: ({ own }) => ({
      method: "POST",
      url: `/api/trainer-profile/${DEMO_IDS[own]}`,
      payload: { availabilityDescription: "Flexible" },
    }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "GET /api/trainer-profile-edit",
    audience: "portal",
    request: ({ own }) => ({ method: "GET", url: `/api/trainer-profile-edit?email=${own}` }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "PUT /api/trainer-profile-edit",
    audience: "portal",
    request: ({ own }) => ({
      method: "PUT",
      url: `/api/trainer-profile-edit?email=${own}`,
      payload: { publicBio: "Matrix bio" },
    }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "POST /api/upload-profile-picture",
    audience: "portal",
    // A text file named .png: past the guard it is refused by its content (400), so no file is written.
    request: () => {
      const form = new FormData();
      form.append("profilePicture", new Blob(["not a picture"], { type: "image/png" }), "x.png");
      return { method: "POST", url: "/api/upload-profile-picture", payload: form };
    },
    expect: { anonymous: 401, trainer: 400, admin: 400 },
  },
  {
    route: "GET /api/trainer-profile",
    audience: "portal",
    // The spec's read by e-mail (the class screens): own, or anyone's for the admin.
    request: ({ own }) => ({ method: "GET", url: `/api/trainer-profile?email=${own}` }),
    expect: { anonymous: 401, trainer: 200, otherTrainer: 403, admin: 200 },
  },
  {
    route: "POST /api/trainer-profile",
    audience: "portal",
    // The whole-list save: another trainer's e-mail is refused; a stale version writes nothing (409).
    request: ({ own }) => ({
      method: "POST",
      url: "/api/trainer-profile",
      payload: { upcomingClasses: [], version: 999_999, trainerEmail: own },
    }),
    expect: { anonymous: 401, trainer: 409, otherTrainer: 403, admin: 409 },
  },
  {
    route: "GET /api/trainer-classes",
    audience: "portal",
    request: () => ({ method: "GET", url: "/api/trainer-classes" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/trainer-classes",
    audience: "portal",
    // A stale version: past the guard the write is refused (409), so nothing is stored.
    request: () => ({
      method: "POST",
      url: "/api/trainer-classes",
      payload: {
        version: 999_999,
        class: {
          title: "Matrix Class",
          date: "2099-01-01",
          startTime: "18:00",
          location: "Hall",
          paymentLink: "https://pay.example/x",
        },
      },
    }),
    expect: { anonymous: 401, trainer: 409, admin: 409 },
  },
  {
    route: "PUT /api/trainer-classes/:id",
    audience: "portal",
    // Only the caller's own classes exist for them: any other id is 404.
    request: () => ({
      method: "PUT",
      url: "/api/trainer-classes/not-a-class",
      payload: {
        version: 0,
        class: {
          title: "Matrix Class",
          date: "2099-01-01",
          startTime: "18:00",
          location: "Hall",
          paymentLink: "https://pay.example/x",
        },
      },
    }),
    expect: { anonymous: 401, trainer: 404, admin: 404 },
  },
  {
    route: "DELETE /api/trainer-classes/:id",
    audience: "portal",
    request: () => ({ method: "DELETE", url: "/api/trainer-classes/not-a-class?version=0" }),
    expect: { anonymous: 401, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/trainer-classes/:id/reservations",
    audience: "portal",
    // A class's attendees are its trainer's and the admin's (tests/api/reservations.test.ts); an unknown class is 404.
    request: () => ({
      method: "GET",
      url: "/api/trainer-classes/00000000-0000-4000-8000-000000000000/reservations",
    }),
    expect: { anonymous: 401, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/trainer-classes/:id/reservations.csv",
    audience: "portal",
    request: () => ({
      method: "GET",
      url: "/api/trainer-classes/00000000-0000-4000-8000-000000000000/reservations.csv",
    }),
    expect: { anonymous: 401, trainer: 404, admin: 404 },
  },
  {
    route: "PATCH /api/trainer-classes/:id/reservations/:reservationId",
    audience: "portal",
    request: () => ({
      method: "PATCH",
      url: "/api/trainer-classes/00000000-0000-4000-8000-000000000000/reservations/00000000-0000-4000-8000-000000000000",
      payload: { paid: true },
    }),
    expect: { anonymous: 401, trainer: 404, admin: 404 },
  },
  {
    route: "POST /api/trainer-classes/:id/reservations/message",
    audience: "portal",
    // The class's trainer and the admin only (tests/api/reservation-notices.test.ts); unknown: 404.
    request: () => ({
      method: "POST",
      url: "/api/trainer-classes/00000000-0000-4000-8000-000000000000/reservations/message",
      payload: { subject: "Matrix", body: "Matrix check" },
    }),
    expect: { anonymous: 401, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/trainer-portal-data",
    audience: "portal",
    request: () => ({ method: "GET", url: "/api/trainer-portal-data" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/assessments/:id/attempts",
    audience: "portal",
    // An attempt starts for the caller only; no such assessment is 404 (tests/api/assessment-attempts).
    request: () => ({ method: "POST", url: "/api/assessments/999999/attempts" }),
    expect: { anonymous: 401, trainer: 404, admin: 404 },
  },
  {
    route: "POST /api/assessments/submit",
    audience: "portal",
    // Attempts are the caller's: another's, or none, is 404 (tests/api/assessment-attempts).
    request: () => ({
      method: "POST",
      url: "/api/assessments/submit",
      payload: { attemptId: 999_999, answers: [] },
    }),
    expect: { anonymous: 401, trainer: 404, admin: 404 },
  },
  {
    route: "GET /api/assessments/:id/review",
    audience: "portal",
    request: () => ({ method: "GET", url: "/api/assessments/999999/review" }),
    expect: { anonymous: 401, trainer: 404, admin: 404 },
  },
  // Onboarding (public): refused bodies store nothing; an applicant session starts only with valid details.
  {
    route: "POST /api/onboarding/checkout",
    audience: "public",
    request: () => ({ method: "POST", url: "/api/onboarding/checkout", payload: {} }),
    expect: { anonymous: 400, trainer: 400, admin: 400 },
  },
  {
    route: "POST /api/onboarding/details",
    audience: "public",
    request: () => ({ method: "POST", url: "/api/onboarding/details", payload: {} }),
    expect: { anonymous: 400, trainer: 400, admin: 400 },
  },
  {
    route: "POST /api/complete-enrollment",
    audience: "public",
    request: () => ({ method: "POST", url: "/api/complete-enrollment", payload: {} }),
    expect: { anonymous: 400, trainer: 400, admin: 400 },
  },
  {
    route: "POST /api/onboarding/documents-link",
    audience: "public",
    // The same answer for an unknown e-mail: nothing is sent.
    request: () => ({
      method: "POST",
      url: "/api/onboarding/documents-link",
      payload: { email: "nobody@example.com" },
    }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/onboarding/link/consume",
    audience: "public",
    request: () => ({
      method: "POST",
      url: "/api/onboarding/link/consume",
      payload: { token: "x".repeat(43), email: "nobody@example.com" },
    }),
    expect: { anonymous: 410, trainer: 410, admin: 410 },
  },
  {
    route: "GET /api/onboarding/session",
    audience: "public",
    request: () => ({ method: "GET", url: "/api/onboarding/session" }),
    expect: { anonymous: 200, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/onboarding/session/end",
    audience: "public",
    // Ends this browser's onboarding session, if any: harmless for anyone else.
    request: () => ({ method: "POST", url: "/api/onboarding/session/end" }),
    expect: { anonymous: 204, trainer: 204, admin: 204 },
  },
  {
    route: "POST /api/webhooks/storefront/orders-paid",
    audience: "public",
    // Authenticated by its HMAC only: a session does not help an unsigned call.
    request: () => ({
      method: "POST",
      url: "/api/webhooks/storefront/orders-paid",
      payload: { id: 1, email: "buyer@example.com", line_items: [] },
    }),
    expect: { anonymous: 401, trainer: 401, admin: 401 },
  },
  // Onboarding audience: an applicant's own session, or a signed-in trainer (and the admin).
  {
    route: "GET /api/onboarding/documents",
    audience: "onboarding",
    request: () => ({ method: "GET", url: "/api/onboarding/documents" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "GET /api/onboarding/documents/:id",
    audience: "onboarding",
    request: () => ({ method: "GET", url: "/api/onboarding/documents/agreement" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/onboarding/documents/:id/sign",
    audience: "onboarding",
    // Someone else's name: refused (400) before anything is stored.
    request: () => ({
      method: "POST",
      url: "/api/onboarding/documents/agreement/sign",
      payload: { fullName: "Somebody Else", agree: true, version: "1.0" },
    }),
    expect: { anonymous: 401, trainer: 400, admin: 400 },
  },
  {
    route: "PUT /api/trainers/:id",
    audience: "onboarding",
    // Only the applicant's own onboarding session or the admin: a trainer is refused.
    request: () => ({
      method: "PUT",
      url: "/api/trainers/999999",
      payload: { paymentStatus: "completed", onboardingStatus: "documents_pending" },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "POST /api/trainers/:id/trigger-onboarding",
    audience: "onboarding",
    request: () => ({ method: "POST", url: "/api/trainers/999999/trigger-onboarding" }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    // The members' links: a signed-in trainer or an applicant's session (tests/api/members-links.test.ts).
    route: "GET /api/members/links",
    audience: "onboarding",
    request: () => ({ method: "GET", url: "/api/members/links" }),
    expect: { anonymous: 401, trainer: 200, admin: 200 },
  },
  {
    route: "POST /api/onboarding/welcome/:linkId/visit",
    audience: "onboarding",
    request: () => ({ method: "POST", url: "/api/onboarding/welcome/not-a-link/visit" }),
    expect: { anonymous: 401, trainer: 404, admin: 404 },
  },
  // The admin console: 401 to anonymous, 403 to a trainer; the admin's calls here change nothing.
  {
    route: "GET /api/admin/trainers",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/trainers?pageSize=5" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "GET /api/admin/trainers.csv",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/trainers.csv?status=revoked" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "POST /api/admin/trainers",
    audience: "admin",
    // A taken e-mail: refused (409), nothing made.
    request: () => ({ method: "POST", url: "/api/admin/trainers", payload: { name: "Dup", email: TRAINER } }),
    expect: { anonymous: 401, trainer: 403, admin: 409 },
  },
  {
    route: "GET /api/admin/trainers/:id",
    audience: "admin",
    request: () => ({ method: "GET", url: `/api/admin/trainers/${DEMO_IDS[TRAINER]}` }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "PATCH /api/admin/trainers/:id",
    audience: "admin",
    // An empty change: nothing to write.
    request: () => ({ method: "PATCH", url: `/api/admin/trainers/${DEMO_IDS[TRAINER]}`, payload: {} }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "POST /api/admin/trainers/:id/sign-in-link",
    audience: "admin",
    request: () => ({ method: "POST", url: "/api/admin/trainers/999999/sign-in-link" }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  // The trainer page's sections (docs/decisions/0041): read only.
  ...["onboarding", "classes", "attempts", "sessions"].map(
    (section): Row => ({
      route: `GET /api/admin/trainers/:id/${section}`,
      audience: "admin",
      request: () => ({ method: "GET", url: `/api/admin/trainers/${DEMO_IDS[TRAINER]}/${section}` }),
      expect: { anonymous: 401, trainer: 403, admin: 200 },
    }),
  ),
  {
    route: "GET /api/admin/applicants",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/applicants" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "POST /api/admin/applicants/:id/confirm-payment",
    audience: "admin",
    request: () => ({ method: "POST", url: "/api/admin/applicants/999999/confirm-payment" }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "POST /api/admin/applicants/:id/attach",
    audience: "admin",
    request: () => ({
      method: "POST",
      url: "/api/admin/applicants/999999/attach",
      payload: { toApplicantId: 999998 },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "GET /api/admin/applicants/:id/signatures",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/applicants/999999/signatures" }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "GET /api/admin/site-content",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/site-content" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "PUT /api/admin/site-content",
    audience: "admin",
    // An invalid banner date: refused (400), nothing saved.
    request: () => ({
      method: "PUT",
      url: "/api/admin/site-content",
      payload: {
        trainingBanner: { title: "x", dates: "x", location: "x", endDate: "soon" },
        impactStats: null,
      },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 400 },
  },
  {
    route: "GET /api/admin/site-links",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/site-links" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "PUT /api/admin/site-links",
    audience: "admin",
    // Not a web address: refused (400), nothing saved.
    request: () => ({ method: "PUT", url: "/api/admin/site-links", payload: { supportEmail: "nope" } }),
    expect: { anonymous: 401, trainer: 403, admin: 400 },
  },
  {
    route: "GET /api/admin/announcements",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/announcements" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "POST /api/admin/announcements",
    audience: "admin",
    // An empty message: refused (400), nothing posted.
    request: () => ({ method: "POST", url: "/api/admin/announcements", payload: { message: " " } }),
    expect: { anonymous: 401, trainer: 403, admin: 400 },
  },
  {
    route: "DELETE /api/admin/announcements/:id",
    audience: "admin",
    request: () => ({ method: "DELETE", url: "/api/admin/announcements/999999" }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "PUT /api/admin/trainer-lead",
    audience: "admin",
    // Nobody has this e-mail: 404, the role stays where it is.
    request: () => ({
      method: "PUT",
      url: "/api/admin/trainer-lead",
      payload: { email: "nobody-here@example.com" },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "GET /api/admin/knowledge-articles",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/knowledge-articles" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "POST /api/admin/knowledge-articles",
    audience: "admin",
    // No title: refused (400), nothing saved.
    request: () => ({
      method: "POST",
      url: "/api/admin/knowledge-articles",
      payload: { title: " ", body: "x" },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 400 },
  },
  {
    route: "PUT /api/admin/knowledge-articles/:id",
    audience: "admin",
    request: () => ({
      method: "PUT",
      url: "/api/admin/knowledge-articles/999999",
      payload: { title: "x", body: "x", tags: [] },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "DELETE /api/admin/knowledge-articles/:id",
    audience: "admin",
    request: () => ({ method: "DELETE", url: "/api/admin/knowledge-articles/999999" }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "GET /api/admin/modules",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/modules" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "PUT /api/admin/modules/:id",
    audience: "admin",
    request: () => ({
      method: "PUT",
      url: "/api/admin/modules/999999",
      payload: { title: "x", description: "x", instructorOnly: false },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "POST /api/admin/modules/:id/resources",
    audience: "admin",
    request: () => ({
      method: "POST",
      url: "/api/admin/modules/999999/resources",
      payload: { name: "x", link: "https://example.com/x" },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "PUT /api/admin/modules/:id/resources/:resourceId",
    audience: "admin",
    request: () => ({
      method: "PUT",
      url: "/api/admin/modules/1/resources/999999",
      payload: { name: "x", link: "https://example.com/x" },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "DELETE /api/admin/modules/:id/resources/:resourceId",
    audience: "admin",
    request: () => ({ method: "DELETE", url: "/api/admin/modules/1/resources/999999" }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "POST /api/admin/modules/:id/resources/:resourceId/move",
    audience: "admin",
    request: () => ({
      method: "POST",
      url: "/api/admin/modules/1/resources/999999/move",
      payload: { direction: "up" },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "GET /api/admin/documents",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/documents" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "PUT /api/admin/documents/:id",
    audience: "admin",
    // No text: refused (400), no version made.
    request: () => ({ method: "PUT", url: "/api/admin/documents/nda", payload: { title: "NDA", body: "" } }),
    expect: { anonymous: 401, trainer: 403, admin: 400 },
  },
  {
    route: "GET /api/admin/assessments",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/assessments" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "PUT /api/admin/assessments/:id/questions/:questionId",
    audience: "admin",
    request: () => ({
      method: "PUT",
      url: "/api/admin/assessments/1/questions/999999",
      payload: {
        question: "Q?",
        options: ["a", "b"],
        correctAnswer: 0,
        explanation: "x",
        curriculumGuidance: null,
      },
    }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "GET /api/admin/renewals",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/renewals" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "GET /api/admin/renewals/undated",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/renewals/undated" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "POST /api/admin/renewals/:id/remind",
    audience: "admin",
    request: () => ({ method: "POST", url: "/api/admin/renewals/999999/remind" }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "GET /api/admin/jobs",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/jobs" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "POST /api/admin/jobs/:name/run",
    audience: "admin",
    // An unknown job: the admin gets past the guard and is told there is none.
    request: () => ({ method: "POST", url: "/api/admin/jobs/no-such-job/run" }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "GET /api/admin/audit",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/audit" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "GET /api/admin/outbox",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/outbox" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "POST /api/admin/outbox/:id/resend",
    audience: "admin",
    request: () => ({ method: "POST", url: "/api/admin/outbox/999999/resend" }),
    expect: { anonymous: 401, trainer: 403, admin: 404 },
  },
  {
    route: "GET /api/admin/class-alerts/demand",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/class-alerts/demand" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "GET /api/admin/class-alerts/demand.csv",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/class-alerts/demand.csv" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  {
    route: "GET /api/admin/insights",
    audience: "admin",
    request: () => ({ method: "GET", url: "/api/admin/insights" }),
    expect: { anonymous: 401, trainer: 403, admin: 200 },
  },
  // Logout last: it ends the caller's session.
  {
    route: "POST /api/logout",
    audience: "public",
    request: () => ({ method: "POST", url: "/api/logout" }),
    expect: { anonymous: 204, trainer: 204, admin: 204 },
  },
];

/** Signs in the demo trainer and the admin; "otherTrainer" is the trainer asking for another's data. */
export async function signInCallers(app: FastifyInstance): Promise<Partial<Record<Who, string>>> {
  const trainer = await loginAs(app, TRAINER);
  return { trainer, otherTrainer: trainer, admin: await loginAs(app, ADMIN) };
}
