/**
 * The admin console's calls and query keys (src/shared/contracts/admin.ts, admin-content.ts). Every key
 * starts with "admin": the console's frame watches them for the server's 403 (a signed-in trainer who is
 * not an admin). Reads retry once on a network failure or a 5xx (lib/retry.ts); writes are not retried.
 */
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  AdminTrainer,
  ApplicantRow,
  adminAssessment,
  adminQuestion,
  attachedOrder,
  auditPage,
  confirmedPayment,
  NewTrainerInput,
  RenewalRow,
  SiteContentEdit,
  signatureRecord,
  TrainerChange,
  TrainerPage,
  trainerQuery,
} from "../../../src/shared/contracts/admin";
import type {
  AdminAnnouncement,
  AdminDocument,
  AdminModule,
  AnnouncementsAdmin,
  DocumentEdit,
  ModuleEdit,
  ResourceEdit,
  SiteLinks,
  TrainerLead,
} from "../../../src/shared/contracts/admin-content";
import type { AnnouncementPriority } from "../../../src/shared/contracts/announcements";
import type { JobOverview, JobRun } from "../../../src/shared/contracts/jobs";
import type { OutboxSummary } from "../../../src/shared/contracts/outbox";
import { ApiError, api } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

export type AdminAssessment = z.infer<typeof adminAssessment>;
export type AdminQuestion = z.infer<typeof adminQuestion>;
export type AuditPage = z.infer<typeof auditPage>;
export type SignatureRecord = z.infer<typeof signatureRecord>;
export type ConfirmedPayment = z.infer<typeof confirmedPayment>;
/** The trainers' filters, sort and page, with the defaults applied. */
export type TrainerQuery = z.output<typeof trainerQuery>;

export type QuestionEditInput = {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  curriculumGuidance: string | null;
};

export const adminKeys = {
  all: ["admin"] as const,
  trainers: (q: TrainerQuery) => ["admin", "trainers", q] as const,
  trainer: (id: number) => ["admin", "trainer", id] as const,
  applicants: ["admin", "applicants"] as const,
  signatures: (id: number) => ["admin", "signatures", id] as const,
  siteContent: ["admin", "site-content"] as const,
  assessments: ["admin", "assessments"] as const,
  audit: (page: number) => ["admin", "audit", page] as const,
  renewals: ["admin", "renewals"] as const,
  jobs: ["admin", "jobs"] as const,
  outbox: ["admin", "outbox"] as const,
  announcements: ["admin", "announcements"] as const,
  modules: ["admin", "modules"] as const,
  documents: ["admin", "documents"] as const,
  siteLinks: ["admin", "site-links"] as const,
};

/** The query string of the trainers' filters (empty values left out). */
export function trainerSearch(q: Partial<TrainerQuery>, withPaging = true): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || value === "") continue;
    if (!withPaging && (key === "page" || key === "pageSize")) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

const read = { retry: retryOnce, refetchOnWindowFocus: false } as const;

export function useTrainerPage(q: TrainerQuery) {
  return useQuery({
    queryKey: adminKeys.trainers(q),
    queryFn: ({ signal }) => api<TrainerPage>(`/api/admin/trainers${trainerSearch(q)}`, { signal }),
    placeholderData: keepPreviousData,
    ...read,
  });
}

export function useAdminTrainer(id: number) {
  return useQuery({
    queryKey: adminKeys.trainer(id),
    queryFn: ({ signal }) => api<AdminTrainer>(`/api/admin/trainers/${id}`, { signal }),
    ...read,
  });
}

export function useApplicants() {
  return useQuery({
    queryKey: adminKeys.applicants,
    queryFn: ({ signal }) => api<ApplicantRow[]>("/api/admin/applicants", { signal }),
    ...read,
  });
}

export function useSignatures(id: number) {
  return useQuery({
    queryKey: adminKeys.signatures(id),
    queryFn: ({ signal }) => api<SignatureRecord[]>(`/api/admin/applicants/${id}/signatures`, { signal }),
    ...read,
  });
}

export function useSiteContent() {
  return useQuery({
    queryKey: adminKeys.siteContent,
    queryFn: ({ signal }) => api<SiteContentEdit>("/api/admin/site-content", { signal }),
    ...read,
  });
}

export function useAdminAssessments() {
  return useQuery({
    queryKey: adminKeys.assessments,
    queryFn: ({ signal }) => api<AdminAssessment[]>("/api/admin/assessments", { signal }),
    ...read,
  });
}

