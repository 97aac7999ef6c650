/**
 * Onboarding and enrollment: from applicant to trainer (spec portal §1, §2 Onboarding screens 1-7 and
 * /test, §3, §4 Onboarding, §5, §7, §8, §9; docs/product.md "Security" 5, 6, 9, 10, "Onboarding flow",
 * "Accounts"). An applicant has no account: they act through their onboarding session, an httpOnly
 * cookie set when they give their details (checkout, confirmation, enrollment) or open the link of
 * their documents e-mail. The account is created once the payment is verified (the storefront's
 * webhook, or the admin).
 *
 * Public (anyone):
 *   POST /api/onboarding/checkout            checkoutDetails → applicantStartedOrContinue (session set; paymentUrl)
 *   POST /api/onboarding/details             applicantDetails → applicantStartedOrContinue (screen 3, confirmation)
 *   POST /api/complete-enrollment            enrollmentForm → enrollmentDoneOrContinue (session set; documents e-mail)
 *     (an e-mail that already has an application: continueByEmail, no session, the link e-mailed)
 *   POST /api/onboarding/documents-link      documentsLinkRequest → documentsLinkSent (e-mails the link again)
 *   POST /api/onboarding/link/consume        linkConsume → applicantStarted (the e-mail link signs in)
 *   POST /api/webhooks/storefront/orders-paid  the storefront's paid-order webhook (HMAC, raw body)
 *   GET  /api/onboarding/session             onboardingSession: who this browser is in onboarding (or nobody)
 *   POST /api/onboarding/session/end         → 204: the applicant signs out (ends this browser's onboarding session)
 * Onboarding (an applicant's own session, or a signed-in trainer; the admin):
 *   GET  /api/onboarding/documents           documentList: the three documents and what the signer signed
 *   GET  /api/onboarding/documents/{id}      documentToSign: the text to sign
 *   POST /api/onboarding/documents/{id}/sign signDocument → documentList
 *   PUT  /api/trainers/{id}                  paymentClaim → applicantState (id = the applicant's id, pendingTrainerId)
 *   POST /api/trainers/{id}/trigger-onboarding  → triggered (sends the documents e-mail)
 *   POST /api/onboarding/welcome/{linkId}/visit  → welcomeVisited (stored for the signer)
 */
import { z } from "zod";
import {
  applicantList,
  attachedOrder,
  attachOrderRequest,
  confirmedPayment,
  signatureList,
  trainerIdParams,
} from "./admin";
import {
  adminDocument,
  adminDocumentList,
  documentParams as adminDocumentParams,
  documentEdit,
} from "./admin-content";
import { defineEndpoint } from "./endpoint";
import { errorResponses, noContent } from "./errors";
import { ONBOARDING_TEXT, PROGRAM } from "./onboarding-text";

export { ONBOARDING_TEXT, PROGRAM };

export const SHIRT_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "XXXL"] as const;
export const DEVICE_COLORS = [
  { value: "black", label: "Black" },
  { value: "pink", label: "Pink" },
  { value: "mint-green", label: "Mint Green" },
] as const;
export const PAYMENT_PLANS = ["full", "flex"] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

const LIMITS = { name: 120, email: 254, phone: 40, city: 120, state: 60, address: 300 } as const;

const required = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, ONBOARDING_TEXT.tooLong(max));
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, ONBOARDING_TEXT.tooLong(max))
    .nullish()
    .transform((v) => v || null);
const email = (message: string) =>
  z
    .string(message)
    .trim()
    .toLowerCase()
    .max(LIMITS.email, ONBOARDING_TEXT.tooLong(LIMITS.email))
    .pipe(z.email({ message }));

// --- Screen 2: /onboarding/checkout ---------------------------------------------------------------

export const checkoutDetails = z.object({
  fullName: required(LIMITS.name, ONBOARDING_TEXT.checkoutInvalid),
  email: email(ONBOARDING_TEXT.invalidEmail),
  phone: required(LIMITS.phone, ONBOARDING_TEXT.checkoutInvalid),
  city: optional(LIMITS.city),
  state: optional(LIMITS.state),
  agreeTerms: z.literal(true, ONBOARDING_TEXT.termsRequired),
  paymentPlan: z.enum(PAYMENT_PLANS),
});
export type CheckoutDetails = z.input<typeof checkoutDetails>;

