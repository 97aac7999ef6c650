import { Mail, MapPin, Phone } from "lucide-react";
import { useState } from "react";
import type { OwnerProfile } from "../../../src/shared/contracts/profile";
import { TrainerAvatar } from "../../components/trainer-avatar";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import type { ProfileValues } from "./form-values";

/**
 * The live public preview (portal §2, Public Profile tab): how the directory will show the trainer,
 * from the form's current values and the owner-only fields, with the Contact Trainer button.
 */
export function ProfilePreview({
  values,
  profile,
  picture,
}: {
  values: ProfileValues;
  profile: OwnerProfile;
  picture: string | null;
}) {
  const [contactOpen, setContactOpen] = useState(false);
  const name = profile.displayName || values.name.trim().split(/\s+/)[0] || profile.name;
  const location = profile.displayLocation || [profile.city, profile.state].filter(Boolean).join(", ");
  const email = values.publicEmail.trim() || profile.email;
  const phone = values.publicPhone.trim() || values.phone.trim();
  const tags = [
    ...values.specializations,
    ...values.classTypes.filter((c) => !values.specializations.includes(c)),
  ];
  return (
    <section
      aria-labelledby="profile-preview-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
      data-testid="profile-preview"
    >
      <h3
        id="profile-preview-heading"
        className="text-sm font-semibold tracking-wide text-slate-700 uppercase"
      >
        Live preview
      </h3>
      {!values.publiclyListed && (
        <p className="mt-2 text-sm font-medium text-warning-800">Hidden from the directory.</p>
      )}
      <div className="mt-3 flex items-center gap-3">
        <TrainerAvatar key={picture ?? "none"} name={name} picture={picture} size={72} />
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-slate-900">{name}</p>
          {location && (
            <p className="flex items-center gap-1 text-slate-700">
              <MapPin aria-hidden className="size-4" />
              {location}
            </p>
          )}
          {values.experienceLevel && <p className="text-sm text-slate-700">{values.experienceLevel}</p>}
        </div>
      </div>
      {tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Specialties">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge tone="coral">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {values.publicBio.trim() && (
        <p className="mt-3 whitespace-pre-line break-words text-slate-800">{values.publicBio}</p>
      )}
      {values.availabilityDescription.trim() && (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-medium">Availability:</span> {values.availabilityDescription}
        </p>
      )}
      <Button
        className="mt-4 w-full"
        onClick={() => setContactOpen((open) => !open)}
        aria-expanded={contactOpen}
      >
        <Mail aria-hidden className="size-4" />
        Contact Trainer
      </Button>
      {contactOpen && (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
          {values.showEmail && (
            <li className="flex items-center gap-2 break-all">
              <Mail aria-hidden className="size-4 shrink-0" />
              {email}
            </li>
          )}
          {values.showPhone && phone && (
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 shrink-0" />
              {phone}
            </li>
          )}
          {!values.showEmail && !(values.showPhone && phone) && (
            <li>Your e-mail and phone are hidden on your public page.</li>
          )}
        </ul>
      )}
    </section>
  );
}
