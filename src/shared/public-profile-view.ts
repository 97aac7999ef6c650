/**
 * The one rule for what the public sees of a trainer (spec public-site 3.1, 3.2; docs/product.md "A
 * trainer", public fields), used by the server over a stored row (modules/trainers/public-view.ts) and
 * by the profile form's live preview over the form's current values (decision 0040): the preview
 * draws the public page's own body from the same data, so the two cannot drift.
 * Pure and free of zod (the portal's form bundle imports it; the public pages do not).
 */
import type { PublicClass, PublicTrainer } from "./contracts/public-trainers";
import { pictureUrl } from "./picture-url";
import { defaultPublicBio, PUBLIC_DEFAULTS } from "./public-defaults";
import { countryOf, normaliseRegionCode } from "./regions";
import { splitName } from "./slug";

type Text = string | null | undefined;

/** What the rule reads of a trainer: the stored public columns (public-repository.ts's row). */
export type PublicProfileSource = {
  id: number;
  name: string;
  accountEmail: string;
  status: string;
  slug: string;
  firstName: Text;
  lastName: Text;
  displayName: Text;
  city: Text;
  state: Text;
  profilePicture: Text;
  displayLocation: Text;
  publicBio: Text;
  showBio: boolean;
  experienceDescription: Text;
  availabilityDescription: Text;
  instagram: Text;
  facebook: Text;
  tiktok: Text;
  youtube: Text;
  showSocialMedia: boolean;
  website: Text;
  websitePublic: Text;
  showWebsite: boolean;
  hasAffiliateLink: boolean;
  affiliateLink: Text;
  classTypes: readonly string[] | null;
  specializations: readonly string[] | null;
  featuredTrainer: boolean;
  showEmail: boolean;
  publicEmail: Text;
  showPhone: boolean;
  publicPhone: Text;
  phone: Text;
  latitude: number | null;
  longitude: number | null;
};

const text = (value: Text) => value?.trim() || "";
const orNull = (value: Text) => value?.trim() || null;
const tags = (list: readonly string[] | null) => (list ?? []).map((s) => s.trim()).filter(Boolean);

/** A class's public title: its own, else the spec's default (3.2). */
export const publicClassTitle = (title: Text) => text(title) || PUBLIC_DEFAULTS.classTitle;
/** A class's registration link, or null when there is none. */
export const publicPaymentLink = orNull;

/**
 * One trainer as the public sees them: the defaults of spec 3.1, e-mail only with showEmail (the public
 * e-mail, else the account's), phone only with showPhone, website and social links only when the
 * trainer shows them, the affiliate link only when it is switched on. `upcoming` is the caller's: the
 * server's listed classes, or the preview's view of the owner's classes.
 */
export function publicTrainerOf<C>(
  row: PublicProfileSource,
  upcoming: C[],
  brandName: string,
): Omit<PublicTrainer, "upcomingClasses"> & { upcomingClasses: C[] } {
  const names = splitName(row.name);
  const firstName = text(row.firstName) || names.firstName;
  const lastName = text(row.lastName) || names.lastName;
  const city = text(row.city);
  const state = normaliseRegionCode(row.state);
  const classTypes = tags(row.classTypes);
  const social = row.showSocialMedia;
  return {
    id: row.id,
    name: row.name,
    displayName: text(row.displayName) || names.firstName || firstName || PUBLIC_DEFAULTS.displayName,
    firstName,
    lastName,
    city,
    state,
    country: countryOf(state),
    profilePicture: pictureUrl(row.profilePicture),
    displayLocation: text(row.displayLocation) || [city, state].filter(Boolean).join(", "),
    publicBio: (row.showBio && text(row.publicBio)) || defaultPublicBio(brandName),
    experienceDescription: text(row.experienceDescription) || PUBLIC_DEFAULTS.experienceDescription,
    availabilityDescription: text(row.availabilityDescription) || PUBLIC_DEFAULTS.availabilityDescription,
    instagram: social ? orNull(row.instagram) : null,
    facebook: social ? orNull(row.facebook) : null,
    tiktok: social ? orNull(row.tiktok) : null,
    youtube: social ? orNull(row.youtube) : null,
    website: row.showWebsite ? orNull(row.websitePublic) || orNull(row.website) : null,
    affiliateLink: row.hasAffiliateLink ? orNull(row.affiliateLink) : null,
    classTypes: classTypes.length > 0 ? classTypes : [...PUBLIC_DEFAULTS.classTypes],
    specializations: tags(row.specializations),
    upcomingClasses: upcoming,
    featuredTrainer: row.featuredTrainer,
    status: row.status === "hq" ? "hq" : "certified",
    customUrlSlug: row.slug,
    email: row.showEmail ? orNull(row.publicEmail) || orNull(row.accountEmail) : null,
    showEmail: row.showEmail,
    phone: row.showPhone ? orNull(row.publicPhone) || orNull(row.phone) : null,
    showPhone: row.showPhone,
    lat: Number.isFinite(row.latitude) ? row.latitude : null,
    lng: Number.isFinite(row.longitude) ? row.longitude : null,
  };
}

