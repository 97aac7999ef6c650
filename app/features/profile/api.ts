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
import { PICTURE_FIELD, type UploadedPicture } from "../../../src/shared/contracts/pictures";
import type {
  OwnerProfile,
  ProfileEdit,
  ProfileEditView,
  ProfileSave,
} from "../../../src/shared/contracts/profile";
import { api } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

/** The caller's full profile: read, saved and cleared at one address. */
export const ownerProfileUrl = (id: number) => `/api/trainer-profile/${id}`;

export const profileKeys = {
  owner: (id: number) => ["trainer-profile", id] as const,
  edit: (email: string) => ["trainer-profile-edit", email.toLowerCase()] as const,
};

/** GET /api/trainer-profile/{id}: the caller's full profile (owner or admin). */
export function useOwnerProfile(id: number) {
  return useQuery({
    queryKey: profileKeys.owner(id),
    queryFn: ({ signal }) => api<OwnerProfile>(ownerProfileUrl(id), { signal }),
    enabled: id > 0,
    retry: retryOnce,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/trainer-profile/{id}: the seven tabs' save; answers the saved profile. */
export function saveProfile(id: number, body: ProfileSave) {
  return api<OwnerProfile>(ownerProfileUrl(id), { body });
}

/** Removes the picture (a save of `profilePicture: null` only; every other field keeps its value). */
export function removePicture(id: number) {
  return api<OwnerProfile>(ownerProfileUrl(id), { body: { profilePicture: null } });
}

/** GET /api/trainer-profile-edit?email=: the Edit Profile screen's fields. */
export function useProfileEdit(email: string) {
  return useQuery({
    queryKey: profileKeys.edit(email),
    queryFn: ({ signal }) =>
      api<ProfileEditView>(`/api/trainer-profile-edit?email=${encodeURIComponent(email)}`, { signal }),
    enabled: email !== "",
    retry: retryOnce,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/trainer-profile-edit: bio and the six social links. */
export function saveProfileEdit(body: ProfileEdit) {
  return api<ProfileEditView>("/api/trainer-profile-edit", { method: "PUT", body });
}

/** POST /api/upload-profile-picture (multipart): the server checks the content and answers the URL. */
export function uploadPicture(file: File) {
  const form = new FormData();
  form.append(PICTURE_FIELD, file);
  return api<UploadedPicture>("/api/upload-profile-picture", { body: form });
}

/**
 * After a save: every cached read is stale (the dashboard's Welcome card, the directory's list, the
 * public page), and each is asked again when a screen next shows it (spec portal §7: "public trainers,
 * trainers and profile data are refreshed").
 */
export function refreshAfterSave(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ refetchType: "none" });
}
