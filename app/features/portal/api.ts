/**
 * The portal's own calls and query keys; the session itself (GET /api/me) is lib/session.ts. Reads
 * retry once on a network failure or a 5xx (lib/retry.ts), never on a 4xx; writes are not retried.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type Announcement,
  announcementEndpoints,
  type newAnnouncement,
} from "../../../src/shared/contracts/announcements";
import { authEndpoints } from "../../../src/shared/contracts/auth";
import { type Curriculum, curriculumEndpoints } from "../../../src/shared/contracts/curriculum";
import { dashboardEndpoints } from "../../../src/shared/contracts/dashboard";
import type { BodyInput } from "../../../src/shared/contracts/endpoint";
import { insightEndpoints } from "../../../src/shared/contracts/insights";
import { ApiError, call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

export const portalKeys = {
  dashboard: ["dashboard"] as const,
  announcements: (email: string) => ["announcements", email.toLowerCase()] as const,
  curriculum: ["curriculum"] as const,
  insights: ["insights"] as const,
};

/** GET /api/insights: the trainer's last 30 days of views and clicks (decision 0046). */
export function useInsights() {
  return useQuery({
    queryKey: portalKeys.insights,
    queryFn: ({ signal }) => call(insightEndpoints.mine, { signal }),
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });
}

/** Signs out. Not retried. */
export function logout() {
  return call(authEndpoints.logout, {});
}

/** Sets the sign-in password, or changes it with the current one. Not retried. */
export function savePassword(body: BodyInput<typeof authEndpoints.setPassword>) {
  return call(authEndpoints.setPassword, { body });
}

/** Whether a failed read means the record does not exist (rather than that it could not be read). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

// --- Welcome card ------------------------------------------------------------------------------------

/** GET /api/dashboard: the signed-in trainer's Welcome card; a 404 (no trainer record) is not retried. */
export function useDashboard() {
  return useQuery({
    queryKey: portalKeys.dashboard,
    queryFn: ({ signal }) => call(dashboardEndpoints.dashboard, { signal }),
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });
}

// --- Announcements -----------------------------------------------------------------------------------

/** GET /api/announcements/for-trainer: the caller's announcements not yet dismissed, newest first. */
export function useAnnouncements(email: string) {
  return useQuery({
    queryKey: portalKeys.announcements(email),
    queryFn: ({ signal }) => call(announcementEndpoints.forTrainer, { query: { email }, signal }),
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/announcements (the trainer lead only): answers the new announcement. Not retried. */
export function createAnnouncement(body: z.output<typeof newAnnouncement>) {
  return call(announcementEndpoints.create, {
    body: { message: body.message, priority: body.priority },
  });
}

/** The new announcement first in the cached list, then the list asked again. */
export async function addAnnouncement(queryClient: QueryClient, email: string, created: Announcement) {
  const key = portalKeys.announcements(email);
  queryClient.setQueryData<Announcement[]>(key, (list) => [
    created,
    ...(list ?? []).filter((a) => a.id !== created.id),
  ]);
  await queryClient.invalidateQueries({ queryKey: key });
}

/**
 * POST /api/announcements/{id}/dismiss for the caller. The announcement leaves the list at once and
 * comes back if the server refuses. Not retried.
 */
export function useDismissAnnouncement(email: string) {
  const queryClient = useQueryClient();
  const key = portalKeys.announcements(email);
  return useMutation({
    mutationFn: (id: number) => call(announcementEndpoints.dismiss, { params: { id }, body: {} }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Announcement[]>(key);
      queryClient.setQueryData<Announcement[]>(key, (list) => list?.filter((a) => a.id !== id));
      return { before };
    },
    onError: (err, _id, context) => {
      // Already gone on the server (another tab dismissed it, or it was removed): it stays gone.
      if (isNotFound(err)) return;
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  });
}

// --- Curriculum --------------------------------------------------------------------------------------

/** GET /api/curriculum: the six modules with their resources and what the caller has opened. */
export function useCurriculum() {
  return useQuery({
    queryKey: portalKeys.curriculum,
    queryFn: ({ signal }) => call(curriculumEndpoints.forTrainer, { signal }),
    retry: retryOnce,
    refetchOnWindowFocus: false,
  });
}

function markViewed(data: Curriculum | undefined, resourceId: number, viewed: boolean) {
  if (!data) return data;
  return {
    modules: data.modules.map((m) =>
      m.resources.some((r) => r.id === resourceId)
        ? { ...m, resources: m.resources.map((r) => (r.id === resourceId ? { ...r, viewed } : r)) }
        : m,
    ),
  };
}

/**
 * POST /api/curriculum/resources/{id}/view: records that the caller opened a resource. The card's
 * progress moves at once; it moves back if the server refuses. Not retried.
 */
export function useRecordResourceView() {
  const queryClient = useQueryClient();
  const key = portalKeys.curriculum;
  return useMutation({
    mutationFn: (resourceId: number) => call(curriculumEndpoints.markViewed, { params: { id: resourceId } }),
    onMutate: async (resourceId) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Curriculum>(key, (data) => markViewed(data, resourceId, true));
    },
    onError: (_err, resourceId) => {
      queryClient.setQueryData<Curriculum>(key, (data) => markViewed(data, resourceId, false));
    },
  });
}
