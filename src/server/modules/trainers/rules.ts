/**
 * The trainers' rules that are values, not queries: who the public sees (LISTED_STATUSES, read by the
 * repositories' LISTED), which fields only the admin changes, and the messages of a taken or invalid
 * e-mail or slug. docs/product.md "Accounts" describes them.
 */
import type { z } from "zod";
import { ADMIN_TEXT, type trainerChange } from "../../../shared/contracts/admin";
import type { GeoPoint } from "../geo/gazetteer";

/** Statuses the public directory shows (when the trainer is also publicly listed). */
export const LISTED_STATUSES = ["certified", "hq"] as const;

export const isListedStatus = (status: string) => (LISTED_STATUSES as readonly string[]).includes(status);

/**
 * Fields only the admin changes: a trainer's own profile save ignores them, and both profile screens
 * show them read-only.
 */
export const OWNER_ONLY_FIELDS = [
  "displayName",
  "city",
  "state",
  "displayLocation",
  "status",
  "trainingDate",
  "certificationDate",
  "renewalDate",
  "slug",
  "featuredTrainer",
  "email",
] as const;

/** What the admin may not change from the profile screens either (the admin console's). */
export const ADMIN_READ_ONLY = ["email", "status", "slug"] as const;

export const EMAIL_TAKEN = ADMIN_TEXT.emailTaken;
export const SLUG_TAKEN = ADMIN_TEXT.slugTaken;
export const SLUG_INVALID = ADMIN_TEXT.slugInvalid;
export const NO_PROFILE = "This trainer has no profile.";
export const BOTH_COORDINATES = "Give both latitude and longitude, or neither.";

/** What the admin console may change on an account (the console's trainerChange, checked). */
export type AdminChange = z.output<typeof trainerChange>;

/** "dana-whitfield" → "DANAWHITFIELD": the start of an account's affiliate code. */
export function affiliateCodeBase(slug: string): string {
  return (
    slug
      .replace(/[^a-z0-9]/gi, "")
      .toUpperCase()
      .slice(0, 16) || "TRAINER"
  );
}

/** The base, then base2, base3, ... until one is not taken. */
export function firstFreeCode(base: string, taken: ReadonlySet<string | null>): string {
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base}${n}`;
  return code;
}

/** The city-level point of a place (the offline gazetteer: geo/gazetteer.ts), or null. */
export type Locate = (place: {
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}) => Promise<GeoPoint | null>;
