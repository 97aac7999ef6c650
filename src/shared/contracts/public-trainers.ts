/**
 * GET /api/public-trainers (spec public-site 3.1, 3.2, 7): publicly listed trainers with status certified
 * or hq, normalised with every default, in the directory order (docs/product.md "Who is listed"). Never
 * private fields.
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

export const publicClass = z.object({
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD in the trainer's time zone. */
  date: z.string(),
  /** The spec's text form, e.g. "6:00 PM - 8:00 PM". */
  time: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  location: z.string(),
  /** Display text: "$75", or "Free" for 0. */
  price: z.string(),
  priceCents: z.number(),
  paymentLink: z.string().nullable(),
  capacity: z.number().nullable(),
  spotsLeft: z.number().nullable(),
  type: z.string().nullable(),
  level: z.string().nullable(),
  tags: z.array(z.string()),
  address: z.string().nullable(),
});
export type PublicClass = z.infer<typeof publicClass>;

export const publicTrainer = z.object({
  id: z.number(),
  name: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.enum(["Canada", "United States"]),
  profilePicture: z.string().nullable(),
  displayLocation: z.string(),
  publicBio: z.string(),
  experienceDescription: z.string(),
  availabilityDescription: z.string(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  tiktok: z.string().nullable(),
  youtube: z.string().nullable(),
  website: z.string().nullable(),
  affiliateLink: z.string().nullable(),
  classTypes: z.array(z.string()),
  specializations: z.array(z.string()),
  upcomingClasses: z.array(publicClass),
  featuredTrainer: z.boolean(),
  status: z.enum(["certified", "hq"]),
  /** The stored slug (the spec's customUrlSlug rule, made unique). */
  customUrlSlug: z.string(),
  /** Present only when showEmail is true. */
  email: z.string().nullable(),
  showEmail: z.boolean(),
  /** Present only when showPhone is true. */
  phone: z.string().nullable(),
  showPhone: z.boolean(),
  /** City-level point from the offline gazetteer, or null. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type PublicTrainer = z.infer<typeof publicTrainer>;

export { defaultPublicBio, PUBLIC_DEFAULTS } from "../public-defaults";

/** GET /api/trainer-profile/{trainerName}: a slug (never digits only, so it never names an id). */
export const trainerProfileParams = z.object({ trainerName: z.string().min(1).max(200) });
/** GET /api/public-trainers/{id} */
export const publicTrainerParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** The 404 of both profile calls; an old slug's carries `movedTo`, the current slug. */
export const TRAINER_NOT_FOUND = "Trainer not found";

/**
 * The public's trainer calls, for anyone; each answer is prepared once per state of the public data.
 * A numeric /api/trainer-profile/{id} is the owner's view (profileEndpoints.ownerView, the portal).
 */
export const publicTrainerEndpoints = {
  /** The directory list (spec public-site 7). */
  list: defineEndpoint({
    method: "GET",
    path: "/api/public-trainers",
    audience: "public",
    responses: { 200: z.array(publicTrainer) },
  }),
  /** One public profile, for /public/trainer/:id. */
  byId: defineEndpoint({
    method: "GET",
    path: "/api/public-trainers/:id",
    audience: "public",
    params: publicTrainerParams,
    responses: { 200: publicTrainer, ...errorResponses(404) },
  }),
  /** One public profile by slug; an old slug answers 404 naming the current one (`movedTo`). */
  bySlug: defineEndpoint({
    method: "GET",
    path: "/api/trainer-profile/:trainerName",
    audience: "public",
    params: trainerProfileParams,
    responses: { 200: publicTrainer, ...errorResponses(404) },
  }),
};