/** The applicant this browser now acts for (the spec's pendingTrainerId), and where to pay. */
export const applicantStarted = z.object({
  applicantId: z.number(),
  fullName: z.string(),
  email: z.string(),
  /** The chosen plan's payment page (configured), for checkout; null otherwise. */
  paymentUrl: z.string().nullable(),
});
export type ApplicantStarted = z.infer<typeof applicantStarted>;

/**
 * The answer to details given for an e-mail that already has an application: nothing changed, no
 * session started, and the single-use link to continue it was e-mailed to that address (issue 27, F1).
 */
export const continueByEmail = z.object({
  continueByEmail: z.literal(true),
  message: z.string(),
});
export type ContinueByEmail = z.infer<typeof continueByEmail>;
/** checkout and details answer either a started application or "continue by e-mail". */
export const applicantStartedOrContinue = z.union([applicantStarted, continueByEmail]);
export type ApplicantStartedOrContinue = z.infer<typeof applicantStartedOrContinue>;

// --- Screen 3: /onboarding/confirmation -----------------------------------------------------------

export const applicantDetails = z.object({
  fullName: required(LIMITS.name, ONBOARDING_TEXT.detailsInvalid),
  email: email(ONBOARDING_TEXT.invalidEmail),
  phone: required(LIMITS.phone, ONBOARDING_TEXT.detailsInvalid),
  city: optional(LIMITS.city),
  state: optional(LIMITS.state),
});
export type ApplicantDetails = z.input<typeof applicantDetails>;

// --- Screen 1: /enroll's "Complete Your Enrollment" -----------------------------------------------

export const enrollmentForm = z.object({
  fullName: required(LIMITS.name, ONBOARDING_TEXT.fullNameRequired),
  email: email(ONBOARDING_TEXT.emailRequired),
  phone: z
    .string(ONBOARDING_TEXT.phoneRequired)
    .trim()
    .min(10, ONBOARDING_TEXT.phoneRequired)
    .max(LIMITS.phone, ONBOARDING_TEXT.tooLong(LIMITS.phone)),
  address: required(LIMITS.address, ONBOARDING_TEXT.addressRequired),
  shirtSize: z.enum(SHIRT_SIZES, ONBOARDING_TEXT.shirtSizeRequired),
  deviceColor: z.enum(
    DEVICE_COLORS.map((c) => c.value) as ["black", "pink", "mint-green"],
    ONBOARDING_TEXT.deviceColorRequired,
  ),
  /** Always "shopify" in the spec; kept as sent. */
  paymentPlan: z.string().max(40).optional(),
});
export type EnrollmentForm = z.input<typeof enrollmentForm>;

export const enrollmentDone = z.object({
  applicantId: z.number(),
  /** The documents e-mail is in the outbox, on its way (docs/decisions/0028-outbox.md: never lost). */
  emailed: z.literal(true),
});
/** complete-enrollment answers the enrollment or "continue by e-mail" (issue 27, F1). */
export const enrollmentDoneOrContinue = z.union([enrollmentDone, continueByEmail]);

// --- The documents e-mail link -------------------------------------------------------------------

export const documentsLinkRequest = z.object({ email: email(ONBOARDING_TEXT.invalidEmail) });
export const documentsLinkSent = z.object({ message: z.string() });
export const linkConsume = z.object({
  token: z.string().min(20).max(200),
  email: z.string().trim().toLowerCase().max(LIMITS.email),
});

// --- Who this browser is -------------------------------------------------------------------------

