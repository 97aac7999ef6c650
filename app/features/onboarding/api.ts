/**
 * The onboarding screens' calls, query keys and the spec's session storage (src/shared/contracts/
 * onboarding.ts; docs/product.md "Onboarding flow"). No call here needs a sign-in: an applicant acts
 * through the httpOnly onboarding cookie the server sets when they give their details. Reads retry once
 * on a network failure or a 5xx (lib/retry.ts), never on a 4xx; writes are never retried (they create
 * applicants and send mail).
 */
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  ApplicantDetails,
  ApplicantStarted,
  ApplicantStartedOrContinue,
  applicantState,
  CheckoutDetails,
  DocumentList,
  DocumentToSign,
  documentsLinkRequest,
  documentsLinkSent,
  EnrollmentForm,
  enrollmentDone,
  enrollmentDoneOrContinue,
  linkConsume,
  OnboardingSession,
  paymentClaim,
  SignDocument,
  triggered,
  welcomeVisited,
} from "../../../src/shared/contracts/onboarding";
import { api } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

export type EnrollmentDone = z.infer<typeof enrollmentDone>;
export type EnrollmentDoneOrContinue = z.infer<typeof enrollmentDoneOrContinue>;
export type ApplicantState = z.infer<typeof applicantState>;
export type Triggered = z.infer<typeof triggered>;
export type WelcomeVisited = z.infer<typeof welcomeVisited>;

export const onboardingKeys = {
  session: ["onboarding-session"] as const,
  documents: ["onboarding-documents"] as const,
  document: (id: string) => ["onboarding-document", id] as const,
};

// --- Starting an application ------------------------------------------------------------------------

/**
 * POST /api/onboarding/checkout: creates the applicant, sets the onboarding cookie, names the payment
 * page; or, for an e-mail that already has an application, changes nothing and e-mails the link to
 * continue it (`continueByEmail`, issue 27).
 */
export function startCheckout(body: CheckoutDetails) {
  return api<ApplicantStartedOrContinue>("/api/onboarding/checkout", { body });
}

/** POST /api/onboarding/details: the trainer information of a storefront buyer (screen 3); or `continueByEmail`. */
export function giveDetails(body: ApplicantDetails) {
  return api<ApplicantStartedOrContinue>("/api/onboarding/details", { body });
}

/** POST /api/complete-enrollment: /enroll's "Complete Your Enrollment" (sends the documents e-mail); or `continueByEmail`. */
export function completeEnrollment(body: EnrollmentForm) {
  return api<EnrollmentDoneOrContinue>("/api/complete-enrollment", { body });
}

/** Did the server answer "continue by e-mail" (nothing changed, no session) rather than a started application? */
export function continuesByEmail<T extends object>(
  answer: T | { continueByEmail: true; message: string },
): answer is { continueByEmail: true; message: string } {
  return "continueByEmail" in answer && answer.continueByEmail === true;
}

/** POST /api/onboarding/session/end: the applicant signs out of onboarding (this browser's cookie ends). */
export function endOnboardingSession() {
  return api<undefined>("/api/onboarding/session/end", { method: "POST", body: {} });
}

/** POST /api/onboarding/documents-link: e-mails the documents link again. */
export function requestDocumentsLink(body: z.input<typeof documentsLinkRequest>) {
  return api<z.infer<typeof documentsLinkSent>>("/api/onboarding/documents-link", { body });
}

/** POST /api/onboarding/link/consume: the documents e-mail's link starts the onboarding session. */
export function consumeDocumentsLink(body: z.input<typeof linkConsume>) {
  return api<ApplicantStarted>("/api/onboarding/link/consume", { body });
}

/**
 * How long a read's answer counts as current. Each route's loader reads these anew on every navigation
 * (issue 29) and seeds them: asked again at once (staleTime 0), the browser would repeat every read the
 * server just made while it hydrates. A screen that mounts later, or a tab shown again, asks again.
 */
const FRESH_FOR_MS = 10_000;

