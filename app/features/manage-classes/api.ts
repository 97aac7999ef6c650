/**
 * The class calendar's calls and query key (src/shared/contracts/manage-classes.ts). The list is read
 * fresh each time the screen opens (by the page's loader, app/routes/manage-classes.tsx, which replaces
 * the cached one; gcTime 0) and never refetched behind the trainer's back (no refetch on focus): the
 * version it carries is the one every write sends, so the list on screen and the version always belong
 * together. Reads retry once on a network failure or a 5xx (lib/retry.ts); writes are
 * not retried.
 */
import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { BodyInput, ResponseOf } from "../../../src/shared/contracts/endpoint";
import {
  type ClassSaved,
  trainerClassEndpoints as endpoints,
  type OwnClass,
  type OwnClassList,
} from "../../../src/shared/contracts/manage-classes";
import { ApiError, call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

export type ClassDeleted = ResponseOf<typeof endpoints.remove>;
/** A write's body: the list's version and the class. */
export type ClassWriteBody = BodyInput<typeof endpoints.create>;

export const classKeys = {
  list: ["trainer-classes"] as const,
};

/** GET /api/trainer-classes: the caller's upcoming classes, the list's version, time zone and today. */
export function useOwnClasses() {
  return useQuery({
    queryKey: classKeys.list,
    queryFn: ({ signal }) => call(endpoints.list, { signal }),
    retry: retryOnce,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** POST /api/trainer-classes: a new class (201). */
export function addClass(body: ClassWriteBody) {
  return call(endpoints.create, { body });
}

/** PUT /api/trainer-classes/{id}: the class's fields replaced. */
export function updateClass(id: string, body: ClassWriteBody) {
  return call(endpoints.update, { params: { id }, body });
}

/** DELETE /api/trainer-classes/{id}?version= */
export function deleteClass(id: string, version: number) {
  return call(endpoints.remove, { params: { id }, query: { version } });
}

/** The write was made from an older list (another tab or device changed it): nothing was changed. */
export const isConflict = (err: unknown) => err instanceof ApiError && err.status === 409;
export const isGone = (err: unknown) => err instanceof ApiError && err.status === 404;

/** The version of the list on screen: what the next write sends. */
export function currentVersion(queryClient: QueryClient): number | undefined {
  return queryClient.getQueryData<OwnClassList>(classKeys.list)?.version;
}

const byStart = (a: OwnClass, b: OwnClass) =>
  a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title);

/**
 * After a write: the answer's class and version replace the cached ones (no second read), and every
 * other cached read (the dashboard, the directory, a public page) is stale and asked again when a
 * screen next shows it.
 */
export function applySaved(queryClient: QueryClient, saved: ClassSaved) {
  queryClient.setQueryData<OwnClassList>(classKeys.list, (list) =>
    list
      ? {
          ...list,
          version: saved.version,
          classes: [...list.classes.filter((c) => c.id !== saved.class.id), saved.class].sort(byStart),
        }
      : list,
  );
  return refreshOthers(queryClient);
}

export function applyDeleted(queryClient: QueryClient, deleted: ClassDeleted) {
  queryClient.setQueryData<OwnClassList>(classKeys.list, (list) =>
    list
      ? { ...list, version: deleted.version, classes: list.classes.filter((c) => c.id !== deleted.id) }
      : list,
  );
  return refreshOthers(queryClient);
}

function refreshOthers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] !== classKeys.list[0],
    refetchType: "none",
  });
}
