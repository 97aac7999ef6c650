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

export const ONBOARDING_TEXT = {
  // §5 / §8 (shown as in-page alerts, docs/product.md "Alerts")
  checkoutInvalid: "Please fill all required fields and agree to the terms.",
  detailsInvalid: "Please fill in all required fields.",
  documentsUnsigned: "Please sign all required documents to continue.",
  sessionExpired: "Session expired. Please restart the registration process.",
  confirmFailed: "There was an error processing your confirmation. Please try again.",
  // enrollment form (order form schema, §5)
  fullNameRequired: "Full name is required",
  emailRequired: "Valid email is required",
  phoneRequired: "Phone number is required",
  addressRequired: "Address is required",
  shirtSizeRequired: "Shirt size is required",
  deviceColorRequired: "Device color is required",
  enrollDoneTitle: "Enrollment Complete!",
  enrollDone: "Check your email for documents to sign",
  enrollFailedTitle: "Enrollment Failed",
  // docs/product.md "Onboarding"
  openEmailLink: "Open the link in your e-mail to sign your documents",
  paymentBeingConfirmed:
    "Your payment is being confirmed. You'll get an e-mail as soon as your trainer account is ready.",
  // ours
  invalidEmail: "Please enter a valid email",
  termsRequired: "Please agree to the terms.",
  tooLong: (max: number) => `Must be ${max} characters or fewer.`,
  signNameRequired: "Type your full name to sign.",
  signNameMismatch: "Type your full name as you gave it.",
  signAgreeRequired: 'Check "I agree" to sign.',
  documentChanged: "This document was updated while you read it. Please read the new version and sign again.",
  unknownDocument: "There is no such document.",
  noApplicant: "Your onboarding session has ended. Open the link in your e-mail to continue.",
  linkInvalid: "This link has expired or was already used. We can e-mail you a new one.",
  linkSent: "If we have your details, a new link is on its way. Check your inbox and spam folder.",
  notYourApplication: "This is not your application.",
  alreadyAccount: "You already have a trainer account. Sign in to the trainer portal.",
  noSuchApplicant: "There is no such applicant.",
  // issue 27: details for an e-mail that already has an application change nothing (decisions.md)
  continueByEmail:
    "You have already started an application with this e-mail. We've sent you a link to continue it: check your inbox and spam folder.",
  nameFixedOnceSigned: "Your name can't be changed after you have signed a document.",
} as const;

/** §1, §9: the program's facts and prices. */
export const PROGRAM = {
  price: "$1,997",
  fullPrice: "$1,997",
  strikePrice: "$2,997",
  saveNote: "save 25% off monthly plan",
  flexPrice: "$499",
  flexTerm: "a month for 6 months",
  // ours (issue 27): the flex plan's total (6 × $499) and what paying in full really saves against it
  flexTotal: "$2,994",
  fullSaving: "Save $997 by paying in full",
  accountWithin: "5 minutes",
  emailWithin: "10 minutes",
  receive: [
    "6 weekly live video workshops",
    "3 days of in-person training",
    "A free self-defense device",
    "A free instructor shirt",
    "Trainer portal access with flyers, tools and scripts",
    "A listing on the official website",
    "Private social group access (2,000+ members)",
    "An affiliate revenue code",
    "Lifetime business support",
  ],
} as const;

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
