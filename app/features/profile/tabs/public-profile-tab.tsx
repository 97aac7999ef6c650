/** Public Profile: what the directory shows (bio, specializations, availability, public contact). */
import { ExternalLink } from "lucide-react";
import {
  AVAILABILITY_SUGGESTIONS,
  CLASS_TYPE_PRESETS,
  EXPERIENCE_LEVELS,
  PROFILE_LIMITS,
  PROFILE_TEXT,
  SPECIALIZATION_PRESETS,
} from "../../../../src/shared/contracts/profile";
import { Button } from "../../../components/ui/button";
import { FieldError, Label } from "../../../components/ui/label";
import { SelectField } from "../../../components/ui/select";
import { TextField } from "../../../components/ui/text-field";
import { CheckField, TagListField, TextAreaField } from "../fields";
import { OwnerOnlyNote, ReadOnlyField } from "../shared-ui";
import { grid, type ProfileForm } from "./tab-parts";
import { UpcomingClasses } from "./upcoming-classes";

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
