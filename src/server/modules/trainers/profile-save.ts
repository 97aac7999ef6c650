/**
 * What a profile save writes (service.ts saveProfile): a field left out keeps its value, "" clears a
 * text, a trainer's save ignores OWNER_ONLY_FIELDS, and no save sets the picture, the point, the names
 * (they follow the account's name) or the testimonials.
 */
import type { Place } from "./profile-repository";
import { OWNER_ONLY_FIELDS } from "./rules";

/** Columns no profile save sets: the picture and the point have their own writes. */
const NEVER_SAVED = [
  "trainerId",
  "profilePicture",
  "latitude",
  "longitude",
  "updatedAt",
  "firstName",
  "lastName",
  "testimonials",
];

/** The profile columns a save sets, from the fields it was given. */
export function savedColumns(fields: Record<string, unknown>, asAdmin: boolean): Record<string, unknown> {
  const never = new Set<string>([...NEVER_SAVED, ...(asAdmin ? [] : OWNER_ONLY_FIELDS)]);
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || never.has(key)) continue;
    set[key] = typeof value === "string" && value.trim() === "" ? null : value;
  }
  return set;
}

/** The place after the save: each of city, state and postal code as set, else as it was. */
export function placeAfter(set: Record<string, unknown>, current: Place): Place {
  return {
    city: "city" in set ? (set.city as string | null) : current.city,
    state: "state" in set ? (set.state as string | null) : current.state,
    postalCode: "postalCode" in set ? (set.postalCode as string | null) : current.postalCode,
  };
}

export const samePlace = (a: Place, b: Place) =>
  a.city === b.city && a.state === b.state && a.postalCode === b.postalCode;
