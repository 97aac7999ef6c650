/**
 * The profile screens' calls and query keys (spec portal §7; src/shared/contracts/profile.ts and
 * pictures.ts). Reads retry once on a network failure or a 5xx (lib/retry.ts), never on a 4xx. A profile
 * screen always starts from the server's current record, never from a stale copy (docs/product.md
 * "Portal details"): each opening of the page reads it in the page's loader (app/routes/profile.tsx,
 * edit-profile.tsx), which replaces the cached one, and a read is dropped from the cache once no
 * screen shows it (gcTime 0). The loader's answer is not asked again (no staleTime 0). Writes are not
 * retried.
 */
import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { BodyInput } from "../../../src/shared/contracts/endpoint";
import { PICTURE_FIELD, pictureEndpoints } from "../../../src/shared/contracts/pictures";
import { profileEndpoints } from "../../../src/shared/contracts/profile";
import { call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

export const profileKeys = {
  owner: (id: number) => ["trainer-profile", id] as const,
  edit: (email: string) => ["trainer-profile-edit", email.toLowerCase()] as const,
};

/** GET /api/trainer-profile/{id}: the caller's full profile (owner or admin). */
export function useOwnerProfile(id: number) {
  return useQuery({
    queryKey: profileKeys.owner(id),
    queryFn: ({ signal }) => call(profileEndpoints.get, { params: { id }, signal }),
    enabled: id > 0,
    retry: retryOnce,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/trainer-profile/{id}: the seven tabs' save; answers the saved profile. */
export function saveProfile(id: number, body: BodyInput<typeof profileEndpoints.save>) {
  return call(profileEndpoints.save, { params: { id }, body });
}

/** Removes the picture (a save of `profilePicture: null` only; every other field keeps its value). */
export function removePicture(id: number) {
  return call(profileEndpoints.save, { params: { id }, body: { profilePicture: null } });
}

/** GET /api/trainer-profile-edit?email=: the Edit Profile screen's fields. */
export function useProfileEdit(email: string) {
  return useQuery({
    queryKey: profileKeys.edit(email),
    queryFn: ({ signal }) => call(profileEndpoints.editView, { query: { email }, signal }),
    enabled: email !== "",
    retry: retryOnce,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/trainer-profile-edit: bio and the six social links. */
export function saveProfileEdit(body: BodyInput<typeof profileEndpoints.edit>) {
  return call(profileEndpoints.edit, { query: {}, body });
}

/** POST /api/upload-profile-picture (multipart): the server checks the content and answers the URL. */
export function uploadPicture(file: File) {
  const form = new FormData();
  form.append(PICTURE_FIELD, file);
  return call(pictureEndpoints.upload, { body: form });
}

/**
 * After a save: every cached read is stale (the dashboard's Welcome card, the directory's list, the
 * public page), and each is asked again when a screen next shows it (spec portal §7: "public trainers,
 * trainers and profile data are refreshed").
 */
export function refreshAfterSave(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ refetchType: "none" });
}
