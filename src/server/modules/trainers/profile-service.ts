/**
 * The profile screens (spec portal §7; docs/decisions/0010, the trainer-profile calls): who may see and
 * change a trainer's profile (their own, or any for an admin), the owner's full profile with its
 * upcoming classes, Edit Profile's fields, and both saves. Throws domain errors. The profile pages'
 * loaders read the same views (pages/reads-portal.ts).
 */
import { NOT_ALLOWED } from "../../../shared/contracts/auth";
import {
  type OwnerProfile,
  PROFILE_TEXT,
  type ProfileEdit,
  type ProfileEditView,
  type ProfileSave,
} from "../../../shared/contracts/profile";
import { priceText, timeText } from "../../../shared/directory-rules";
import { pictureUrl } from "../../../shared/picture-url";
import { todayIn } from "../../../shared/time-zones";
import { Forbidden, NotFound } from "../../platform/domain-errors";
import { type Account, isAdmin } from "./account";
import { ADMIN_READ_ONLY, OWNER_ONLY_FIELDS } from "./rules";
import type { TrainerService } from "./service";

/** What the profile reads of the trainer's classes (the classes module's store). */
export type ClassReads = {
  ownClasses(
    trainerId: number,
    fromDate?: string,
  ): Promise<
    {
      id: string;
      title: string;
      date: string;
      startTime: string;
      endTime: string;
      timeZone: string;
      location: string;
      priceCents: number;
      paymentLink: string | null;
    }[]
  >;
  listState(trainerId: number): Promise<{ version: number } | undefined>;
};

export class ProfileService {
  constructor(
    private readonly trainers: TrainerService,
    private readonly classes: () => ClassReads,
    /** Deletes an uploaded picture no profile names any more (modules/pictures). */
    private readonly removePicture: (url: string | null) => Promise<void>,
    private readonly now: () => Date,
  ) {}

  /** The caller may see and change this trainer's profile: their own, or any for an admin. */
  allow(me: Account, trainerId: number): void {
    if (me.id !== trainerId && !isAdmin(me)) throw new Forbidden(NOT_ALLOWED);
  }

  /** The trainer Edit Profile works on: the caller, or (admin, or own e-mail) the one of `?email=`. */
  async editTarget(me: Account, email: string | undefined): Promise<number> {
    if (!email || email === me.email.toLowerCase()) return me.id;
    if (!isAdmin(me)) throw new Forbidden(NOT_ALLOWED);
    const account = await this.trainers.accountByEmail(email);
    if (!account) throw new NotFound(PROFILE_TEXT.notFoundEmail);
    return account.id;
  }

  /** The full profile of `trainerId`, as `me` sees it (whether `me` may is the caller's check). */
  async ownerView(trainerId: number, me: Account): Promise<OwnerProfile> {
    const account = await this.trainers.accountById(trainerId);
    const profile = account && (await this.trainers.profileOf(trainerId));
    if (!account || !profile) throw new NotFound(PROFILE_TEXT.notFound);
    const classes = await this.classes().ownClasses(trainerId, todayIn(account.timeZone, this.now()));
    const list = await this.classes().listState(trainerId);
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
        startTime: c.startTime,
        timeZone: c.timeZone,
        location: c.location,
        price: priceText(c.priceCents),
        paymentLink: c.paymentLink,
      })),
      classesVersion: list?.version ?? 0,
      readOnlyFields: [...(isAdmin(me) ? ADMIN_READ_ONLY : OWNER_ONLY_FIELDS)],
    };
  }

  /** Edit Profile's fields of `trainerId`. */
  async editView(trainerId: number): Promise<ProfileEditView> {
    const account = await this.trainers.accountById(trainerId);
    const profile = account && (await this.trainers.profileOf(trainerId));
    if (!account || !profile) throw new NotFound(PROFILE_TEXT.notFound);
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

  /** The full profile by e-mail: the caller's own, or any for an admin. */
  async byEmail(me: Account, email: string | undefined): Promise<OwnerProfile> {
    return this.ownerView(await this.editTarget(me, email), me);
  }

  /** The full profile by id, for its owner or an admin. */
  get(me: Account, trainerId: number): Promise<OwnerProfile> {
    this.allow(me, trainerId);
    return this.ownerView(trainerId, me);
  }

  /** The seven tabs' save; answers the saved profile. */
  async save(me: Account, trainerId: number, body: ProfileSave): Promise<OwnerProfile> {
    this.allow(me, trainerId);
    // A picture is never typed (it would skip the content check); null removes the current one.
    const { profilePicture, insuranceProvider, ...fields } = body;
    const saved = await this.trainers.saveProfile(
      trainerId,
      {
        ...fields,
        ...(insuranceProvider !== undefined ? { insuranceProvider: insuranceProvider || null } : {}),
      },
      { asAdmin: isAdmin(me) },
    );
    if (!saved) throw new NotFound(PROFILE_TEXT.notFound);
    if (profilePicture === null) {
      const previous = await this.trainers.setPicture(trainerId, null);
      await this.removePicture(previous);
    }
    return this.ownerView(trainerId, me);
  }

  /** Edit Profile's fields of the caller, or of `?email=`'s trainer. */
  async editOf(me: Account, email: string | undefined): Promise<ProfileEditView> {
    return this.editView(await this.editTarget(me, email));
  }

  /** Edit Profile's save (the body's userEmail is ignored: the session decides). */
  async edit(me: Account, email: string | undefined, body: ProfileEdit): Promise<ProfileEditView> {
    const trainerId = await this.editTarget(me, email);
    const { userEmail: _session, ...fields } = body;
    const saved = await this.trainers.saveProfile(trainerId, fields, { asAdmin: false });
    if (!saved) throw new NotFound(PROFILE_TEXT.notFound);
    return this.editView(trainerId);
  }
}