// --- The public page's body, and the preview's data for it ----------------------------------------

/** A class as the profile's body draws it. */
export type PublicProfileClass = Pick<
  PublicClass,
  "id" | "title" | "date" | "time" | "startTime" | "timeZone" | "location" | "price" | "paymentLink"
>;

/** What the profile's body (app/components/public-profile) draws: a PublicTrainer is one. */
export type PublicProfileView = Pick<
  PublicTrainer,
  | "id"
  | "displayName"
  | "firstName"
  | "city"
  | "state"
  | "country"
  | "profilePicture"
  | "displayLocation"
  | "publicBio"
  | "experienceDescription"
  | "availabilityDescription"
  | "instagram"
  | "facebook"
  | "tiktok"
  | "youtube"
  | "website"
  | "affiliateLink"
  | "classTypes"
  | "customUrlSlug"
  | "email"
> & { upcomingClasses: PublicProfileClass[] };

/** The form's values the public sees (app/features/profile/form-values.ts's ProfileValues has them). */
export type PublicFormValues = {
  name: string;
  phone: string;
  website: string;
  instagram: string;
  facebook: string;
  tiktok: string;
  youtube: string;
  hasAffiliateLink: boolean;
  affiliateLink: string;
  showEmail: boolean;
  showPhone: boolean;
  publicEmail: string;
  publicPhone: string;
  publicBio: string;
  classTypes: string[];
  specializations: string[];
  availabilityDescription: string;
  experienceDescription: string;
  websitePublic: string;
};

/** What the form holds read-only (OwnerProfile's fields): owner-only fields, switches, the classes. */
export type PublicOwnerFields = {
  id: number;
  name: string;
  email: string;
  status: string;
  slug: string;
  firstName: string;
  lastName: string;
  displayName: Text;
  city: Text;
  state: Text;
  displayLocation: Text;
  showBio: boolean;
  showSocialMedia: boolean;
  showWebsite: boolean;
  featuredTrainer: boolean;
  upcomingClasses: (Omit<PublicProfileClass, "title" | "paymentLink"> & {
    title: string;
    paymentLink: string | null;
  })[];
};

/**
 * The public page's data for the form's current values, as the server will build it once they are
 * saved: the form's values where the form has them, the loaded profile's for the rest (owner-only
 * fields, the show switches), the picture as the uploader holds it. The first and last names follow
 * the full name as a save sets them (trainers/service.ts).
 */
export function publicProfileFromForm(
  values: PublicFormValues,
  owner: PublicOwnerFields,
  picture: string | null,
  brandName: string,
): Omit<PublicTrainer, "upcomingClasses"> & PublicProfileView {
  const sameName = values.name.trim() === owner.name.trim();
  const source: PublicProfileSource = {
    id: owner.id,
    name: values.name,
    accountEmail: owner.email,
    status: owner.status,
    slug: owner.slug,
    firstName: sameName ? owner.firstName : null,
    lastName: sameName ? owner.lastName : null,
    displayName: owner.displayName,
    city: owner.city,
    state: owner.state,
    profilePicture: picture,
    displayLocation: owner.displayLocation,
    publicBio: values.publicBio,
    showBio: owner.showBio,
    experienceDescription: values.experienceDescription,
    availabilityDescription: values.availabilityDescription,
    instagram: values.instagram,
    facebook: values.facebook,
    tiktok: values.tiktok,
    youtube: values.youtube,
    showSocialMedia: owner.showSocialMedia,
    website: values.website,
    websitePublic: values.websitePublic,
    showWebsite: owner.showWebsite,
    hasAffiliateLink: values.hasAffiliateLink,
    affiliateLink: values.affiliateLink,
    classTypes: values.classTypes,
    specializations: values.specializations,
    featuredTrainer: owner.featuredTrainer,
    showEmail: values.showEmail,
    publicEmail: values.publicEmail,
    showPhone: values.showPhone,
    publicPhone: values.publicPhone,
    phone: values.phone,
    latitude: null,
    longitude: null,
  };
  const classes = owner.upcomingClasses.map((c) => ({
    id: c.id,
    title: publicClassTitle(c.title),
    date: c.date,
    time: c.time,
    startTime: c.startTime,
    timeZone: c.timeZone,
    location: c.location,
    price: c.price,
    paymentLink: publicPaymentLink(c.paymentLink),
  }));
  return publicTrainerOf(source, classes, brandName);
}
