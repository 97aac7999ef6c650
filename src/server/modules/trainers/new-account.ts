/**
 * Making an account (docs/product.md "Accounts", "Onboarding"): the slug follows the product's rule,
 * made unique among every slug used now or before; an affiliate code derived from it when asked; the
 * time zone of the state; the gazetteer's city-level point unless one is given (never the street
 * address); the trainer role. The caller has checked the e-mail (service.ts createIn).
 */
import { defaultTimeZone } from "../../../shared/regions";
import { slugBase, splitName, uniqueSlug } from "../../../shared/slug";
import type { Tx } from "../../db/client";
import { type ProfileFields, type TrainerRepository, type TrainerRow, takenSlugs } from "./repository";
import { affiliateCodeBase, firstFreeCode, type Locate } from "./rules";

export type NewTrainer = {
  name: string;
  email: string;
  status?: TrainerRow["status"];
  city?: string;
  state?: string;
  customUrlSlug?: string;
  /** Give the account an affiliate code derived from its slug (docs/product.md "Onboarding"). */
  affiliateCode?: boolean;
  /** City and state are the product's default, not given (the console shows it). */
  locationDefaulted?: boolean;
  profile?: ProfileFields;
};

export async function insertTrainer(
  repository: TrainerRepository,
  locate: Locate,
  tx: Tx,
  input: NewTrainer,
): Promise<TrainerRow> {
  const names = splitName(input.name);
  const used = await takenSlugs(tx);
  const slug = uniqueSlug(slugBase({ customUrlSlug: input.customUrlSlug, ...names }), (s) => used.has(s));
  const base = affiliateCodeBase(slug);
  const row = await repository.insertAccount(tx, {
    email: input.email.toLowerCase(),
    name: input.name,
    status: input.status ?? "certified",
    slug,
    timeZone: defaultTimeZone(input.state),
    ...(input.affiliateCode
      ? { affiliateCode: firstFreeCode(base, await repository.affiliateCodesLike(tx, base)) }
      : {}),
  });
  // The city-level point from the gazetteer, unless the caller gives one (never the street address).
  const point =
    input.profile?.latitude != null && input.profile?.longitude != null
      ? undefined
      : await locate({ city: input.city, state: input.state, postalCode: input.profile?.postalCode });
  await repository.insertProfile(tx, {
    trainerId: row.id,
    ...names,
    city: input.city,
    state: input.state,
    locationDefaulted: input.locationDefaulted ?? false,
    ...(point ? { latitude: point.lat, longitude: point.lng } : {}),
    ...input.profile,
  });
  await repository.grantRoles(tx, row.id, ["trainer"]);
  return row;
}
