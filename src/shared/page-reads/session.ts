import type { Me, SessionEnd } from "../contracts/auth";
import type { DocumentList, DocumentToSign, OnboardingSession } from "../contracts/onboarding";

/** The visitor's session, as GET /api/me answers it (null without a valid trainer session). */
export type SessionReads = {
  me(): Promise<Me | null>;
  /** After me() answered null: why the session ended, when the brand ended it (said once). */
  ended(): SessionEnd | undefined;
  /** GET /api/onboarding/session: who this browser is in onboarding (an applicant, a trainer, nobody). */
  onboardingSession(): Promise<OnboardingSession>;
  /** GET /api/onboarding/documents; null where that answers 401 (no applicant, nobody signed in). */
  onboardingDocuments(): Promise<DocumentList | null>;
  /** GET /api/onboarding/documents/{id}; null where that answers 401 or 404. */
  onboardingDocument(id: string): Promise<DocumentToSign | null>;
};
