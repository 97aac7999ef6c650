/**
 * The admin console's calls, each from its endpoint's definition (src/shared/contracts: admin.ts,
 * admin-content.ts, trainers.ts, onboarding.ts, curriculum.ts, assessments.ts, jobs.ts, outbox.ts).
 * Every read is `useAdminResource`, keyed "admin" + the endpoint's path + its input: the console's frame
 * watches the "admin" keys for the server's 403 (a signed-in trainer who is not an admin). Reads retry
 * once on a network failure or a 5xx (lib/retry.ts); writes are not retried.
 */
import {
  hashKey,
  keepPreviousData,
  type QueryClient,
  type UseQueryResult,
  useQuery,
} from "@tanstack/react-query";
import type { z } from "zod";
import { renewalAdminEndpoints } from "../../../src/shared/contracts/admin";
import {
  adminAnnouncementEndpoints,
  siteContentAdminEndpoints,
} from "../../../src/shared/contracts/admin-content";
import { assessmentAdminEndpoints } from "../../../src/shared/contracts/assessments";
import { knowledgeArticleAdminEndpoints } from "../../../src/shared/contracts/assistant";
import { curriculumAdminEndpoints } from "../../../src/shared/contracts/curriculum";
import type { BodyInput, CallInput, Endpoint, ResponseOf } from "../../../src/shared/contracts/endpoint";
import { jobAdminEndpoints } from "../../../src/shared/contracts/jobs";
import { onboardingAdminEndpoints } from "../../../src/shared/contracts/onboarding";
import { outboxAdminEndpoints } from "../../../src/shared/contracts/outbox";
import { trainerAdminEndpoints } from "../../../src/shared/contracts/trainers";
import { ApiError, call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

export type AdminAssessment = ResponseOf<typeof assessmentAdminEndpoints.list>[number];
export type AdminQuestion = ResponseOf<typeof assessmentAdminEndpoints.updateQuestion>;
/** The trainers' filters, sort and page, with the defaults applied. */
export type TrainerQuery = z.output<typeof trainerAdminEndpoints.list.query>;

/** A read's path parameters and query (the signal is the query's own). */
export type ResourceInput<E extends Endpoint> = Omit<CallInput<E>, "signal">;

/** The input is left out only when the endpoint takes none (no path parameters, no query). */
type ResourceArgs<E extends Endpoint> = [Extract<keyof E, "params" | "query">] extends [never]
  ? [input?: undefined, options?: ResourceOptions]
  : [input: ResourceInput<E>, options?: ResourceOptions];

export type ResourceOptions = {
  /** A paged or filtered read keeps showing the previous answer while the next one loads. */
  keepPrevious?: boolean;
  /** Asked again each time it is shown (the audit log), rather than kept until a change. */
  alwaysFresh?: boolean;
  /** False: not asked at all (an address that cannot name a record). */
  enabled?: boolean;
};

/** The query key of a read: "admin", the endpoint's path and, when it takes one, its input. */
export function adminKey<E extends Endpoint>(endpoint: E, input?: ResourceInput<E>) {
  return input === undefined ? ["admin", endpoint.path] : ["admin", endpoint.path, input];
}

// `call` types its input per endpoint; here the endpoint is any read, and ResourceArgs checked the input.
const read = call as (endpoint: Endpoint, input: { signal?: AbortSignal }) => Promise<unknown>;

/** One of the console's reads: the endpoint's answer, typed by its definition. */
export function useAdminResource<E extends Endpoint>(
  endpoint: E,
  ...[input, options = {}]: ResourceArgs<E>
): UseQueryResult<ResponseOf<E>> {
  return useQuery({
    queryKey: adminKey(endpoint, input),
    queryFn: ({ signal }) => read(endpoint, { ...input, signal }) as Promise<ResponseOf<E>>,
    retry: retryOnce,
    refetchOnWindowFocus: false,
    enabled: options.enabled ?? true,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.alwaysFresh ? { staleTime: 0 } : {}),
  });
}

/** Puts an answer the server gave into a read's cached data (a saved item into its list). */
export function setAdminResource<E extends Endpoint>(
  queryClient: QueryClient,
  endpoint: E,
  update: (data: ResponseOf<E> | undefined) => ResponseOf<E> | undefined,
  input?: ResourceInput<E>,
) {
  // The cache holds the endpoint's answer under its key (useAdminResource), whatever TanStack infers.
  queryClient.setQueryData(adminKey(endpoint, input), (data: unknown) =>
    update(data as ResponseOf<E> | undefined),
  );
}

