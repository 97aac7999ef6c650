/**
 * The assessments screen's calls and query keys (src/shared/contracts/assessments.ts). Reads retry once
 * on a network failure or a 5xx (lib/retry.ts), never on a 4xx. The list is read each time the page
 * opens, by its loader (app/routes/assessments.tsx), and after each submission: the badges and Previous
 * Attempt boxes are the server's. A review is asked again each time it opens (staleTime 0). Submissions are not
 * retried: a failed one keeps the answers on the screen for the trainer to send again.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { assessmentEndpoints, type Submission } from "../../../src/shared/contracts/assessments";
import { call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

export const assessmentKeys = {
  all: ["assessments"] as const,
  portalData: ["assessments", "portal-data"] as const,
  review: (id: number) => ["assessments", "review", id] as const,
};

/** GET /api/trainer-portal-data: the assessments (no correct answers) and the caller's attempts. */
export function usePortalData() {
  return useQuery({
    queryKey: assessmentKeys.portalData,
    queryFn: ({ signal }) => call(assessmentEndpoints.portalData, { signal }),
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/assessments/{id}/review: the caller's latest passed attempt, with its review (404 if none). */
export function useReview(id: number | undefined) {
  return useQuery({
    queryKey: assessmentKeys.review(id ?? 0),
    // Enabled only with an id: the 0 is never asked for.
    queryFn: ({ signal }) => call(assessmentEndpoints.review, { params: { id: id ?? 0 }, signal }),
    enabled: id !== undefined,
    retry: retryOnce,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * POST /api/assessments/{id}/attempts: the server starts the attempt (or resumes the open one) and
 * answers its questions in this attempt's option order. Not retried: a paced retake is a 429 whose
 * message says when, shown as it is.
 */
export function useStartAttempt() {
  return useMutation({
    mutationFn: (assessmentId: number) => call(assessmentEndpoints.start, { params: { id: assessmentId } }),
    retry: false,
  });
}

/**
 * POST /api/assessments/submit: the attempt and its choices (as shown); the server maps them back,
 * scores them and measures the time. Afterwards every assessments read is asked again (the list's
 * badge and Previous Attempt box).
 */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, answers }: Submission) =>
      call(assessmentEndpoints.submit, { body: { attemptId, answers } }),
    retry: false,
    // Not awaited: the result shows at once while the list is asked again behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
    },
  });
}
