/** The seven tabs' bodies of the profile form (portal §2, as docs/product.md amends it). */
import { format, isValid, parseISO } from "date-fns";
import { CalendarDays, ExternalLink, Plus, Trash2 } from "lucide-react";
import { Controller, type FieldPath, type UseFormReturn, useFieldArray } from "react-hook-form";
import { Link } from "react-router";
import {
  AVAILABILITY_SUGGESTIONS,
  CLASS_TYPE_PRESETS,
  EXPERIENCE_LEVELS,
  INSURANCE_PROVIDERS,
  type OwnerProfile,
  PROFILE_LIMITS,
  PROFILE_TEXT,
  type ProfileSave,
  SPECIALIZATION_PRESETS,
} from "../../../src/shared/contracts/profile";
import { Button } from "../../components/ui/button";
import { FieldError, Label } from "../../components/ui/label";
import { SelectField } from "../../components/ui/select";
import { TextField } from "../../components/ui/text-field";
import { useSite } from "../../lib/site-config";
import type { FieldBinding } from "../../lib/use-api-form";
import { CheckField, TagListField, TextAreaField } from "./fields";
import type { ProfileValues } from "./form-values";
import { OwnerOnlyNote, ReadOnlyField } from "./shared-ui";

export type ProfileForm = {
  form: UseFormReturn<ProfileValues, unknown, ProfileSave>;
  field: (name: FieldPath<ProfileValues>) => FieldBinding;
  profile: OwnerProfile;
};

const grid = "grid gap-4 sm:grid-cols-2";

/** A text input bound by Controller: the website appears on two tabs, one value. */
function WebsiteField({ form, id }: { form: ProfileForm["form"]; id: string }) {
  return (
    <Controller
      control={form.control}
      name="website"
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          label="Website"
          type="url"
          placeholder="https://yourwebsite.com"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** North American zones first; the trainer's own zone is always offered. */
const ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Halifax",
  "America/St_Johns",
  "America/Toronto",
  "America/Winnipeg",
  "America/Regina",
  "America/Edmonton",
  "America/Vancouver",
  "America/Whitehorse",
  "America/Puerto_Rico",
];

export function PersonalTab({ form, field, profile }: ProfileForm) {
  const zones = ZONES.includes(profile.timeZone) ? ZONES : [profile.timeZone, ...ZONES];
  return (
    <div className="flex flex-col gap-4">
      <div className={grid}>
        <TextField id="profile-name" label="Full name *" autoComplete="name" {...field("name")} />
        <dl>
          <ReadOnlyField label="Email" value={profile.email} />
        </dl>
        <TextField id="profile-phone" label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
        <WebsiteField form={form} id="profile-website" />
        <TextField
          id="profile-address"
          label="Street address"
          autoComplete="street-address"
          {...field("address")}
        />
        <TextField
          id="profile-postalCode"
          label="Postal code"
          autoComplete="postal-code"
          {...field("postalCode")}
        />
        <SelectField id="profile-timeZone" label="Time zone" {...field("timeZone")}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, " ")}
            </option>
          ))}
        </SelectField>
      </div>
      <dl className={grid}>
        <ReadOnlyField label="City" value={profile.city} />
        <ReadOnlyField label="State/Province" value={profile.state} />
      </dl>
      <p className="text-sm text-slate-600">
        The login e-mail is changed only by the admin. Your classes are shown in your time zone.
      </p>
      <OwnerOnlyNote />
    </div>
  );
}