/** After a change: the console's reads (the trainers list, the audit log) are asked again when shown. */
export function afterChange(
  queryClient: QueryClient,
  trainer?: ResponseOf<typeof trainerAdminEndpoints.get>,
) {
  if (!trainer) return queryClient.invalidateQueries({ queryKey: ["admin"] });
  const input = { params: { id: trainer.id } };
  setAdminResource(queryClient, trainerAdminEndpoints.get, () => trainer, input);
  const saved = hashKey(adminKey(trainerAdminEndpoints.get, input));
  return queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === "admin" && q.queryHash !== saved,
  });
}

export const isForbidden = (err: unknown) => err instanceof ApiError && err.status === 403;
export const isConflict = (err: unknown) => err instanceof ApiError && err.status === 409;

// --- System, renewals ------------------------------------------------------------------------------

/** Runs a job now on the server and answers its run (a failed run is an answer too, not an error). */
export const runJobNow = (name: string) => call(jobAdminEndpoints.run, { params: { name } });

/** "Send again": a failed e-mail back in the outbox's queue. */
export const resendEmail = (id: number) => call(outboxAdminEndpoints.resend, { params: { id } });

export const sendRenewalReminder = (id: number) => call(renewalAdminEndpoints.remind, { params: { id } });

// --- Content -----------------------------------------------------------------------------------------

export const saveSiteContent = (body: BodyInput<typeof siteContentAdminEndpoints.save>) =>
  call(siteContentAdminEndpoints.save, { body });

export const saveSiteLinks = (body: BodyInput<typeof siteContentAdminEndpoints.saveLinks>) =>
  call(siteContentAdminEndpoints.saveLinks, { body });

export const createArticle = (body: BodyInput<typeof knowledgeArticleAdminEndpoints.create>) =>
  call(knowledgeArticleAdminEndpoints.create, { body });
export const updateArticle = (id: number, body: BodyInput<typeof knowledgeArticleAdminEndpoints.update>) =>
  call(knowledgeArticleAdminEndpoints.update, { params: { id }, body });
export const deleteArticle = (id: number) => call(knowledgeArticleAdminEndpoints.remove, { params: { id } });

export const postAnnouncement = (body: BodyInput<typeof adminAnnouncementEndpoints.create>) =>
  call(adminAnnouncementEndpoints.create, { body });

export const deleteAnnouncement = (id: number) => call(adminAnnouncementEndpoints.remove, { params: { id } });

export const changeTrainerLead = (email: string) =>
  call(adminAnnouncementEndpoints.moveLead, { body: { email } });

export const saveQuestion = (
  assessmentId: number,
  questionId: number,
  body: BodyInput<typeof assessmentAdminEndpoints.updateQuestion>,
) => call(assessmentAdminEndpoints.updateQuestion, { params: { id: assessmentId, questionId }, body });

export const saveModule = (id: number, body: BodyInput<typeof curriculumAdminEndpoints.updateModule>) =>
  call(curriculumAdminEndpoints.updateModule, { params: { id }, body });

type ResourceBody = BodyInput<typeof curriculumAdminEndpoints.addResource>;

export const addResource = (moduleId: number, body: ResourceBody) =>
  call(curriculumAdminEndpoints.addResource, { params: { id: moduleId }, body });

export const saveResource = (moduleId: number, resourceId: number, body: ResourceBody) =>
  call(curriculumAdminEndpoints.updateResource, { params: { id: moduleId, resourceId }, body });

export const deleteResource = (moduleId: number, resourceId: number) =>
  call(curriculumAdminEndpoints.removeResource, { params: { id: moduleId, resourceId } });

export const moveResource = (moduleId: number, resourceId: number, direction: "up" | "down") =>
  call(curriculumAdminEndpoints.moveResource, { params: { id: moduleId, resourceId }, body: { direction } });

type DocumentId = ResourceInput<typeof onboardingAdminEndpoints.publishDocument>["params"]["id"];

/** `id` is one of the server's own documents (its list's ids); another is refused there. */
export const publishDocument = (
  id: string,
  body: BodyInput<typeof onboardingAdminEndpoints.publishDocument>,
) => call(onboardingAdminEndpoints.publishDocument, { params: { id: id as DocumentId }, body });

// --- Trainers and onboarding ---------------------------------------------------------------------------

export const createTrainer = (body: BodyInput<typeof trainerAdminEndpoints.create>) =>
  call(trainerAdminEndpoints.create, { body });

export const changeTrainer = (id: number, body: BodyInput<typeof trainerAdminEndpoints.update>) =>
  call(trainerAdminEndpoints.update, { params: { id }, body });

export const sendSignInLink = (id: number) => call(trainerAdminEndpoints.signInLink, { params: { id } });

export const confirmPayment = (id: number) =>
  call(onboardingAdminEndpoints.confirmPayment, { params: { id } });

/** A flagged order (one that matched no application) goes to the application it was meant for. */
export const attachOrder = (id: number, toApplicantId: number) =>
  call(onboardingAdminEndpoints.attachOrder, { params: { id }, body: { toApplicantId } });