export function useAudit(page: number) {
  return useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => api<AuditPage>(`/api/admin/audit?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    ...read,
  });
}

export function useRenewals() {
  return useQuery({
    queryKey: adminKeys.renewals,
    queryFn: ({ signal }) => api<RenewalRow[]>("/api/admin/renewals", { signal }),
    ...read,
  });
}

export function useJobs() {
  return useQuery({
    queryKey: adminKeys.jobs,
    queryFn: ({ signal }) => api<JobOverview>("/api/admin/jobs", { signal }),
    ...read,
  });
}

export function useOutbox() {
  return useQuery({
    queryKey: adminKeys.outbox,
    queryFn: ({ signal }) => api<OutboxSummary>("/api/admin/outbox", { signal }),
    ...read,
  });
}

export function useAdminAnnouncements() {
  return useQuery({
    queryKey: adminKeys.announcements,
    queryFn: ({ signal }) => api<AnnouncementsAdmin>("/api/admin/announcements", { signal }),
    ...read,
  });
}

export function useAdminModules() {
  return useQuery({
    queryKey: adminKeys.modules,
    queryFn: ({ signal }) => api<AdminModule[]>("/api/admin/modules", { signal }),
    ...read,
  });
}

export function useAdminDocuments() {
  return useQuery({
    queryKey: adminKeys.documents,
    queryFn: ({ signal }) => api<AdminDocument[]>("/api/admin/documents", { signal }),
    ...read,
  });
}

export function useSiteLinks() {
  return useQuery({
    queryKey: adminKeys.siteLinks,
    queryFn: ({ signal }) => api<SiteLinks>("/api/admin/site-links", { signal }),
    ...read,
  });
}

/** Runs a job now on the server and answers its run (a failed run is an answer too, not an error). */
export const runJobNow = (name: string) =>
  api<JobRun>(`/api/admin/jobs/${encodeURIComponent(name)}/run`, { method: "POST", body: {} });

/** "Send again": a failed e-mail back in the outbox's queue. */
export const resendEmail = (id: number) =>
  api<{ queued: true }>(`/api/admin/outbox/${id}/resend`, { method: "POST", body: {} });

export const sendRenewalReminder = (id: number) =>
  api<{ sent: true }>(`/api/admin/renewals/${id}/remind`, { method: "POST", body: {} });

export const createTrainer = (body: NewTrainerInput) => api<AdminTrainer>("/api/admin/trainers", { body });

export const changeTrainer = (id: number, body: TrainerChange) =>
  api<AdminTrainer>(`/api/admin/trainers/${id}`, { method: "PATCH", body });

export const sendSignInLink = (id: number) =>
  api<unknown>(`/api/admin/trainers/${id}/sign-in-link`, { method: "POST", body: {} });

export const confirmPayment = (id: number) =>
  api<ConfirmedPayment>(`/api/admin/applicants/${id}/confirm-payment`, { method: "POST", body: {} });

/** A flagged order (one that matched no application) goes to the application it was meant for. */
export const attachOrder = (id: number, toApplicantId: number) =>
  api<z.infer<typeof attachedOrder>>(`/api/admin/applicants/${id}/attach`, {
    method: "POST",
    body: { toApplicantId },
  });

export const saveSiteContent = (body: SiteContentEdit) =>
  api<SiteContentEdit>("/api/admin/site-content", { method: "PUT", body });

export const saveQuestion = (assessmentId: number, questionId: number, body: QuestionEditInput) =>
  api<AdminQuestion>(`/api/admin/assessments/${assessmentId}/questions/${questionId}`, {
    method: "PUT",
    body,
  });

export const postAnnouncement = (body: { message: string; priority: AnnouncementPriority }) =>
  api<AdminAnnouncement>("/api/admin/announcements", { body });

export const deleteAnnouncement = (id: number) =>
  api<void>(`/api/admin/announcements/${id}`, { method: "DELETE" });

export const changeTrainerLead = (email: string) =>
  api<TrainerLead>("/api/admin/trainer-lead", { method: "PUT", body: { email } });

export const saveModule = (id: number, body: ModuleEdit) =>
  api<AdminModule>(`/api/admin/modules/${id}`, { method: "PUT", body });

export const addResource = (moduleId: number, body: ResourceEdit) =>
  api<AdminModule>(`/api/admin/modules/${moduleId}/resources`, { body });

export const saveResource = (moduleId: number, resourceId: number, body: ResourceEdit) =>
  api<AdminModule>(`/api/admin/modules/${moduleId}/resources/${resourceId}`, { method: "PUT", body });

export const deleteResource = (moduleId: number, resourceId: number) =>
  api<AdminModule>(`/api/admin/modules/${moduleId}/resources/${resourceId}`, { method: "DELETE" });

export const moveResource = (moduleId: number, resourceId: number, direction: "up" | "down") =>
  api<AdminModule>(`/api/admin/modules/${moduleId}/resources/${resourceId}/move`, { body: { direction } });

export const publishDocument = (id: string, body: DocumentEdit) =>
  api<AdminDocument>(`/api/admin/documents/${encodeURIComponent(id)}`, { method: "PUT", body });

export const saveSiteLinks = (body: SiteLinks) =>
  api<SiteLinks>("/api/admin/site-links", { method: "PUT", body });

/** After a change: the console's reads (the trainers list, the audit log) are asked again when shown. */
export function afterChange(queryClient: QueryClient, trainer?: AdminTrainer) {
  if (trainer) queryClient.setQueryData(adminKeys.trainer(trainer.id), trainer);
  return queryClient.invalidateQueries({
    predicate: (q) =>
      q.queryKey[0] === "admin" && !(trainer && q.queryKey[1] === "trainer" && q.queryKey[2] === trainer.id),
  });
}

export const isForbidden = (err: unknown) => err instanceof ApiError && err.status === 403;
export const isConflict = (err: unknown) => err instanceof ApiError && err.status === 409;
