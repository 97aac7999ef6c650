/**
 * The admin console's change of an account, as values (docs/decisions/0015): the fields as they are, the
 * fields as they will be (certifying without dates sets the certification date to today and the renewal
 * two years on; a moved place takes the gazetteer's point unless one is given), and which changed.
 * No SQL: admin-service.ts reads and writes the rows around it.
 */
import { addYears, CERTIFICATION_YEARS } from "../../../shared/days";
import { Invalid } from "../../platform/domain-errors";
import type { AccountAndProfile } from "./profile-repository";
import { type AdminChange, BOTH_COORDINATES, isListedStatus, type Locate } from "./rules";

export type Fields = Record<string, unknown>;

/** The fields the console changes, as stored now. */
export function currentFields({ account, profile }: AccountAndProfile): Fields {
  return {
    status: account.status,
    email: account.email,
    slug: account.slug,
    affiliateCode: account.affiliateCode,
    featured: profile.featuredTrainer,
    displayName: profile.displayName,
    city: profile.city,
    state: profile.state,
    displayLocation: profile.displayLocation,
    trainingDate: profile.trainingDate,
    certificationDate: profile.certificationDate,
    renewalDate: profile.renewalDate,
    latitude: profile.latitude,
    longitude: profile.longitude,
  };
}

/** The fields after the change, with the dates and the point that follow from it. */
export async function nextFields(
  current: Fields,
  change: AdminChange,
  today: string,
  locate: Locate,
): Promise<{ next: Fields; placeMoved: boolean }> {
  const next: Fields = { ...current };
  for (const [key, value] of Object.entries(change)) if (value !== undefined) next[key] = value;
  const certifying =
    change.status !== undefined && isListedStatus(change.status) && !isListedStatus(current.status as string);
  if (certifying && change.certificationDate === undefined && !current.certificationDate)
    next.certificationDate = today;
  if (next.certificationDate !== current.certificationDate && change.renewalDate === undefined)
    next.renewalDate = next.certificationDate
      ? addYears(next.certificationDate as string, CERTIFICATION_YEARS)
      : null;
  const placeMoved = next.city !== current.city || next.state !== current.state;
  if (placeMoved && change.latitude === undefined && change.longitude === undefined) {
    const point = await locate({ city: next.city as string | null, state: next.state as string | null });
    next.latitude = point?.lat ?? null;
    next.longitude = point?.lng ?? null;
  }
  if ((next.latitude === null) !== (next.longitude === null)) throw new Invalid(BOTH_COORDINATES);
  return { next, placeMoved };
}

/** Suspending or revoking ends the trainer's sessions. */
export const endsSessions = (next: Fields) => next.status === "suspended" || next.status === "revoked";
