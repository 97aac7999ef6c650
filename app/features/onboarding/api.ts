/**
 * The onboarding screens' calls, query keys and the spec's session storage (src/shared/contracts/
 * onboarding.ts; docs/product.md "Onboarding flow"). No call here needs a sign-in: an applicant acts
 * through the httpOnly onboarding cookie the server sets when they give their details. Reads retry once
 * on a network failure or a 5xx (lib/retry.ts), never on a 4xx; writes are never retried (they create
 * applicants and send mail).
 */
import { useQuery } from "@tanstack/react-query";
import type { BodyInput } from "../../../src/shared/contracts/endpoint";
import { onboardingEndpoints as endpoints } from "../../../src/shared/contracts/onboarding";
import { call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

export const onboardingKeys = {
  session: ["onboarding-session"] as const,
  documents: ["onboarding-documents"] as const,
  document: (id: string) => ["onboarding-document", id] as const,
};

// --- Starting an application ------------------------------------------------------------------------

/**
 * Creates the applicant, sets the onboarding cookie, names the payment page; or, for an e-mail that
 * already has an application, changes nothing and e-mails the link to continue it (`continueByEmail`,
 * issue 27).
 */
export function startCheckout(body: BodyInput<typeof endpoints.checkout>) {
  return call(endpoints.checkout, { body });
}

/** The trainer information of a storefront buyer (screen 3); or `continueByEmail`. */
export function giveDetails(body: BodyInput<typeof endpoints.details>) {
  return call(endpoints.details, { body });
}

/** /enroll's "Complete Your Enrollment" (sends the documents e-mail); or `continueByEmail`. */
export function completeEnrollment(body: BodyInput<typeof endpoints.enroll>) {
  return call(endpoints.enroll, { body });
}

/** Did the server answer "continue by e-mail" (nothing changed, no session) rather than a started application? */
export function continuesByEmail<T extends object>(
  answer: T | { continueByEmail: true; message: string },
): answer is { continueByEmail: true; message: string } {
  return "continueByEmail" in answer && answer.continueByEmail === true;
}

/** The applicant signs out of onboarding (this browser's cookie ends). */
export function endOnboardingSession() {
  return call(endpoints.endSession, {});
}

/** E-mails the documents link again. */
export function requestDocumentsLink(body: BodyInput<typeof endpoints.documentsLink>) {
  return call(endpoints.documentsLink, { body });
}

/** The documents e-mail's link starts the onboarding session. */
export function consumeDocumentsLink(body: BodyInput<typeof endpoints.consumeLink>) {
  return call(endpoints.consumeLink, { body });
}

/**
 * How long a read's answer counts as current. Each route's loader reads these anew on every navigation
 * (issue 29) and seeds them: asked again at once (staleTime 0), the browser would repeat every read the
 * server just made while it hydrates. A screen that mounts later, or a tab shown again, asks again.
 */
const FRESH_FOR_MS = 10_000;

/** Who this browser is in onboarding (an applicant, a trainer, or nobody). */
export function useOnboardingSession() {
  return useQuery({
    queryKey: onboardingKeys.session,
    queryFn: ({ signal }) => call(endpoints.session, { signal }),
    retry: retryOnce,
    staleTime: FRESH_FOR_MS,
    refetchOnWindowFocus: false,
  });
}

/** The onboarding session once, outside a query (a button's handler). */
export function fetchOnboardingSession() {
  return call(endpoints.session, {});
}

// --- Payment confirmation (the spec's applicant calls) ------------------------------------------------

/** Records the applicant's payment claim (it never grants the payment). */
export function claimPayment(id: number, body: BodyInput<typeof endpoints.claimPayment>) {
  return call(endpoints.claimPayment, { params: { id }, body });
}

/** Sends the documents e-mail. */
export function triggerOnboarding(id: number) {
  return call(endpoints.triggerOnboarding, { params: { id } });
}

// --- Documents --------------------------------------------------------------------------------------

/** The three documents and what this signer signed. */
export function useDocuments(enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.documents,
    queryFn: ({ signal }) => call(endpoints.documents, { signal }),
    enabled,
    retry: retryOnce,
    staleTime: FRESH_FOR_MS,
    refetchOnWindowFocus: true,
  });
}

/** One document's text to sign. */
export function useDocument(id: string) {
  return useQuery({
    queryKey: onboardingKeys.document(id),
    queryFn: ({ signal }) => call(endpoints.document, { params: { id }, signal }),
    retry: retryOnce,
    staleTime: FRESH_FOR_MS,
    refetchOnWindowFocus: false,
  });
}

/** Signs it; answers the updated list. */
export function signDocument(id: string, body: BodyInput<typeof endpoints.sign>) {
  return call(endpoints.sign, { params: { id }, body });
}

/** Stores that the signer opened a welcome link. */
export function visitWelcomeLink(linkId: string) {
  return call(endpoints.welcomeVisit, { params: { linkId } });
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

/** The applicant's own details of a submitted form, as the next screens keep them. */
export function pendingDetails(
  values: Pick<PendingTrainerData, "fullName" | "email" | "phone" | "city" | "state">,
) {
  const { fullName, email, phone, city, state } = values;
  return { fullName, email, phone, city, state };
}

/** Forgets them (a finished or expired session). */
export function forgetPending() {
  const store = storage();
  store?.removeItem(PENDING_ID_KEY);
  store?.removeItem(PENDING_DATA_KEY);
}
