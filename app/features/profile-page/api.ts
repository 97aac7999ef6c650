import type { PublicTrainer } from "../../../src/shared/contracts/public-trainers";
import { publicTrainerEndpoints } from "../../../src/shared/contracts/public-trainers";
import { ApiError, call } from "../../lib/api";
import { useRead } from "../../lib/use-read";

/** How the profile is looked up: by slug (/:trainerName) or by id (/public/trainer/:id). */
export type ProfileKey = { slug: string } | { id: string };

/** A slug the admin changed: the API names the current one (the server answers pages with a 301). */
export class MovedError extends Error {
  constructor(readonly slug: string) {
    super(`moved to ${slug}`);
  }
}

/** By slug, or by id (the id as the address gives it: the server answers 404 for one that is no number). */
function read(key: ProfileKey, signal: AbortSignal) {
  return "slug" in key
    ? call(publicTrainerEndpoints.bySlug, { params: { trainerName: key.slug }, signal })
    : call(publicTrainerEndpoints.byId, { params: { id: key.id }, signal });
}

/** The server says there is no such listed trainer (any other failure is not "not found"). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The profile's key (its tab copy): by slug or by id. */
const profileReadKey = (key: ProfileKey) =>
  "slug" in key ? `trainer-profile:slug:${key.slug}` : `trainer-profile:id:${key.id}`;

/**
 * The public profile: the loader's answer (`seed`), else asked in the browser; asked only when the name
 * is present (spec 7). A 404 is "not found", not retried; a renamed slug is a MovedError.
 */
export function useTrainerProfile(key: ProfileKey | null, seed?: PublicTrainer) {
  return useRead({
    key: key ? profileReadKey(key) : "trainer-profile:none",
    enabled: key !== null,
    seed,
    staleMs: 30_000,
    read: async (signal) => {
      try {
        return await read(key as ProfileKey, signal);
      } catch (err) {
        const moved = err instanceof ApiError && err.status === 404 ? err.errorBody?.movedTo : undefined;
        throw typeof moved === "string" && moved ? new MovedError(moved) : err;
      }
    },
  });
}