/** GET /api/onboarding/session: who this browser is in onboarding (an applicant, a trainer, or nobody). */
export function useOnboardingSession() {
  return useQuery({
    queryKey: onboardingKeys.session,
    queryFn: ({ signal }) => api<OnboardingSession>("/api/onboarding/session", { signal }),
    retry: retryOnce,
    staleTime: FRESH_FOR_MS,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/onboarding/session once, outside a query (a button's handler). */
export function fetchOnboardingSession() {
  return api<OnboardingSession>("/api/onboarding/session");
}

// --- Payment confirmation (the spec's applicant calls) ------------------------------------------------

/** PUT /api/trainers/{id}: records the applicant's payment claim (it never grants the payment). */
export function claimPayment(id: number, body: z.input<typeof paymentClaim>) {
  return api<ApplicantState>(`/api/trainers/${id}`, { method: "PUT", body });
}

/** POST /api/trainers/{id}/trigger-onboarding: sends the documents e-mail. */
export function triggerOnboarding(id: number) {
  return api<Triggered>(`/api/trainers/${id}/trigger-onboarding`, { method: "POST", body: {} });
}

// --- Documents --------------------------------------------------------------------------------------

/** GET /api/onboarding/documents: the three documents and what this signer signed. */
export function useDocuments(enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.documents,
    queryFn: ({ signal }) => api<DocumentList>("/api/onboarding/documents", { signal }),
    enabled,
    retry: retryOnce,
    staleTime: FRESH_FOR_MS,
    refetchOnWindowFocus: true,
  });
}

/** GET /api/onboarding/documents/{id}: one document's text to sign. */
export function useDocument(id: string) {
  return useQuery({
    queryKey: onboardingKeys.document(id),
    queryFn: ({ signal }) =>
      api<DocumentToSign>(`/api/onboarding/documents/${encodeURIComponent(id)}`, { signal }),
    retry: retryOnce,
    staleTime: FRESH_FOR_MS,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/onboarding/documents/{id}/sign: answers the updated list. */
export function signDocument(id: string, body: SignDocument) {
  return api<DocumentList>(`/api/onboarding/documents/${encodeURIComponent(id)}/sign`, { body });
}

/** POST /api/onboarding/welcome/{linkId}/visit: stores that the signer opened a welcome link. */
export function visitWelcomeLink(linkId: string) {
  return api<WelcomeVisited>(`/api/onboarding/welcome/${encodeURIComponent(linkId)}/visit`, {
    method: "POST",
    body: {},
  });
}

// --- The spec's session storage ---------------------------------------------------------------------

/** What the spec keeps in sessionStorage between the onboarding screens. */
export const PENDING_ID_KEY = "pendingTrainerId";
export const PENDING_DATA_KEY = "pendingTrainerData";

/** The applicant's details as the screens keep them (prefill for the next form). */
export type PendingTrainerData = {
  fullName: string;
  email: string;
  phone: string;
  city?: string | null;
  state?: string | null;
  paymentPlan?: string;
  /** The plan's payment page as the server gave it (with the applicant's e-mail and reference), if any. */
  paymentUrl?: string;
};

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: the flow still works through the server's cookie
  }
}

/** The applicant id kept by checkout or confirmation (the spec's pendingTrainerId), if any. */
export function readPendingId(): number | undefined {
  const raw = storage()?.getItem(PENDING_ID_KEY);
  const id = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The details kept by checkout or confirmation, if any and readable. */
export function readPendingData(): PendingTrainerData | undefined {
  const raw = storage()?.getItem(PENDING_DATA_KEY);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return undefined;
    const data = parsed as Record<string, unknown>;
    const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
    return {
      fullName: text("fullName"),
      email: text("email"),
      phone: text("phone"),
      city: text("city") || null,
      state: text("state") || null,
      paymentPlan: text("paymentPlan") || undefined,
      paymentUrl: text("paymentUrl") || undefined,
    };
  } catch {
    return undefined;
  }
}

/** Keeps the applicant's id and details for the next screens (the spec's session storage). */
export function keepPending(id: number, data: PendingTrainerData) {
  const store = storage();
  if (!store) return;
  store.setItem(PENDING_ID_KEY, String(id));
  store.setItem(PENDING_DATA_KEY, JSON.stringify(data));
}

/** Forgets them (a finished or expired session). */
export function forgetPending() {
  const store = storage();
  store?.removeItem(PENDING_ID_KEY);
  store?.removeItem(PENDING_DATA_KEY);
}
