/**
 * The profile screens' reads (profile-routes.ts): GET /api/trainer-profile/{id}'s and GET
 * /api/trainer-profile-edit's answers, which the profile pages' loaders read too (pages/reads-portal.ts).
 * Whether the caller may see the trainer is the caller's check, not these.
 */
import type { FastifyInstance } from "fastify";
import { type OwnerProfile, PROFILE_TEXT, type ProfileEditView } from "../../../shared/contracts/profile";
import { priceText, timeText } from "../../../shared/directory-rules";
import { pictureUrl } from "../../../shared/picture-url";
import { todayIn } from "../../../shared/time-zones";
import { HttpError } from "../../http/http-error";
import { type Account, OWNER_ONLY_FIELDS } from "./store";

/** What the admin may not change from the profile screens either (the admin console's). */
const ADMIN_READ_ONLY = ["email", "status", "slug"] as const;

const isAdmin = (account: Account) => account.roles.includes("admin");

export async function ownerView(app: FastifyInstance, trainerId: number, me: Account): Promise<OwnerProfile> {
  const account = await app.trainers.accountById(trainerId);
  const profile = account && (await app.trainers.profileOf(trainerId));
  if (!account || !profile) throw new HttpError(404, PROFILE_TEXT.notFound);
  const classes = await app.classes.ownClasses(trainerId, todayIn(account.timeZone, app.now()));
  const list = await app.classes.listState(trainerId);
  const { trainerId: _id, latitude: _lat, longitude: _lng, updatedAt, ...fields } = profile;
  return {
    ...fields,
    id: account.id,
    name: account.name,
    email: account.email,
    status: account.status,
    slug: account.slug,
    timeZone: account.timeZone,
    profilePicture: pictureUrl(profile.profilePicture),
    otherSocialMedia: profile.otherSocialMedia ?? [],
    updatedAt: updatedAt.toISOString(),
    upcomingClasses: classes.map((c) => ({
      id: c.id,
      title: c.title,
      date: c.date,
      time: timeText(c.startTime, c.endTime),
      location: c.location,
      price: priceText(c.priceCents),
      paymentLink: c.paymentLink,
    })),
    classesVersion: list?.version ?? 0,
    readOnlyFields: [...(isAdmin(me) ? ADMIN_READ_ONLY : OWNER_ONLY_FIELDS)],
  };
}

export async function editView(app: FastifyInstance, trainerId: number): Promise<ProfileEditView> {
  const account = await app.trainers.accountById(trainerId);
  const profile = account && (await app.trainers.profileOf(trainerId));
  if (!account || !profile) throw new HttpError(404, PROFILE_TEXT.notFound);
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    publicBio: profile.publicBio,
    instagram: profile.instagram,
    facebook: profile.facebook,
    tiktok: profile.tiktok,
    youtube: profile.youtube,
    website: profile.website,
    twitter: profile.twitter,
    profilePicture: pictureUrl(profile.profilePicture),
  };
}