export const onboardingSession = z.object({
  /** An applicant's onboarding session, a signed-in trainer, or nobody. */
  signer: z.enum(["applicant", "trainer", "none"]),
  applicantId: z.number().nullable(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  paymentStatus: z.enum(["pending", "claimed", "completed"]).nullable(),
  /** The trainer account exists (the applicant is linked to a trainer; always true for a trainer). */
  accountReady: z.boolean(),
  /** The welcome links this signer has visited (stored on the server). */
  welcomeVisited: z.array(z.string()),
});
export type OnboardingSession = z.infer<typeof onboardingSession>;

// --- Documents -----------------------------------------------------------------------------------

export const documentId = z.enum(["agreement", "nda", "waiver"]);
export const documentParams = z.object({ id: z.string().max(40) });

export const documentStatus = z.object({
  id: z.string(),
  title: z.string(),
  required: z.boolean(),
  version: z.string(),
  signed: z.boolean(),
  /** ISO time of the signature at the current version, or null. */
  signedAt: z.string().nullable(),
});
export const documentList = z.object({
  signerName: z.string(),
  documents: z.array(documentStatus),
  signedCount: z.number(),
  requiredCount: z.number(),
});
export type DocumentList = z.infer<typeof documentList>;

export const documentToSign = z.object({
  id: z.string(),
  title: z.string(),
  version: z.string(),
  /** Paragraphs, as signed. */
  body: z.string(),
  /** SHA-256 (hex) of the body: the signature records it. */
  sha256: z.string(),
  signerName: z.string(),
  signed: z.boolean(),
});
export type DocumentToSign = z.infer<typeof documentToSign>;

export const signDocument = z.object({
  fullName: required(LIMITS.name, ONBOARDING_TEXT.signNameRequired),
  agree: z.literal(true, ONBOARDING_TEXT.signAgreeRequired),
  /** The version read: a newer one on the server is 409 (documentChanged). */
  version: z.string().max(40),
});
export type SignDocument = z.input<typeof signDocument>;

// --- The spec's applicant calls ------------------------------------------------------------------

export const applicantParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * PUT /api/trainers/{id}: the spec sends { paymentStatus: "completed", onboardingStatus:
 * "documents_pending" }. It records the applicant's claim (paymentStatus becomes "claimed") and moves
 * the flow on; it never grants payment: only the webhook or the admin do.
 */
export const paymentClaim = z.object({
  paymentStatus: z.string().max(40).optional(),
  onboardingStatus: z.string().max(40).optional(),
});
export const applicantState = z.object({
  id: z.number(),
  paymentStatus: z.enum(["pending", "claimed", "completed"]),
  onboardingStatus: z.enum(["details_pending", "payment_pending", "documents_pending", "completed"]),
});
export const triggered = z.object({ emailed: z.literal(true) });

export const welcomeParams = z.object({ linkId: z.string().max(40) });
export const welcomeVisited = z.object({ welcomeVisited: z.array(z.string()) });

// --- The storefront's webhook --------------------------------------------------------------------

/** What the webhook answers the storefront: handled now, or a delivery of an id already handled. */
export const webhookAnswer = z.object({
  status: z.enum(["processed", "duplicate"]),
  outcome: z.string().nullable(),
});

// --- Endpoints ------------------------------------------------------------------------------------

export const onboardingEndpoints = {
  // Public: giving one's details starts the applicant's onboarding session (rate limited like sign-in).
  /** Screen 2: details and plan → the applicant and the plan's payment page. */
  checkout: defineEndpoint({
    method: "POST",
    path: "/api/onboarding/checkout",
    audience: "public",
    body: checkoutDetails,
    responses: { 200: applicantStartedOrContinue, ...errorResponses(400, 409, 429) },
  }),
  /** Screen 3's details → the applicant. */
  details: defineEndpoint({
    method: "POST",
    path: "/api/onboarding/details",
    audience: "public",
    body: applicantDetails,
    responses: { 200: applicantStartedOrContinue, ...errorResponses(400, 409, 429) },
  }),
  /** /enroll's form → the applicant, and the documents e-mail. */
  enroll: defineEndpoint({
    method: "POST",
    path: "/api/complete-enrollment",
    audience: "public",
    body: enrollmentForm,
    responses: { 200: enrollmentDoneOrContinue, ...errorResponses(400, 409, 429) },
  }),
  /** E-mails the documents link again (the same answer whoever asks). */
  documentsLink: defineEndpoint({
    method: "POST",
    path: "/api/onboarding/documents-link",
    audience: "public",
    body: documentsLinkRequest,
    responses: { 200: documentsLinkSent, ...errorResponses(400, 429) },
  }),
  /** The e-mailed link → the applicant's session. */
  consumeLink: defineEndpoint({
    method: "POST",
    path: "/api/onboarding/link/consume",
    audience: "public",
    body: linkConsume,
    responses: { 200: applicantStarted, ...errorResponses(400, 410, 429) },
  }),
  /** Who this browser is in onboarding. */
  session: defineEndpoint({
    method: "GET",
    path: "/api/onboarding/session",
    audience: "public",
    responses: { 200: onboardingSession },
  }),
  /** The applicant signs out (204, also without a session). */
  endSession: defineEndpoint({
    method: "POST",
    path: "/api/onboarding/session/end",
    audience: "public",
    responses: { 204: noContent },
  }),
  /** The storefront's paid-order webhook: HMAC over the raw body, so no body schema here. */
  storefrontWebhook: defineEndpoint({
    method: "POST",
    path: "/api/webhooks/storefront/orders-paid",
    audience: "public",
    responses: { 200: webhookAnswer, ...errorResponses(400, 401, 415) },
  }),

  // Onboarding audience: an applicant's own session, or a signed-in trainer (the admin).
  /** The documents and what this signer signed. */
  documents: defineEndpoint({
    method: "GET",
    path: "/api/onboarding/documents",
    audience: "onboarding",
    responses: { 200: documentList },
  }),
  /** One document's text, to read and sign. */
  document: defineEndpoint({
    method: "GET",
    path: "/api/onboarding/documents/:id",
    audience: "onboarding",
    params: documentParams,
    responses: { 200: documentToSign, ...errorResponses(404) },
  }),
  /** Signs it (name, I agree, the version read). */
  sign: defineEndpoint({
    method: "POST",
    path: "/api/onboarding/documents/:id/sign",
    audience: "onboarding",
    params: documentParams,
    body: signDocument,
    responses: { 200: documentList, ...errorResponses(400, 404, 409) },
  }),
  /** The spec's payment claim, for the applicant's own id (or the admin); never grants payment. */
  claimPayment: defineEndpoint({
    method: "PUT",
    path: "/api/trainers/:id",
    audience: "onboarding",
    params: applicantParams,
    body: paymentClaim,
    responses: { 200: applicantState, ...errorResponses(400, 403, 404) },
  }),
  /** The documents e-mail, for the same callers. */
  triggerOnboarding: defineEndpoint({
    method: "POST",
    path: "/api/trainers/:id/trigger-onboarding",
    audience: "onboarding",
    params: applicantParams,
    responses: { 200: triggered, ...errorResponses(403, 404) },
  }),
  /** Records a welcome card as visited. */
  welcomeVisit: defineEndpoint({
    method: "POST",
    path: "/api/onboarding/welcome/:linkId/visit",
    audience: "onboarding",
    params: welcomeParams,
    responses: { 200: welcomeVisited, ...errorResponses(404) },
  }),
};

/** The console's onboarding (docs/decisions/0015): applicants, payments, signatures, the documents. */
export const onboardingAdminEndpoints = {
  /** Everyone in onboarding and their state. */
  applicants: defineEndpoint({
    method: "GET",
    path: "/api/admin/applicants",
    audience: "admin",
    responses: { 200: applicantList },
  }),
  /** Confirms a payment by hand (makes the account); audited. */
  confirmPayment: defineEndpoint({
    method: "POST",
    path: "/api/admin/applicants/:id/confirm-payment",
    audience: "admin",
    params: trainerIdParams,
    responses: { 200: confirmedPayment, ...errorResponses(404) },
  }),
  /** A flagged order to the application it was meant for (docs/decisions/0024); audited. */
  attachOrder: defineEndpoint({
    method: "POST",
    path: "/api/admin/applicants/:id/attach",
    audience: "admin",
    params: trainerIdParams,
    body: attachOrderRequest,
    responses: { 200: attachedOrder, ...errorResponses(400, 404, 409) },
  }),
  /** Each signature with the exact text signed. */
  signatures: defineEndpoint({
    method: "GET",
    path: "/api/admin/applicants/:id/signatures",
    audience: "admin",
    params: trainerIdParams,
    responses: { 200: signatureList, ...errorResponses(404) },
  }),
  /** The three documents: each one's current text and every version. */
  documents: defineEndpoint({
    method: "GET",
    path: "/api/admin/documents",
    audience: "admin",
    responses: { 200: adminDocumentList },
  }),
  /** Publishes a new version (the old text is kept); audited. */
  publishDocument: defineEndpoint({
    method: "PUT",
    path: "/api/admin/documents/:id",
    audience: "admin",
    params: adminDocumentParams,
    body: documentEdit,
    responses: { 200: adminDocument, ...errorResponses(400, 404) },
  }),
};