export function SocialTab({ form, field }: ProfileForm) {
  const others = useFieldArray({ control: form.control, name: "otherSocialMedia" });
  const errors = form.formState.errors.otherSocialMedia;
  return (
    <div className="flex flex-col gap-4">
      <div className={grid}>
        <TextField
          id="profile-instagram"
          label="Instagram"
          placeholder="@yourhandle"
          {...field("instagram")}
        />
        <TextField
          id="profile-facebook"
          label="Facebook"
          placeholder="https://facebook.com/..."
          {...field("facebook")}
        />
        <TextField id="profile-tiktok" label="TikTok" placeholder="@yourhandle" {...field("tiktok")} />
        <TextField
          id="profile-linkedin"
          label="LinkedIn"
          placeholder="https://linkedin.com/in/..."
          {...field("linkedin")}
        />
        <TextField id="profile-twitter" label="X/Twitter" placeholder="@yourhandle" {...field("twitter")} />
        <TextField id="profile-pillar" label="Pillar profile" {...field("pillar")} />
        <TextField
          id="profile-youtube"
          label="YouTube"
          placeholder="https://youtube.com/@..."
          {...field("youtube")}
        />
        <WebsiteField form={form} id="profile-social-website" />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-base font-semibold text-slate-900">Additional platforms</legend>
        {others.fields.map((item, i) => (
          <div key={item.id} className="grid items-end gap-2 sm:grid-cols-[1fr_2fr_auto]">
            <TextField
              id={`profile-other-${i}-platform`}
              label={`Platform ${i + 1} name`}
              placeholder="Threads"
              {...field(`otherSocialMedia.${i}.platform`)}
              error={errors?.[i]?.platform?.message}
            />
            <TextField
              id={`profile-other-${i}-url`}
              label={`Platform ${i + 1} URL or username`}
              placeholder="@yourhandle"
              {...field(`otherSocialMedia.${i}.url`)}
              error={errors?.[i]?.url?.message}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove platform ${i + 1}`}
              onClick={() => others.remove(i)}
            >
              <Trash2 aria-hidden className="size-5" />
            </Button>
          </div>
        ))}
        {others.fields.length < PROFILE_LIMITS.otherSocial && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => others.append({ platform: "", url: "" }, { shouldFocus: true })}
          >
            <Plus aria-hidden className="size-4" />
            Add Platform
          </Button>
        )}
        <FieldError>{errors?.message ?? errors?.root?.message}</FieldError>
      </fieldset>
    </div>
  );
}

export const INSURANCE_GUIDANCE =
  "Self-defense specific insurance costs about $129 per occurrence or $500 per year unlimited; general liability plans run $29 to $79 per month.";

export function CertificationTab({ form, field, profile }: ProfileForm) {
  const insured = form.watch("hasInsurance");
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        <ReadOnlyField label="Initial training date" value={profile.trainingDate} />
        <ReadOnlyField label="Certification date" value={profile.certificationDate} />
        <ReadOnlyField label="Next renewal date" value={profile.renewalDate} />
      </dl>
      <OwnerOnlyNote />
      <CheckField control={form.control} name="hasInsurance" label="I have liability insurance" />
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">{INSURANCE_GUIDANCE}</p>
      {insured && (
        <div className={grid}>
          <SelectField
            id="profile-insuranceProvider"
            label="Insurance provider"
            {...field("insuranceProvider")}
          >
            <option value="">Choose a provider</option>
            {INSURANCE_PROVIDERS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </SelectField>
          <TextField
            id="profile-insuranceExpiry"
            label="Insurance expiry"
            type="date"
            {...field("insuranceExpiry")}
          />
        </div>
      )}
    </div>
  );
}

const PAYMENTS = [
  { flag: "hasStripe", link: "stripePaymentLink", label: "Stripe", linkLabel: "Stripe payment link" },
  { flag: "hasPaypal", link: "paypalPaymentLink", label: "PayPal", linkLabel: "PayPal payment link" },
  { flag: "hasPillar", link: "pillarAccountLink", label: "Pillar account", linkLabel: "Pillar account link" },
  {
    flag: "hasAffiliateLink",
    link: "affiliateLink",
    label: "Affiliate link",
    linkLabel: "Affiliate link URL",
  },
] as const;

export function BusinessTab({ form, field }: ProfileForm) {
  const values = form.watch();
  return (
    <div className="flex flex-col gap-3">
      {PAYMENTS.map((p) => (
        <div key={p.flag} className="rounded-md border border-slate-200 p-3">
          <CheckField control={form.control} name={p.flag} label={p.label} />
          {values[p.flag] && (
            <TextField
              id={`profile-${p.link}`}
              label={p.linkLabel}
              type="url"
              placeholder="https://"
              className="mt-2"
              {...field(p.link)}
            />
          )}
        </div>
      ))}
    </div>
  );
}

const MATERIALS = [
  { name: "hasCurriculum", label: "Curriculum" },
  { name: "hasMarketingResources", label: "Marketing resources" },
  { name: "hasWorkbooks", label: "Basic curriculum workbook" },
  { name: "hasVideoLibrary", label: "Video library" },
  { name: "hasTrainerDrive", label: "Trainer drive" },
  { name: "hasCanva", label: "Canva" },
  { name: "hasMarketingAssets", label: "Marketing assets" },
] as const;

export function MaterialsTab({ form }: ProfileForm) {
  const site = useSite();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-700">The materials you have access to:</p>
      <div className="grid sm:grid-cols-2">
        {MATERIALS.map((m) => (
          <CheckField key={m.name} control={form.control} name={m.name} label={m.label} />
        ))}
      </div>
      <p className="rounded-md bg-info-50 p-3 text-sm text-slate-800">
        Lost access to a material? Contact support at{" "}
        <a href={`mailto:${site.supportEmail}`} className="font-medium text-info-700 underline">
          {site.supportEmail}
        </a>{" "}
        to restore it.
      </p>
    </div>
  );
}

export function CommunityTab({ form, field }: ProfileForm) {
  const site = useSite();
  return (
    <div className="flex flex-col gap-3">
      <CheckField control={form.control} name="inWhatsApp" label="I'm in the WhatsApp community" />
      <CheckField control={form.control} name="inFacebook" label="I'm in the private Facebook community" />
      <p className="rounded-md bg-info-50 p-3 text-sm text-slate-800">
        Need an invitation to a community group? Contact support at{" "}
        <a href={`mailto:${site.supportEmail}`} className="font-medium text-info-700 underline">
          {site.supportEmail}
        </a>{" "}
        or {site.supportPhone}.
      </p>
      <TextAreaField
        id="profile-communityNotes"
        label="Additional notes"
        rows={4}
        maxLength={PROFILE_LIMITS.notes}
        binding={field("communityNotes")}
      />
    </div>
  );
}

/**
 * "Thu, Nov 26, 2026", as toLocaleDateString("en-US") wrote it, without Intl: a first Intl call
 * loads ICU's data, the largest single cost of the form's first render on a phone.
 */
function formatClassDate(date: string) {
  const d = parseISO(date);
  return isValid(d) ? format(d, "EEE, MMM d, yyyy") : date;
}

function UpcomingClasses({ profile }: { profile: OwnerProfile }) {
  return (
    <section aria-labelledby="profile-classes-heading" className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="profile-classes-heading" className="font-semibold text-slate-900">
          Upcoming classes
        </h3>
        <Button asChild variant="secondary" size="sm">
          <Link to="/trainer-portal/calendar">
            <CalendarDays aria-hidden className="size-4" />
            Manage Classes
          </Link>
        </Button>
      </div>
      {profile.upcomingClasses.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No upcoming classes. Add them in Manage Classes.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
          {profile.upcomingClasses.map((c) => (
            <li key={c.id}>
              <span className="font-medium">{c.title}</span> · {formatClassDate(c.date)}, {c.time} ·{" "}
              {c.location}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PublicProfileTab({ form, field, profile }: ProfileForm) {
  const errors = form.formState.errors;
  const bio = form.watch("publicBio") ?? "";
  const { error: bioError, ...bioField } = field("publicBio");
  const displayLocation = profile.displayLocation || [profile.city, profile.state].filter(Boolean).join(", ");
  return (
    <div className="flex flex-col gap-4">
      <CheckField
        control={form.control}
        name="publiclyListed"
        label="List me in the trainer directory"
        help="When off, your profile is hidden from Find Trainer."
      />
      <dl className={grid}>
        <ReadOnlyField label="Display name" value={profile.displayName || profile.name.split(/\s+/)[0]} />
        <ReadOnlyField label="Public location" value={displayLocation} />
      </dl>
      <OwnerOnlyNote />
      <div>
        <Label htmlFor="profile-publicBio">Public bio</Label>
        <textarea
          id="profile-publicBio"
          rows={5}
          maxLength={PROFILE_LIMITS.bio}
          className="mt-1 w-full rounded-sm border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-danger-700"
          aria-invalid={bioError ? true : undefined}
          aria-describedby="profile-publicBio-help"
          {...bioField}
        />
        <p
          id="profile-publicBio-help"
          className={
            bio.length > PROFILE_LIMITS.bioWarn
              ? "mt-1 text-sm font-semibold text-warning-800"
              : "mt-1 text-sm text-slate-600"
          }
        >
          {PROFILE_TEXT.bioHint} · {bio.length}/{PROFILE_LIMITS.bio}
        </p>
        <FieldError>{bioError}</FieldError>
      </div>
      <TagListField
        control={form.control}
        name="specializations"
        legend="Specializations"
        presets={SPECIALIZATION_PRESETS}
        addLabel="Add a specialization"
        error={errors.specializations?.message}
      />
      <TagListField
        control={form.control}
        name="classTypes"
        legend="Class types"
        presets={CLASS_TYPE_PRESETS}
        addLabel="Add a class type"
        error={errors.classTypes?.message}
      />
      <div>
        <TextField
          id="profile-availability"
          label="Availability"
          list="profile-availability-suggestions"
          placeholder="e.g. Evenings & Weekends, or Taking new students"
          {...field("availabilityDescription")}
        />
        <datalist id="profile-availability-suggestions">
          {AVAILABILITY_SUGGESTIONS.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <fieldset className="mt-2 flex flex-wrap gap-2">
          <legend className="sr-only">Availability suggestions</legend>
          {AVAILABILITY_SUGGESTIONS.map((s) => (
            <Button
              key={s}
              variant="secondary"
              size="sm"
              onClick={() => form.setValue("availabilityDescription", s, { shouldDirty: true })}
            >
              {s}
            </Button>
          ))}
        </fieldset>
      </div>
      <div className={grid}>
        <SelectField id="profile-experienceLevel" label="Experience level" {...field("experienceLevel")}>
          <option value="">Choose a level</option>
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </SelectField>
        <TextField
          id="profile-yearsExperience"
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={80}
          {...field("yearsExperience")}
        />
      </div>
      <TextAreaField
        id="profile-experienceDescription"
        label="Experience details"
        rows={3}
        maxLength={PROFILE_LIMITS.text}
        binding={field("experienceDescription")}
      />
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-base font-semibold text-slate-900">Public contact</legend>
        <SelectField
          id="profile-displayContact"
          label="Preferred contact method"
          {...field("displayContact")}
        >
          <option value="email">Email</option>
          <option value="phone">Phone</option>
          <option value="website">Website</option>
        </SelectField>
        <CheckField control={form.control} name="showEmail" label="Show my e-mail" />
        <CheckField control={form.control} name="showPhone" label="Show my phone" />
        <div className={grid}>
          <TextField
            id="profile-publicEmail"
            label="Public e-mail"
            type="email"
            placeholder={profile.email}
            help="Leave empty to use your account e-mail."
            {...field("publicEmail")}
          />
          <TextField
            id="profile-publicPhone"
            label="Public phone"
            type="tel"
            placeholder={profile.phone ?? ""}
            help="Leave empty to use your phone."
            {...field("publicPhone")}
          />
        </div>
      </fieldset>
      <UpcomingClasses profile={profile} />
      <div className={grid}>
        <TextField
          id="profile-websitePublic"
          label="Public website"
          type="url"
          placeholder="https://"
          {...field("websitePublic")}
        />
        <TextField
          id="profile-publicSocialMedia"
          label="Public social media"
          {...field("publicSocialMedia")}
        />
      </div>
      <Button asChild variant="secondary" className="self-start">
        <a href="/find-trainer" target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden className="size-4" />
          View Trainer Directory
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
    </div>
  );
}
