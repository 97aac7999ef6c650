/**
 * The assessments screen's calls and query keys (src/shared/contracts/assessments.ts). Reads retry once
 * on a network failure or a 5xx (lib/retry.ts), never on a 4xx, and are asked again each time the screen
 * opens (staleTime 0): the badges and Previous Attempt boxes are the server's. Submissions are not
 * retried: a failed one keeps the answers on the screen for the trainer to send again.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PortalData, Submission, SubmitResult } from "../../../shared/contracts/assessments";
import { api } from "../../lib/api";
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
    queryFn: ({ signal }) => api<PortalData>("/api/trainer-portal-data", { signal }),
    retry: retryOnce,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/assessments/{id}/review: the caller's latest passed attempt, with its review (404 if none). */
export function useReview(id: number | undefined) {
  return useQuery({
    queryKey: assessmentKeys.review(id ?? 0),
    queryFn: ({ signal }) => api<SubmitResult>(`/api/assessments/${id}/review`, { signal }),
    enabled: id !== undefined,
    retry: retryOnce,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * POST /api/assessments/submit: scored and stored on the server, answered with the review. The body is
 * the contract's submission without the earlier app's e-mail: the server knows who is signed in.
 * Afterwards every assessments read is asked again (the list's badge and Previous Attempt box).
 */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assessmentId, answers, timeSpent }: Omit<Submission, "email">) =>
      api<SubmitResult>("/api/assessments/submit", { body: { assessmentId, answers, timeSpent } }),
    retry: false,
    // Not awaited: the result shows at once while the list is asked again behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
    },
  });
}
